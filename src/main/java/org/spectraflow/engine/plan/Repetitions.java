package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * A {@code rep_to_sources} or {@code rep_to_pp} step (docs/pipeline-language.md, repetitions): the
 * rows that share a value of a metadata column (repetitions of one sample) become one sample whose
 * repetitions are sources, or processings of its one source.
 *
 * @param place where the step sits
 * @param column the metadata column naming each row's sample
 * @param toSources true for {@code rep_to_sources}, false for {@code rep_to_pp}
 */
public record Repetitions(StepPlace place, String column, boolean toSources)
    implements PlannedStep {

  /** Checks the references. */
  public Repetitions {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(column, "column");
  }

  /** The keyword as written. */
  public String keyword() {
    return toSources ? "rep_to_sources" : "rep_to_pp";
  }
}
