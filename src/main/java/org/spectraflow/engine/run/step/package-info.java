/**
 * One variant's execution: {@link org.spectraflow.engine.run.step.VariantExecutor} runs its planned
 * steps, {@link org.spectraflow.engine.run.step.StepDispatch} routes each step to its controller
 * (transformer, y_processing, splitter, model, MetaModel, feature_augmentation, concat_transform,
 * sample_augmentation, exclude, tag) and {@link org.spectraflow.engine.run.step.StepObserver}
 * observes it; branch and merge steps the executor handles itself ({@code SeparationBranches},
 * {@code MergeController}). The state they run in: what the whole run shares ({@link
 * org.spectraflow.engine.run.step.RunContext}, {@link
 * org.spectraflow.engine.run.step.RunCounters}), one variant's state ({@link
 * org.spectraflow.engine.run.step.VariantState}, its branch {@link
 * org.spectraflow.engine.run.step.Snapshots}), one chain of steps' context ({@link
 * org.spectraflow.engine.run.step.ExecutionContext}) and what a controller is given ({@link
 * org.spectraflow.engine.run.step.StepEnv}); and what a variant produces ({@link
 * org.spectraflow.engine.run.step.ModelResult}, {@link
 * org.spectraflow.engine.run.step.VariantOutcome}).
 *
 * <p>Invariants: a variant runs on one thread, which alone touches its state; the run context, the
 * counters and the step cache are thread-safe and shared by concurrent variants. Every snapshot
 * reference a variant takes is released when it ends, whatever the ending. A cached and an uncached
 * run, or a run on one thread and on several, give bit-identical scores.
 */
package org.spectraflow.engine.run.step;
