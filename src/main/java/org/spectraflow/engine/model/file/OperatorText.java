package org.spectraflow.engine.model.file;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.operators.ConfiguredOperator;

/**
 * Reads an operator's canonical configuration text ({@code Name(k=v, ...)}, the cache key of
 * docs/caching.md, rendered by {@code OperatorConfig.canonical}) back into its class name and
 * parameters: Python literals {@code None}, {@code True}/{@code False}, integers, floats ({@code
 * nan}, {@code inf}), single-quoted strings and lists. The result is only trusted when the operator
 * it builds renders the same text again ({@link #operator}). Stateless.
 */
final class OperatorText {

  /** A parsed configuration: the class name and the non-default parameters, in text order. */
  record Parsed(String className, Map<String, Object> params) {}

  private final String text;
  private int at;

  private OperatorText(String text) {
    this.text = text;
  }

  /**
   * The configuration {@code text} holds.
   *
   * @throws IllegalArgumentException when it is not a canonical configuration
   */
  static Parsed parse(String text) {
    OperatorText p = new OperatorText(text);
    int open = text.indexOf('(');
    if (open < 0) {
      return new Parsed(requireName(text, text), Map.of());
    }
    String name = requireName(text.substring(0, open), text);
    p.at = open + 1;
    Map<String, Object> params = new LinkedHashMap<>();
    while (true) {
      int eq = text.indexOf('=', p.at);
      if (eq < 0) {
        throw p.bad("a parameter without '='");
      }
      String key = text.substring(p.at, eq);
      p.at = eq + 1;
      params.put(key, p.value());
      if (p.peek() == ')' && p.at == text.length() - 1) {
        return new Parsed(name, params);
      }
      p.expect(", ");
    }
  }

  /**
   * The operator {@code text} configures, rebuilt through the catalogue.
   *
   * @throws IllegalArgumentException when the text cannot be read or the catalogue renders the
   *     rebuilt operator differently (another SpectraFlow version's defaults)
   */
  static ConfiguredOperator operator(String text) {
    Parsed parsed = parse(text);
    return operator(parsed.className(), parsed.params(), text);
  }

  /** The operator {@code className} with {@code params}, checked to render {@code text}. */
  static ConfiguredOperator operator(String className, Map<String, Object> params, String text) {
    ConfiguredOperator op = OperatorFactory.create(className, params);
    if (!op.canonicalConfig().equals(text)) {
      throw new IllegalArgumentException(
          "operator " + text + " is rebuilt as " + op.canonicalConfig() + " by this version");
    }
    return op;
  }

  private static String requireName(String name, String text) {
    if (name.isEmpty() || !name.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_')) {
      throw new IllegalArgumentException("not an operator configuration: " + text);
    }
    return name;
  }

  private Object value() {
    char c = peek();
    if (c == '\'' || c == '"') {
      return string(c);
    }
    if (c == '[') {
      at++;
      List<Object> items = new ArrayList<>();
      if (peek() == ']') {
        at++;
        return items;
      }
      while (true) {
        items.add(value());
        if (peek() == ']') {
          at++;
          return items;
        }
        expect(", ");
      }
    }
    int end = at;
    while (end < text.length() && ",)]".indexOf(text.charAt(end)) < 0) {
      end++;
    }
    String token = text.substring(at, end);
    at = end;
    return switch (token) {
      case "None" -> null;
      case "True" -> Boolean.TRUE;
      case "False" -> Boolean.FALSE;
      case "nan" -> Double.NaN;
      case "inf" -> Double.POSITIVE_INFINITY;
      case "-inf" -> Double.NEGATIVE_INFINITY;
      default -> number(token);
    };
  }

  private Object number(String token) {
    try {
      if (token.matches("-?[0-9]+")) {
        return Long.parseLong(token);
      }
      return Double.parseDouble(token);
    } catch (NumberFormatException e) {
      throw bad("the value '" + token + "'");
    }
  }

  /** A quoted string: up to the quote that is followed by the end of a value. */
  private String string(char quote) {
    int from = at + 1;
    int end = from;
    while (true) {
      end = text.indexOf(quote, end);
      if (end < 0) {
        throw bad("an unterminated string");
      }
      if (end + 1 >= text.length() || ",)]".indexOf(text.charAt(end + 1)) >= 0) {
        break;
      }
      end++;
    }
    at = end + 1;
    return text.substring(from, end);
  }

  private char peek() {
    if (at >= text.length()) {
      throw bad("an unexpected end");
    }
    return text.charAt(at);
  }

  private void expect(String s) {
    if (!text.startsWith(s, at)) {
      throw bad("'" + s + "' expected at " + at);
    }
    at += s.length();
  }

  private IllegalArgumentException bad(String what) {
    return new IllegalArgumentException("operator configuration " + text + ": " + what);
  }
}
