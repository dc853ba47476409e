package org.spectraflow.ui.editor;

import java.util.List;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.ui.editor.StepPath.Index;
import org.spectraflow.ui.editor.StepPath.Key;
import org.spectraflow.ui.editor.StepPath.Segment;

/**
 * Path-addressed reads and copy-on-write edits of an immutable JSON tree (the step list of a
 * document). Every edit returns a new root that shares all untouched subtrees. A path that does not
 * exist is an {@link IllegalArgumentException} naming the path.
 */
public final class JsonTree {

  private JsonTree() {}

  /** The value at {@code path}. */
  public static JsonValue get(JsonValue root, StepPath path) {
    JsonValue at = root;
    for (Segment s : path.segments()) {
      at = child(at, s, path);
    }
    return at;
  }

  /** True if {@code path} names a value in the tree. */
  public static boolean exists(JsonValue root, StepPath path) {
    try {
      get(root, path);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** A copy with the value at {@code path} replaced. */
  public static JsonValue set(JsonValue root, StepPath path, JsonValue value) {
    return set(root, path.segments(), 0, value, path);
  }

  /**
   * A copy with {@code value} inserted at {@code index} of the list at {@code list}; a single value
   * there (a one-step branch lane) first becomes a one-item list.
   */
  public static JsonValue insert(JsonValue root, StepPath list, int index, JsonValue value) {
    JsonArray array = asList(get(root, list));
    if (index < 0 || index > array.size()) {
      throw new IllegalArgumentException(
          "cannot insert at " + list + "[" + index + "]: valid positions are 0.." + array.size());
    }
    return set(root, list, array.inserted(index, value));
  }

  /** A copy without the list item at {@code path} (its last segment must be an index). */
  public static JsonValue remove(JsonValue root, StepPath path) {
    StepPath list =
        path.parent()
            .orElseThrow(() -> new IllegalArgumentException("cannot remove the step list itself"));
    int index =
        path.lastIndex()
            .orElseThrow(() -> new IllegalArgumentException(path + " is not a list item"));
    return set(root, list, asList(get(root, list)).without(index));
  }

  /** The value as a list: arrays as they are, anything else as a one-item list. */
  public static JsonArray asList(JsonValue value) {
    return value instanceof JsonArray a ? a : JsonArray.of(List.of(value));
  }

  private static JsonValue set(
      JsonValue at, List<Segment> segments, int depth, JsonValue value, StepPath path) {
    if (depth == segments.size()) {
      return value;
    }
    Segment s = segments.get(depth);
    JsonValue updated = set(child(at, s, path), segments, depth + 1, value, path);
    return switch (s) {
      case Index i -> ((JsonArray) at).with(i.value(), updated);
      case Key k -> ((JsonObject) at).with(k.name(), updated);
    };
  }

  private static JsonValue child(JsonValue at, Segment s, StepPath path) {
    JsonValue found =
        switch (s) {
          case Index i when at instanceof JsonArray a && i.value() >= 0 && i.value() < a.size() ->
              a.get(i.value());
          case Key k when at instanceof JsonObject o -> o.get(k.name()).orElse(null);
          default -> null;
        };
    if (found == null) {
      throw new IllegalArgumentException(
          "no value at " + path + " (segment " + s + " of " + at + ")");
    }
    return found;
  }
}
