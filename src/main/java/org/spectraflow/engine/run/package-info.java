/**
 * Runs pipelines: the engine's public entry ({@link org.spectraflow.engine.run.PipelineRunner}
 * with a {@link org.spectraflow.engine.run.RunRequest}, returning an immutable
 * {@link org.spectraflow.engine.run.RunReport}) and the machinery behind it: the orchestrator
 * (variants, step cache, counters, selection of the best and refit), the variant executor and
 * one controller per kind of step. Progress is reported only through
 * {@link org.spectraflow.engine.observe.RunEvents}.
 */
package org.spectraflow.engine.run;
