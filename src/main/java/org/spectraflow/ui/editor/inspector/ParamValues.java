package org.spectraflow.ui.editor.inspector;

import java.util.Arrays;
import java.util.Optional;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.SweepExpression;

/**
 * Converts parameter values between the document and the inspector's text: Python-style display
 * ({@code True}, {@code None}, {@code 1.0}), sweep expressions ({@code 5..20 step 5}), and typed
 * parsing that names the parameter and the expected type when the text does not fit.
 */
public final class ParamValues {

  private ParamValues() {}

  /** The text shown for a value. */
  public static String format(JsonValue value) {
    return switch (value) {
      case JsonValue.JsonString s -> s.value();
      case JsonValue.JsonNull n -> "None";
      default ->
          SweepExpression.describe(value)
              .orElseGet(
                  () ->
                      value.isNumber() || value instanceof JsonValue.JsonBool
                          ? PythonJson.displayRepr(value)
                          : PipelineWriter.toCompactJson(value));
    };
  }

  /**
   * Parses typed text for a parameter: a sweep expression gives a generator; otherwise the text
   * must fit the declared type. Blank text means the default. Throws {@link
   * IllegalArgumentException} naming the parameter, the text and the expected type.
   */
  public static JsonValue parse(String name, ParamSpec spec, String text) {
    String t = text.strip();
    if (t.isEmpty()) {
      return spec == null ? JsonValue.NULL : spec.defaultValue();
    }
    Optional<JsonValue> sweep = SweepExpression.parse(t);
    if (sweep.isPresent()) {
      return sweep.get();
    }
    if (spec == null) {
      return json(name, t);
    }
    JsonValue v =
        switch (spec.type()) {
          case PAIR -> pair(name, t);
          case INT_LIST, VALUE_LIST, OPERATOR_LIST, FLOAT_LIST -> json(name, t);
          case TEXT -> text(t);
          default -> SweepExpression.scalar(t);
        };
    boolean ok =
        switch (spec.type()) {
          case INT -> v instanceof JsonValue.JsonInt;
          case INT_OR_NULL -> v instanceof JsonValue.JsonInt || v instanceof JsonValue.JsonNull;
          case FLOAT -> v.isNumber();
          case FLOAT_OR_INT_OR_NULL -> v.isNumber() || v instanceof JsonValue.JsonNull;
          case BOOL -> v instanceof JsonValue.JsonBool;
          case CHOICE -> spec.choices().contains(v);
          case PAIR -> true;
          case INT_LIST, FLOAT_LIST -> v instanceof JsonArray;
          case TEXT, VALUE_LIST, OPERATOR_LIST -> spec.problem(v).isEmpty();
          case FLOAT_OR_CHOICE -> v.isNumber() || spec.choices().contains(v);
        };
    if (!ok) {
      throw new IllegalArgumentException(name + ": '" + t + "' is not " + expected(spec));
    }
    return spec.type() == ParamSpec.Type.FLOAT
            && v instanceof JsonValue.JsonInt i
            && spec.defaultValue() instanceof JsonValue.JsonFloat
        ? JsonValue.of(i.value().doubleValue())
        : v;
  }

  private static String expected(ParamSpec spec) {
    return switch (spec.type()) {
      case INT -> "an integer";
      case INT_OR_NULL -> "an integer or None";
      case FLOAT -> "a number";
      case FLOAT_OR_INT_OR_NULL -> "a number or None";
      case BOOL -> "True or False";
      case CHOICE -> "one of " + spec.choices().stream().map(ParamValues::format).toList();
      case PAIR -> "a pair a, b";
      case INT_LIST -> "a list of integers [a, b, ...]";
      case TEXT -> "a text";
      case VALUE_LIST -> "a list of values [\"a\", 2, ...] or None";
      case OPERATOR_LIST -> "a list of operators [\"Name\", {\"class\": ...}]";
      case FLOAT_LIST -> "a list of numbers [a, b, ...]";
      case FLOAT_OR_CHOICE ->
          "a number or one of " + spec.choices().stream().map(ParamValues::format).toList();
    };
  }

  /** A text as written, or the string inside JSON quotes. */
  private static JsonValue text(String t) {
    if (t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")) {
      try {
        return PipelineReader.parseJson(t);
      } catch (IllegalArgumentException e) {
        return JsonValue.of(t);
      }
    }
    return JsonValue.of(t);
  }

  private static JsonValue pair(String name, String t) {
    String inner = t.replaceAll("^[\\[(]|[\\])]$", "");
    String[] parts = inner.split(",");
    if (parts.length != 2) {
      throw new IllegalArgumentException(name + ": '" + t + "' is not a pair a, b");
    }
    return JsonArray.of(Arrays.stream(parts).map(SweepExpression::scalar).toList());
  }

  private static JsonValue json(String name, String t) {
    try {
      return PipelineReader.parseJson(t);
    } catch (IllegalArgumentException e) {
      return SweepExpression.scalar(t);
    }
  }
}
