package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * A step that changes nothing: a {@code null} step (it still takes its step number), an object of
 * comments only, or a display keyword ({@code chart_2d}).
 *
 * @param place where the step sits
 * @param why what kind of step it is
 */
public record NoOp(StepPlace place, Why why) implements PlannedStep {

  /** The kinds of step that do nothing. */
  public enum Why {
    /** A {@code null} step. */
    NULL,
    /** An object made of annotation keys ({@code _comment}). */
    COMMENT,
    /** A display keyword ({@code chart_*}). */
    DISPLAY
  }

  /** Checks the references. */
  public NoOp {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(why, "why");
  }
}
