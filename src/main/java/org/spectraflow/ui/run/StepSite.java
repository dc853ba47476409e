package org.spectraflow.ui.run;

import java.util.Objects;

/**
 * Where a variant ran a step: its {@link StepKey} (top-level step, branch lanes and template step
 * id, which tells the canvas the exact node) and, for keys without a template step id (sessions
 * recorded before events carried one), its document path in the variant ({@code pipeline[0][1]}).
 * The path is empty when the key has an id, or for events recorded before steps carried it.
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
