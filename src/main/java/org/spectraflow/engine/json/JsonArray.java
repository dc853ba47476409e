package org.spectraflow.engine.json;

import java.util.ArrayList;
import java.util.List;

/** An immutable JSON array (Python list; YAML tuples read as lists). */
public record JsonArray(List<JsonValue> items) implements JsonValue {

  /** The empty array. */
  public static final JsonArray EMPTY = new JsonArray(List.of());

  /** Copies the items defensively. */
  public JsonArray {
    items = List.copyOf(items);
  }

  /** An array of the given items. */
  public static JsonArray of(List<? extends JsonValue> items) {
    return new JsonArray(List.copyOf(items));
  }

  /** An array of the given items. */
  public static JsonArray of(JsonValue... items) {
    return new JsonArray(List.of(items));
  }

  /** Item {@code i}. */
  public JsonValue get(int i) {
    return items.get(i);
  }

  /** Number of items. */
  public int size() {
    return items.size();
  }

  /** A copy with item {@code i} replaced. */
  public JsonArray with(int i, JsonValue value) {
    List<JsonValue> copy = new ArrayList<>(items);
    copy.set(i, value);
    return new JsonArray(copy);
  }

  /** A copy with {@code value} inserted at {@code i} (0..size). */
  public JsonArray inserted(int i, JsonValue value) {
    List<JsonValue> copy = new ArrayList<>(items);
    copy.add(i, value);
    return new JsonArray(copy);
  }

  /** A copy without item {@code i}. */
  public JsonArray without(int i) {
    List<JsonValue> copy = new ArrayList<>(items);
    copy.remove(i);
    return new JsonArray(copy);
  }

  @Override
  public String toString() {
    return PythonJson.dumps(this);
  }
}
