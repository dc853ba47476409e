/**
 * Where and in which order a run's variants execute: the {@link
 * org.spectraflow.engine.run.schedule.VariantRunner} contract and its local implementations
 * (sequential on the calling thread, a pool of worker threads), the {@link
 * org.spectraflow.engine.run.schedule.VariantJob} a runner is handed and the {@link
 * org.spectraflow.engine.run.schedule.VariantResult}s it gives back, the scheduling units ({@code
 * PrefixGroups}, {@code PrefixSubtrees}), the turn order of draws from the run's global random
 * generator ({@code DrawTurns}) and the figures of variants run in other JVMs ({@link
 * org.spectraflow.engine.run.schedule.RemoteFigures}). This is what a cluster runner (the Spark
 * module, docs/scale-out.md) implements and uses.
 *
 * <p>Invariants: only the order and the place of work change here, never a result: the report is
 * ordered by variant index, fail-fast drops every result after the lowest failing index, and
 * scores, step-cache counts and reports are those of a sequential run whatever the runner and its
 * thread count. The variants of a prefix group run in order on one worker. {@code VariantJob} and
 * {@code DrawTurns} are thread-safe; runners create their threads per run.
 */
package org.spectraflow.engine.run.schedule;
