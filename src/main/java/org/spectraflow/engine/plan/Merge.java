package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * A {@code merge} step: the branch contexts are joined into one. The mode is read when the
 * merge runs, as nirs4all does (an unknown mode fails the variant there).
 *
 * @param place where the step sits
 * @param mode the mode as written ({@code features} when absent)
 */
public record Merge(StepPlace place, String mode) implements PlannedStep {

  /** Checks the references. */
  public Merge {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(mode, "mode");
  }
}
