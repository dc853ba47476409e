/**
 * Work a run does once and shares across variants and workers: model fits ({@link
 * org.spectraflow.engine.run.reuse.ModelFitReuse}), PLS fits shared by an {@code n_components}
 * sweep ({@link org.spectraflow.engine.run.reuse.PlsFitReuse}), both kept in a {@link
 * org.spectraflow.engine.run.reuse.KeptFits} bounded by entries and bytes, and single flight per
 * key ({@link org.spectraflow.engine.run.reuse.InFlight}: a second worker asking for a key being
 * computed waits and then reuses, for step-cache misses and fits alike).
 *
 * <p>Invariants: reuse never changes a result: a reused fit predicts bit for bit what a new fit
 * would, and which fits are kept only decides whether a later variant fits again. Active only with
 * the step cache. Everything here is thread-safe; a computation holding a key never waits for
 * another key, so single flight cannot deadlock.
 */
package org.spectraflow.engine.run.reuse;
