package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * An {@code exclude} step (or the legacy {@code sample_filter}, which runs as one with a
 * deprecation warning): train samples the filters flag are left out of later fits.
 *
 * @param place where the step sits
 * @param spec the filters, their mode and whether augmented copies follow
 * @param legacy true for a {@code sample_filter} step
 */
public record Exclude(StepPlace place, FilterSpec spec, boolean legacy) implements PlannedStep {

  /** Checks the references. */
  public Exclude {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(spec, "spec");
  }
}
