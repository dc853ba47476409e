package org.spectraflow.ui.editor;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.PythonJson;

/**
 * The short text form of a parameter sweep, typed in the inspector or the sweep dialog and shown as
 * a badge: {@code 5..20 step 5} is {@code {"_range_": [5, 20, 5]}}, {@code 0.001..1 log 4} is
 * {@code {"_log_range_": [0.001, 1, 4]}} and {@code 5 | 10 | 15} is {@code {"_or_": [5, 10, 15]}}.
 */
public final class SweepExpression {

  private static final String NUM = "(-?\\d+(?:\\.\\d+)?(?:[eE]-?\\d+)?)";
  private static final Pattern RANGE =
      Pattern.compile(NUM + "\\s*\\.\\.\\s*" + NUM + "(?:\\s+step\\s+" + NUM + ")?");
  private static final Pattern LOG =
      Pattern.compile(NUM + "\\s*\\.\\.\\s*" + NUM + "\\s+log\\s+(\\d+)");

  private SweepExpression() {}

  /** The generator node the text describes, or empty when it is not a sweep expression. */
  public static Optional<JsonValue> parse(String text) {
    String t = text.strip();
    Matcher log = LOG.matcher(t);
    if (log.matches()) {
      return Optional.of(
          JsonObject.of(
              "_log_range_",
              JsonArray.of(number(log.group(1)), number(log.group(2)), number(log.group(3)))));
    }
    Matcher range = RANGE.matcher(t);
    if (range.matches()) {
      List<JsonValue> bounds =
          range.group(3) == null
              ? List.of(number(range.group(1)), number(range.group(2)))
              : List.of(number(range.group(1)), number(range.group(2)), number(range.group(3)));
      return Optional.of(JsonObject.of("_range_", JsonArray.of(bounds)));
    }
    if (t.contains("|")) {
      List<JsonValue> items =
          Arrays.stream(t.split("\\|")).map(String::strip).map(SweepExpression::scalar).toList();
      return Optional.of(JsonObject.of("_or_", JsonArray.of(items)));
    }
    return Optional.empty();
  }

  /** The short text of a generator node, if it is one of the three forms; else empty. */
  public static Optional<String> describe(JsonValue value) {
    if (!(value instanceof JsonObject o) || o.size() != 1) {
      return Optional.empty();
    }
    return switch (o.keys().iterator().next()) {
      case "_range_" ->
          items(o, "_range_")
              .filter(a -> a.size() == 2 || a.size() == 3)
              .map(
                  a ->
                      text(a.get(0))
                          + ".."
                          + text(a.get(1))
                          + (a.size() == 3 ? " step " + text(a.get(2)) : ""));
      case "_log_range_" ->
          items(o, "_log_range_")
              .filter(a -> a.size() == 3)
              .map(a -> text(a.get(0)) + ".." + text(a.get(1)) + " log " + text(a.get(2)));
      case "_or_" ->
          items(o, "_or_")
              .map(
                  a ->
                      a.items().stream()
                          .map(SweepExpression::text)
                          .collect(Collectors.joining(" | ")));
      default -> Optional.empty();
    };
  }

  /** The badge text of any generator value: the short form, or its compact JSON. */
  public static String badge(JsonValue value) {
    return describe(value).orElseGet(() -> PythonJson.displayRepr(value));
  }

  /** A scalar typed by a user: a number, true/false, None/null, else a string. */
  public static JsonValue scalar(String text) {
    String t = text.strip();
    if (t.matches(NUM)) {
      return number(t);
    }
    return switch (t) {
      case "true", "True" -> JsonValue.of(true);
      case "false", "False" -> JsonValue.of(false);
      case "null", "None" -> JsonValue.NULL;
      default -> JsonValue.string(quoted(t) ? t.substring(1, t.length() - 1) : t);
    };
  }

  private static boolean quoted(String t) {
    return t.length() > 1
        && (t.charAt(0) == '"' || t.charAt(0) == '\'')
        && t.charAt(t.length() - 1) == t.charAt(0);
  }

  private static JsonValue number(String t) {
    return t.matches("-?\\d+")
        ? new JsonValue.JsonInt(new BigInteger(t))
        : JsonValue.of(Double.parseDouble(t));
  }

  private static Optional<JsonArray> items(JsonObject o, String key) {
    return o.get(key)
        .filter(JsonArray.class::isInstance)
        .map(JsonArray.class::cast)
        .filter(
            a ->
                a.items().stream()
                    .allMatch(v -> !(v instanceof JsonObject || v instanceof JsonArray)));
  }

  private static String text(JsonValue v) {
    return PythonJson.displayRepr(v);
  }
}
