package org.spectraflow.ui.editor;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.GeneratorSyntax;

/**
 * A sensible first sweep for a parameter, which the user then edits: integers get {@code v..4v step
 * v} around the current value, floats a 5-point log range two decades either side, choices and
 * booleans an {@code _or_} of every value.
 */
public final class SweepSuggestion {

  private SweepSuggestion() {}

  /**
   * The generator for {@code keyword} ({@code _range_}, {@code _log_range_} or {@code _or_}) on a
   * parameter.
   */
  public static JsonValue suggest(ParamSpec p, JsonValue current, String keyword) {
    JsonValue v = current.isNumber() ? current : p.defaultValue();
    return switch (keyword) {
      case "_range_" -> {
        long base = Math.max(1, v.isNumber() ? Math.round(v.asDouble()) : 1);
        yield JsonObject.of(
            "_range_",
            JsonArray.of(
                JsonValue.integer(base), JsonValue.integer(base * 4), JsonValue.integer(base)));
      }
      case "_log_range_" -> {
        double base = v.isNumber() && v.asDouble() > 0 ? v.asDouble() : 1.0;
        yield JsonObject.of(
            "_log_range_",
            JsonArray.of(JsonValue.of(base / 100), JsonValue.of(base * 100), JsonValue.integer(5)));
      }
      default -> JsonObject.of("_or_", JsonArray.of(choices(p, v)));
    };
  }

  /**
   * The parameter a palette sweep entry applies to: the first int (for {@code _range_}) or number.
   */
  public static Optional<ParamSpec> target(OperatorSpec spec, String keyword) {
    List<ParamSpec> numbers =
        spec.params().stream()
            .filter(p -> p.type() == ParamSpec.Type.INT || p.type() == ParamSpec.Type.FLOAT)
            .toList();
    ParamSpec.Type preferred =
        keyword.equals("_range_") ? ParamSpec.Type.INT : ParamSpec.Type.FLOAT;
    return numbers.stream()
        .filter(p -> p.type() == preferred)
        .findFirst()
        .or(() -> numbers.stream().findFirst());
  }

  /** The keywords a parameter can be swept with, most natural first. */
  public static List<String> keywordsFor(ParamSpec p) {
    return switch (p.type()) {
      case INT, INT_OR_NULL -> List.of("_range_", "_or_");
      case FLOAT, FLOAT_OR_INT_OR_NULL -> List.of("_log_range_", "_range_", "_or_");
      default -> List.of("_or_");
    };
  }

  /** True if the value is already a sweep. */
  public static boolean isSwept(JsonValue value) {
    return GeneratorSyntax.containsGenerator(value);
  }

  private static List<JsonValue> choices(ParamSpec p, JsonValue v) {
    return switch (p.type()) {
      case CHOICE -> p.choices();
      case BOOL -> List.of(JsonValue.of(true), JsonValue.of(false));
      default ->
          v.isNumber() ? List.of(v, JsonValue.of(v.asDouble() * 2)) : List.of(p.defaultValue());
    };
  }
}
