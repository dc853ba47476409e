/** Shared test fixtures: locating the shared real datasets, small files written by tests. */
package org.spectraflow.testkit;
