/**
 * Sample filters that judge by metadata or combine other filters (docs/compatibility.md, filters):
 * nirs4all's MetadataFilter and CompositeFilter.
 */
package org.spectraflow.engine.operators.filter.combine;
