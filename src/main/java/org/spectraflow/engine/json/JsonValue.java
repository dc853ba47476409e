package org.spectraflow.engine.json;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable JSON value: the lossless tree under every pipeline document. Objects keep their key
 * order; integers and floats stay distinct (as in Python), so a document written back reads as the
 * same tree.
 */
public sealed interface JsonValue
    permits JsonValue.JsonNull,
        JsonValue.JsonBool,
        JsonValue.JsonInt,
        JsonValue.JsonFloat,
        JsonValue.JsonString,
        JsonArray,
        JsonObject {

  /** The JSON {@code null} (Python {@code None}). */
  JsonNull NULL = new JsonNull();

  /** JSON {@code null}. */
  record JsonNull() implements JsonValue {
    @Override
    public String toString() {
      return PythonJson.dumps(this);
    }
  }

  /** JSON {@code true}/{@code false}. */
  record JsonBool(boolean value) implements JsonValue {
    @Override
    public String toString() {
      return PythonJson.dumps(this);
    }
  }

  /** An integral number of any size (Python {@code int}). */
  record JsonInt(BigInteger value) implements JsonValue {
    /** Rejects null. */
    public JsonInt {
      Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
      return PythonJson.dumps(this);
    }
  }

  /** A floating point number (Python {@code float}). */
  record JsonFloat(double value) implements JsonValue {
    @Override
    public String toString() {
      return PythonJson.dumps(this);
    }
  }

  /** A string. */
  record JsonString(String value) implements JsonValue {
    /** Rejects null. */
    public JsonString {
      Objects.requireNonNull(value, "value");
    }

    @Override
    public String toString() {
      return PythonJson.dumps(this);
    }
  }

  /**
   * Wraps a Java value: null, Boolean, Integer/Long/BigInteger, Float/Double, String, JsonValue.
   */
  static JsonValue of(Object value) {
    return switch (value) {
      case null -> NULL;
      case JsonValue v -> v;
      case Boolean b -> new JsonBool(b);
      case BigInteger i -> new JsonInt(i);
      case Integer i -> new JsonInt(BigInteger.valueOf(i));
      case Long l -> new JsonInt(BigInteger.valueOf(l));
      case Double d -> new JsonFloat(d);
      case Float f -> new JsonFloat(f);
      case String s -> new JsonString(s);
      case List<?> l -> JsonArray.of(l.stream().map(JsonValue::of).toList());
      default ->
          throw new IllegalArgumentException(
              "cannot represent "
                  + value.getClass().getSimpleName()
                  + " as a JSON value: "
                  + value);
    };
  }

  /** A string value. */
  static JsonString string(String s) {
    return new JsonString(s);
  }

  /** An integer value. */
  static JsonInt integer(long v) {
    return new JsonInt(BigInteger.valueOf(v));
  }

  /** True for numbers (int or float); booleans are not numbers here. */
  default boolean isNumber() {
    return this instanceof JsonInt || this instanceof JsonFloat;
  }

  /** The number as a double; throws for non-numbers. */
  default double asDouble() {
    return switch (this) {
      case JsonInt i -> i.value().doubleValue();
      case JsonFloat f -> f.value();
      default -> throw new IllegalStateException("not a number: " + this);
    };
  }

  /** The string value, or empty when this is not a string. */
  default Optional<String> asString() {
    return this instanceof JsonString s ? Optional.of(s.value()) : Optional.empty();
  }
}
