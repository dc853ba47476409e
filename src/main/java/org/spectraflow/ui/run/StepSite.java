package org.spectraflow.ui.run;

import java.util.Objects;

/**
 * Where a variant ran a step: its {@link StepKey} (top-level step and branch lanes, which the run
 * charts group by) and its document path in the variant ({@code pipeline[0][1]} for the second
 * step of a chain a {@code _cartesian_} expanded to), which tells the canvas the exact node. The
 * path is empty for events recorded before steps carried it.
 *
 * @param key the step key
 * @param path the variant's document path of the step, possibly empty
 */
public record StepSite(StepKey key, String path) {

  /** Checks the references. */
  public StepSite {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(path, "path");
  }
}
