package org.spectraflow.engine.generate;

import java.util.Map;
import java.util.Objects;

/**
 * The template step ids of one variant: for each place in the variant's step list (a JSON pointer
 * such as {@code /pipeline/0/1}), the id of the template node it was expanded from ({@code
 * /pipeline/0/_cartesian_/1/_or_/2}). An id is the node's path in the template document; where a
 * generator chose, its segments name the choice: {@code _or_/i} the i-th choice, {@code
 * _cartesian_/s} the stage, {@code _chain_/i} the item, and for value generators ({@code _range_},
 * {@code _grid_}, ...) the position of the alternative in expansion order. A place inside a part of
 * the template without generators has the template's own path, so a place not listed takes the id
 * of its nearest listed ancestor plus the rest of its pointer. Immutable; the same template and
 * variant always give the same ids (see docs/internals.md).
 */
public final class StepIds {

  /** The ids of a document that is not a template: every place is its own id. */
  public static final StepIds IDENTITY = new StepIds(Map.of());

  private final Map<String, String> byPointer;

  StepIds(Map<String, String> byPointer) {
    this.byPointer = Map.copyOf(byPointer);
  }

  /**
   * The template step id of the variant place at {@code pointer} (e.g. {@code
   * /pipeline/2/branch/snv/0}).
   */
  public String of(String pointer) {
    Objects.requireNonNull(pointer, "pointer");
    String prefix = pointer;
    while (true) {
      String id = byPointer.get(prefix);
      if (id != null) {
        return id + pointer.substring(prefix.length());
      }
      int cut = prefix.lastIndexOf('/');
      if (cut <= 0) {
        return pointer;
      }
      prefix = prefix.substring(0, cut);
    }
  }

  @Override
  public String toString() {
    return "StepIds" + byPointer;
  }
}
