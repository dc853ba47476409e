package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonValue;

/**
 * One constructor parameter of a supported operator, as the editor's forms need it: name, type,
 * default, valid range or choices, unit and a one-line description.
 *
 * @param min inclusive lower bound for numbers, or null
 * @param max inclusive upper bound for numbers, or null
 * @param choices allowed values for {@link Type#CHOICE}, else empty
 * @param unit unit of measure ("points", "columns", ...) or empty
 */
public record ParamSpec(String name, Type type, JsonValue defaultValue, Double min, Double max,
    List<JsonValue> choices, String unit, String description) {

  /** Parameter value types, in Python terms. */
  public enum Type {
    /** A Python int. */
    INT,
    /** An int or None. */
    INT_OR_NULL,
    /** A Python float (ints accepted). */
    FLOAT,
    /** A float, an int count, or None (e.g. {@code test_size}). */
    FLOAT_OR_INT_OR_NULL,
    /** True or False. */
    BOOL,
    /** One of {@link ParamSpec#choices()}. */
    CHOICE,
    /** A two-number pair {@code [a, b]} (a Python tuple). */
    PAIR
  }

  /** Copies the choices. */
  public ParamSpec {
    choices = List.copyOf(choices);
    unit = unit == null ? "" : unit;
  }

  /** Inclusive lower bound, if any. */
  public Optional<Double> minimum() {
    return Optional.ofNullable(min);
  }

  /** Inclusive upper bound, if any. */
  public Optional<Double> maximum() {
    return Optional.ofNullable(max);
  }
}
