package org.spectraflow.engine.preview;

import java.util.Objects;

/**
 * Which point of a variant a preview shows: a step of the template (by its template step id, the id
 * the canvas and the run events use, docs/internals.md) or the features entering the variant's
 * first model (what the best variant's preprocessing makes of the spectra).
 */
public sealed interface PreviewTarget {

  /**
   * The step with template step id {@code stepId} (or any step inside the node it names, e.g. one
   * alternative of an {@code _or_} frame).
   *
   * @param stepId the template step id, {@code /pipeline/2} or {@code /pipeline/1/_or_/0}
   */
  record AtStep(String stepId) implements PreviewTarget {
    /** Checks the id. */
    public AtStep {
      Objects.requireNonNull(stepId, "stepId");
    }

    /** True when the planned step with id {@code id} is this step or inside it. */
    boolean matches(String id) {
      return id.equals(stepId) || id.startsWith(stepId + "/");
    }
  }

  /** Every step before the variant's first model (all of them when it has none). */
  record BeforeModel() implements PreviewTarget {}

  /** The step with template step id {@code stepId}. */
  static PreviewTarget step(String stepId) {
    return new AtStep(stepId);
  }
}
