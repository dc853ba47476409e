package org.spectraflow.ui.run.charts;

import java.util.Objects;
import org.spectraflow.ui.run.StepKey;

/**
 * The time one step of one variant took on the memory timeline: from its start to its finish.
 *
 * @param from seconds since the run began when the step started, ≤ {@code to}
 * @param to seconds since the run began when it finished
 * @param variant the variant's index
 * @param key the step (its template step id links it to the other views)
 * @param label what the step's boundary mark says ({@code 3 [0] SNV})
 */
public record StepSpan(double from, double to, int variant, StepKey key, String label) {

  /** Checks the order of the ends and the references. */
  public StepSpan {
    if (!(from <= to)) {
      throw new IllegalArgumentException(
          "a step span must not end before it starts: " + from + " > " + to);
    }
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(label, "label");
  }

  /** True when {@code seconds} falls inside the span (ends included). */
  public boolean contains(double seconds) {
    return from <= seconds && seconds <= to;
  }
}
