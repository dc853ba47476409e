/**
 * Run sessions: a file holding the pipeline document, the dataset reference, the CacheConfig and
 * precision, the results and every recorded event, which reopens offline by replaying the events
 * into fresh presentation models. Also the flat event row shared with the CSV/JSON export.
 * Stateless helpers; records are immutable.
 */
package org.spectraflow.ui.run.session;
