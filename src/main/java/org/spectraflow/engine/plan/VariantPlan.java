package org.spectraflow.engine.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The planned top-level steps of one variant, numbered from 1 in order. Immutable.
 *
 * @param steps the top-level steps
 */
public record VariantPlan(List<PlannedStep> steps) {

  /** Copies the steps. */
  public VariantPlan {
    steps = List.copyOf(steps);
  }

  /** Every step in execution order, containers before what they contain. */
  public List<PlannedStep> flatten() {
    List<PlannedStep> out = new ArrayList<>();
    steps.forEach(s -> collect(s, out));
    return out;
  }

  /** The first problem the check refuses, in step order. */
  public Optional<Unrunnable> firstRefused() {
    return flatten().stream()
        .filter(s -> s instanceof Unrunnable u && u.when() == Unrunnable.When.CHECK)
        .map(Unrunnable.class::cast)
        .findFirst();
  }

  private static void collect(PlannedStep step, List<PlannedStep> out) {
    out.add(step);
    switch (step) {
      case Chain c -> c.steps().forEach(s -> collect(s, out));
      case Branching b -> {
        b.lanes().forEach(l -> l.steps().forEach(s -> collect(s, out)));
        if (b.separation() != null) {
          if (b.separation().shared() != null) {
            b.separation().shared().forEach(s -> collect(s, out));
          }
          b.separation().byName().values().forEach(l -> l.forEach(s -> collect(s, out)));
        }
      }
      default -> {}
    }
  }
}
