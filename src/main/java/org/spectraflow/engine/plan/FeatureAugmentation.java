package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * A {@code feature_augmentation} step: each chain adds a processing.
 *
 * @param place where the step sits
 * @param chains the non-empty chains, in order
 * @param action what happens to the existing processings
 * @param maxProcessings the bound on processings per source (at least 1)
 */
public record FeatureAugmentation(
    StepPlace place,
    List<List<TransformOperator>> chains,
    AugmentationAction action,
    int maxProcessings)
    implements PlannedStep {

  /** Copies the chains and checks the bound. */
  public FeatureAugmentation {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(action, "action");
    chains = chains.stream().map(List::copyOf).toList();
    if (maxProcessings < 1) {
      throw new IllegalArgumentException("maxProcessings must be >= 1, was " + maxProcessings);
    }
  }
}
