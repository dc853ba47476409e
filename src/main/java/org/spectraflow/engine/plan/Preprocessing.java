package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;

/**
 * A {@code preprocessing} step: its transformers applied in order, all of them in one context
 * before the next context (unlike a {@link Chain}, whose steps each run in every context).
 *
 * @param place where the step sits
 * @param transforms the transformers in order
 */
public record Preprocessing(StepPlace place, List<Transform> transforms) implements PlannedStep {

  /** Copies the transformers. */
  public Preprocessing {
    Objects.requireNonNull(place, "place");
    transforms = List.copyOf(transforms);
  }
}
