package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;

/**
 * Steps run in order under one step number: a JSON array step (a sub-pipeline, which a {@code
 * _cartesian_} expands to) or the operators of a {@code preprocessing} list.
 *
 * @param place where the chain sits
 * @param steps its steps in order
 */
public record Chain(StepPlace place, List<PlannedStep> steps) implements PlannedStep {

  /** Copies the steps. */
  public Chain {
    Objects.requireNonNull(place, "place");
    steps = List.copyOf(steps);
  }
}
