package org.spectraflow.ui.run.peak;

import java.util.Objects;
import org.spectraflow.ui.run.StepKey;

/**
 * One leaf of the live-at-peak view: what held {@code bytes} at the peak and the step that made it.
 *
 * @param label what the bytes are, {@code v12 after 3 [0] SNV} or {@code cache · 2 SNV}
 * @param bytes the bytes, ≥ 0
 * @param step the step that produced them (its key links the view to the other charts)
 */
public record PeakPart(String label, long bytes, StepKey step) {

  /** Checks the references and the bytes. */
  public PeakPart {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(step, "step");
    if (bytes < 0) {
      throw new IllegalArgumentException("bytes must be >= 0, was " + bytes);
    }
  }
}
