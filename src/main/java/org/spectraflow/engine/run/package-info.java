/**
 * Runs pipelines: the engine's public entry ({@link org.spectraflow.engine.run.PipelineRunner} with
 * a {@link org.spectraflow.engine.run.RunRequest} and its {@link
 * org.spectraflow.engine.run.RunOptions}, returning an immutable {@link
 * org.spectraflow.engine.run.report.RunReport}; a {@link
 * org.spectraflow.engine.run.CancellationToken} to stop it) and the orchestration of one run
 * ({@code Orchestrator}: expansion, the check pass, the variant runner, selection of the best and
 * the refit pass). The machinery lives in subpackages, one concern each:
 *
 * <ul>
 *   <li>{@link org.spectraflow.engine.run.check}: what makes a document or a variant unable to run,
 *       before it runs ({@link org.spectraflow.engine.run.check.StartCheck} for the studio);
 *   <li>{@link org.spectraflow.engine.run.planner}: a variant's document turned into typed steps,
 *       operators resolved, PLS sweeps planned;
 *   <li>{@link org.spectraflow.engine.run.schedule}: where and in which order variants run ({@link
 *       org.spectraflow.engine.run.schedule.VariantRunner}: sequential, a pool, or a cluster);
 *   <li>{@link org.spectraflow.engine.run.step}: one variant's execution: the executor, the run's
 *       shared state and one controller per kind of step;
 *   <li>{@link org.spectraflow.engine.run.reuse}: model fits and computations shared across
 *       variants and workers;
 *   <li>{@link org.spectraflow.engine.run.report}: the immutable report and its JSON form.
 * </ul>
 *
 * <p>Threads: a run is started on the calling thread; its variants run there ({@code threads = 1})
 * or on a pool of worker threads (or, through a cluster runner, in other JVMs), and the report, the
 * scores and the step-cache counts do not depend on which. The cancellation token may be touched
 * from any thread; events are published one at a time and reach listeners on the executors they
 * chose. Per-variant state is confined to the thread running the variant; run-wide state is
 * thread-safe. Arguments are non-null unless documented otherwise.
 */
package org.spectraflow.engine.run;
