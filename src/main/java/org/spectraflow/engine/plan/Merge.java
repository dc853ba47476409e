package org.spectraflow.engine.plan;

import java.util.Objects;
import org.spectraflow.engine.json.JsonValue;

/**
 * A {@code merge} step: the branch contexts are joined into one. The mode is read when the merge
 * runs, as nirs4all does (an unknown mode fails the variant there).
 *
 * @param place where the step sits
 * @param mode the mode as written ({@code features} when absent; {@code object} for the object
 *     form)
 * @param value the merge value as written: a mode string, or the object form ({@code features} /
 *     {@code predictions} per branch with their selections, {@code on_missing}), which is matched
 *     against the branches that reach the merge
 */
public record Merge(StepPlace place, String mode, JsonValue value) implements PlannedStep {

  /**
   * The mode of a {@code merge_sources} step: the sources' features side by side in one source
   * (after a {@code by_source} branch, its lanes'), valid with or without a preceding branch.
   */
  public static final String SOURCES = "merge_sources";

  /** True for a {@code merge_sources} step. */
  public boolean sources() {
    return mode.equals(SOURCES);
  }

  /** Checks the references. */
  public Merge {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(value, "value");
  }

  /** A merge written as a mode string. */
  public Merge(StepPlace place, String mode) {
    this(place, mode, JsonValue.string(mode));
  }
}
