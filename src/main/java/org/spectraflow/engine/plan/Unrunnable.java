package org.spectraflow.engine.plan;

import java.util.Objects;

/**
 * A step that cannot run, with the message saying why and what to do. {@link When#CHECK} problems
 * (an unknown or unsupported keyword, a bad operator or parameter) are refused by the check before
 * any variant runs; {@link When#RUN} problems fail the variant when it reaches the step, as
 * nirs4all would.
 *
 * @param place where the step sits
 * @param label the name a started step event shows, or null when the step fails before starting
 * @param message the complete message, starting with the document path
 * @param when when the problem is reported
 */
public record Unrunnable(StepPlace place, String label, String message, When when)
    implements PlannedStep {

  /** When a problem is reported. */
  public enum When {
    /** By the check before any variant runs. */
    CHECK,
    /** When the variant reaches the step. */
    RUN
  }

  /** Checks the references. */
  public Unrunnable {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(when, "when");
  }
}
