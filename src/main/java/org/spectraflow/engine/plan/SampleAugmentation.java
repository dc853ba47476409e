package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * A {@code sample_augmentation} step: augmented copies of the train samples are added, as read once
 * into {@code spec}.
 *
 * @param place where the step sits
 * @param spec the transformers, copies per sample, selection and seed
 */
public record SampleAugmentation(StepPlace place, AugmentationSpec spec) implements PlannedStep {

  /** Checks the references. */
  public SampleAugmentation {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(spec, "spec");
  }
}
