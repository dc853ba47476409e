package org.spectraflow.engine.tune;

import java.util.Objects;

/**
 * One entry of {@code finetune_params.phases}: a stretch of the study that proposes {@code trials}
 * trials with its own sampler. Phases run in order on one study: a later phase's sampler sees every
 * earlier trial (TPE's 10 start-up trials count the whole study, a grid phase skips combinations
 * already tried), trial numbers continue, and the best trial is chosen over all phases.
 *
 * @param trials the phase's trial budget, positive
 * @param sampler auto, grid, random, tpe, cmaes or binary
 */
public record FinetunePhase(int trials, String sampler) {

  /** Checks the budget and the sampler name. */
  public FinetunePhase {
    if (trials <= 0) {
      throw new IllegalArgumentException("a phase needs a positive trial budget, was " + trials);
    }
    Objects.requireNonNull(sampler, "sampler");
  }
}
