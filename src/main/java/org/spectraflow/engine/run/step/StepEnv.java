package org.spectraflow.engine.run.step;

import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.plan.StepPlace;

/**
 * Where a controller runs: the run, the variant, the context, the top-level step number and the
 * step's place (its document path, for error messages, and its template step id, for events).
 *
 * @param run the run's shared state
 * @param variant the variant's state
 * @param ctx the execution context
 * @param step the top-level step number (from 1)
 * @param place the step's document path and template step id
 */
public record StepEnv(
    RunContext run, VariantState variant, ExecutionContext ctx, int step, StepPlace place) {

  SpectroDataset dataset() {
    return variant.dataset();
  }

  /** The step's document path. */
  DocumentPath path() {
    return place.path();
  }

  /** The same at another place. */
  StepEnv at(StepPlace where) {
    return new StepEnv(run, variant, ctx, step, where);
  }

  /** The same in another context. */
  StepEnv in(ExecutionContext other) {
    return new StepEnv(run, variant, other, step, place);
  }
}
