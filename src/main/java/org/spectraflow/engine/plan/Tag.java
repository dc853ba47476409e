package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * A {@code tag} step: each filter writes a true/false tag column per sample, which later {@code
 * by_tag} separation branches read; no sample is removed.
 *
 * @param place where the step sits
 * @param spec the filters by the tag column they write
 */
public record Tag(StepPlace place, FilterSpec spec) implements PlannedStep {

  /** Checks the references. */
  public Tag {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(spec, "spec");
  }
}
