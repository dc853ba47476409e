package org.spectraflow.ui.run;

import java.util.Objects;

/**
 * One line of the problems panel: a failed variant (with the step that failed), a memory warning or
 * a run that could not start.
 *
 * @param severity error or warning
 * @param variant the variant index, -1 when the problem concerns the whole run
 * @param step the step that failed or warned, null when unknown
 * @param operator the operator there, empty when unknown
 * @param message what happened, as the engine said it
 */
public record ProblemRow(
    Level severity, int variant, StepKey step, String operator, String message) {

  /** How bad a problem is. */
  public enum Level {
    /** Something failed. */
    ERROR,
    /** Something to look at. */
    WARNING
  }

  /** Requires severity and message. */
  public ProblemRow {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(message, "message");
    operator = operator == null ? "" : operator;
  }

  /** {@code variant 3, step 2 [0] (SavitzkyGolay): message}. */
  public String describe() {
    StringBuilder where = new StringBuilder();
    if (variant >= 0) {
      where.append("variant ").append(variant);
    }
    if (step != null) {
      where.append(where.isEmpty() ? "" : ", ").append("step ").append(step.label());
    }
    if (!operator.isEmpty()) {
      where.append(" (").append(operator).append(')');
    }
    return where.isEmpty() ? message : where + ": " + message;
  }
}
