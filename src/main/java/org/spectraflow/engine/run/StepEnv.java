package org.spectraflow.engine.run;

import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * Where a controller runs: the run, the variant, the context, the top-level step number and the
 * document path of the step (for error messages).
 *
 * @param run the run's shared state
 * @param variant the variant's state
 * @param ctx the execution context
 * @param step the top-level step number (from 1)
 * @param path the step's document path
 */
record StepEnv(RunContext run, VariantState variant, ExecutionContext ctx, int step,
    DocumentPath path) {

  SpectroDataset dataset() {
    return variant.dataset();
  }

  /** The same at another document path. */
  StepEnv at(DocumentPath where) {
    return new StepEnv(run, variant, ctx, step, where);
  }

  /** The same in another context. */
  StepEnv in(ExecutionContext other) {
    return new StepEnv(run, variant, other, step, path);
  }
}
