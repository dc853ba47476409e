package org.spectraflow.engine.text;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Python's {@code repr} of floats and strings, and the parameter rendering of nirs4all labels
 * (docs/pipeline-language.md §5.2). The one place these rules live: labels, processing ids, config
 * hashes and step-cache keys all depend on them character for character.
 */
public final class PythonRepr {

  /** Strings at least this long are shortened in labels. */
  private static final int LONG_STRING = 20;

  /** Length kept of a shortened string, before {@code ...}. */
  private static final int KEPT_CHARS = 17;

  /** Lists longer than this are shown as {@code [n items]} in labels. */
  private static final int MAX_LIST_ITEMS = 5;

  private static final Map<Character, String> ESCAPES =
      Map.of('\\', "\\\\", '\n', "\\n", '\r', "\\r", '\t', "\\t");

  private PythonRepr() {}

  /**
   * Python's {@code repr(float)}: shortest round-trip digits, scientific notation with a signed
   * two-digit exponent outside [1e-4, 1e16), {@code nan}, {@code inf}, {@code -inf}, {@code -0.0}.
   */
  public static String ofFloat(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    }
    if (d == 0) {
      return 1 / d < 0 ? "-0.0" : "0.0";
    }
    BigDecimal shortest = new BigDecimal(Double.toString(Math.abs(d))).stripTrailingZeros();
    String digits = shortest.unscaledValue().toString();
    int exp = digits.length() - 1 - shortest.scale();
    String sign = d < 0 ? "-" : "";
    if (exp < -4 || exp >= 16) {
      String mantissa =
          digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
      return sign + mantissa + "e" + (exp < 0 ? "-" : "+") + String.format("%02d", Math.abs(exp));
    }
    if (exp < 0) {
      return sign + "0." + "0".repeat(-exp - 1) + digits;
    }
    if (digits.length() <= exp + 1) {
      return sign + digits + "0".repeat(exp + 1 - digits.length()) + ".0";
    }
    return sign + digits.substring(0, exp + 1) + "." + digits.substring(exp + 1);
  }

  /**
   * Python's {@code repr(str)}: single quotes unless the text holds a single quote and no double
   * quote; backslash, newline, carriage return and tab escaped, the chosen quote escaped.
   */
  public static String ofString(String s) {
    char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
    StringBuilder out = new StringBuilder().append(quote);
    for (char c : s.toCharArray()) {
      String esc = ESCAPES.get(c);
      out.append(esc != null ? esc : c == quote ? "\\" + c : String.valueOf(c));
    }
    return out.append(quote).toString();
  }

  /**
   * A plain parameter value as in labels: {@code None}, {@code True}/{@code False}, Python floats,
   * integers (any other {@link Number} as its {@code long} value), strings in single quotes, lists
   * inline, maps as {@code {n keys}}, anything else as {@code <SimpleName>}. With {@code shorten},
   * long strings and lists are cut as {@link #quoted} and {@link #list} say.
   *
   * @param value a Long, Double, Float, Boolean, String, List, Map or null
   */
  public static String ofValue(Object value, boolean shorten) {
    return switch (value) {
      case null -> "None";
      case Boolean b -> b ? "True" : "False";
      case Double d -> ofFloat(d);
      case Float f -> ofFloat(f);
      case Number n -> Long.toString(n.longValue());
      case String s -> quoted(s, shorten);
      case List<?> l -> list(l.stream().map(x -> ofValue(x, shorten)).toList(), shorten);
      case Map<?, ?> m -> keys(m.size());
      default -> "<" + value.getClass().getSimpleName() + ">";
    };
  }

  /**
   * A string in single quotes, unescaped; with {@code shorten}, a string of 20 characters or more
   * keeps its first 17 followed by {@code ...}.
   */
  public static String quoted(String s, boolean shorten) {
    String body = shorten && s.length() >= LONG_STRING ? s.substring(0, KEPT_CHARS) + "..." : s;
    return "'" + body + "'";
  }

  /**
   * Rendered items as a Python list {@code [a, b]}; with {@code shorten}, more than five items give
   * {@code [n items]}.
   */
  public static String list(List<String> renderedItems, boolean shorten) {
    if (shorten && renderedItems.size() > MAX_LIST_ITEMS) {
      return "[" + renderedItems.size() + " items]";
    }
    return renderedItems.stream().collect(Collectors.joining(", ", "[", "]"));
  }

  /** A mapping shown by its size only: {@code {n keys}}. */
  public static String keys(int size) {
    return "{" + size + " keys}";
  }
}
