package org.spectraflow.ui.editor;

/**
 * A place a step can be dropped or inserted: position {@code index} (0..size) of the JSON list at
 * {@code list} (the step list, a branch lane, an {@code _or_} alternatives list, the stages of a
 * {@code _cartesian_}).
 */
public record DropTarget(StepPath list, int index) {

  /** Rejects negative positions. */
  public DropTarget {
    if (index < 0) {
      throw new IllegalArgumentException(
          "drop position must be >= 0, was " + index + " in " + list);
    }
  }

  /** The path the inserted value will have. */
  public StepPath insertedPath() {
    return list.index(index);
  }
}
