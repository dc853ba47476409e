/**
 * Runs pipelines: the engine's public entry ({@link org.spectraflow.engine.run.PipelineRunner} with
 * a {@link org.spectraflow.engine.run.RunRequest}, returning an immutable {@link
 * org.spectraflow.engine.run.RunReport}) and the machinery behind it: the orchestrator (variants,
 * step cache, counters, selection of the best and refit), the variant executor and one controller
 * per kind of step. Progress is reported only through {@link
 * org.spectraflow.engine.observe.RunEvents}. A run executes on the calling thread; only its
 * cancellation token may be touched from another, and events reach listeners on the executors they
 * chose. Everything else here is per-run state, confined to the run thread. Arguments are non-null
 * unless documented otherwise.
 */
package org.spectraflow.engine.run;
