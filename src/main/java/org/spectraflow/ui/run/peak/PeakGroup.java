package org.spectraflow.ui.run.peak;

import java.util.List;
import java.util.Objects;

/**
 * A kind of live bytes at the peak (the data of the variants in flight, the step cache's entries,
 * the rest of the process) and its parts, largest first.
 *
 * @param label the kind
 * @param bytes the kind's bytes: the sum of its parts, or the remainder for the rest of the process
 * @param parts its parts (empty for the remainder)
 */
public record PeakGroup(String label, long bytes, List<PeakPart> parts) {

  /** Copies the parts. */
  public PeakGroup {
    Objects.requireNonNull(label, "label");
    parts = List.copyOf(parts);
  }
}
