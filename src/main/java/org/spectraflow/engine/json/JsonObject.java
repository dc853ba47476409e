package org.spectraflow.engine.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SequencedMap;
import java.util.Set;
import java.util.function.Predicate;

/**
 * An immutable JSON object that keeps its keys in document order. Equality ignores order (as a
 * Python dict does); {@link #with} replaces a value in place, so edits keep the author's layout.
 */
public record JsonObject(SequencedMap<String, JsonValue> members) implements JsonValue {

  /** The empty object. */
  public static final JsonObject EMPTY = new JsonObject(new LinkedHashMap<>());

  /** Copies the members defensively, keeping their order. */
  public JsonObject {
    members = Collections.unmodifiableSequencedMap(new LinkedHashMap<>(members));
  }

  /** Starts an ordered builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** A one-member object. */
  public static JsonObject of(String key, JsonValue value) {
    return builder().put(key, value).build();
  }

  /** The value under {@code key}, if present. */
  public Optional<JsonValue> get(String key) {
    return Optional.ofNullable(members.get(key));
  }

  /** True if the key is present. */
  public boolean has(String key) {
    return members.containsKey(key);
  }

  /** The keys in document order. */
  public Set<String> keys() {
    return members.keySet();
  }

  /** Number of members. */
  public int size() {
    return members.size();
  }

  /** A copy with {@code key} set: replaced in place when present, appended otherwise. */
  public JsonObject with(String key, JsonValue value) {
    LinkedHashMap<String, JsonValue> copy = new LinkedHashMap<>(members);
    copy.put(key, value);
    return new JsonObject(copy);
  }

  /** A copy without {@code key}. */
  public JsonObject without(String key) {
    LinkedHashMap<String, JsonValue> copy = new LinkedHashMap<>(members);
    copy.remove(key);
    return new JsonObject(copy);
  }

  /** A copy keeping only the keys that match, in order. */
  public JsonObject filterKeys(Predicate<String> keep) {
    LinkedHashMap<String, JsonValue> copy = new LinkedHashMap<>();
    members.forEach(
        (k, v) -> {
          if (keep.test(k)) {
            copy.put(k, v);
          }
        });
    return new JsonObject(copy);
  }

  /** Python's {@code {**this, **other}}: other's values win, new keys are appended. */
  public JsonObject merged(JsonObject other) {
    LinkedHashMap<String, JsonValue> copy = new LinkedHashMap<>(members);
    copy.putAll(other.members);
    return new JsonObject(copy);
  }

  @Override
  public String toString() {
    return PythonJson.dumps(this);
  }

  /** Ordered builder of a {@link JsonObject}. */
  public static final class Builder {
    private final LinkedHashMap<String, JsonValue> members = new LinkedHashMap<>();

    /** Adds or replaces a member. */
    public Builder put(String key, JsonValue value) {
      members.put(key, value);
      return this;
    }

    /** Adds or replaces a member holding a plain Java value (see {@link JsonValue#of}). */
    public Builder put(String key, Object value) {
      return put(key, JsonValue.of(value));
    }

    /** Builds the object. */
    public JsonObject build() {
      return new JsonObject(members);
    }

    /** Copies all members of a map. */
    public Builder putAll(Map<String, JsonValue> all) {
      members.putAll(all);
      return this;
    }
  }
}
