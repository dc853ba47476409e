package org.spectraflow.ui.files;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;

/**
 * A settings state file's key/value text (Java properties) read strictly: empty text, text holding
 * none of the expected keys (garbage, another file's content) or a key with a value that does not
 * parse is damaged, so {@link StateFiles#read} sets the file aside instead of silently resetting
 * the settings. Missing keys take their defaults (files written by older studios); unknown keys are
 * ignored.
 *
 * @param values the parsed keys and values
 */
public record StateProperties(Map<String, String> values) {

  /** Copies the values. */
  public StateProperties {
    values = Map.copyOf(values);
  }

  /**
   * Parses {@code text}, which must hold at least one of {@code known}.
   *
   * @throws IllegalArgumentException when the text is empty or holds none of the keys
   */
  public static StateProperties parse(String text, Collection<String> known) {
    if (text.isBlank()) {
      throw new IllegalArgumentException("it is empty");
    }
    Properties p = new Properties();
    try {
      p.load(new StringReader(text));
    } catch (IOException | IllegalArgumentException e) {
      throw new IllegalArgumentException("it is not key=value text", e);
    }
    if (known.stream().noneMatch(p::containsKey)) {
      throw new IllegalArgumentException("it holds none of the expected keys");
    }
    Map<String, String> out = new java.util.HashMap<>();
    p.stringPropertyNames().forEach(k -> out.put(k, p.getProperty(k).strip()));
    return new StateProperties(out);
  }

  /** {@code key}'s value read by {@code parse}, {@code def} when absent; a bad value throws. */
  public <T> T get(String key, T def, Function<String, T> parse) {
    String value = values.get(key);
    if (value == null) {
      return def;
    }
    try {
      return parse.apply(value);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(key + " is '" + value + "'", e);
    }
  }

  /** A finite number. */
  public double number(String key, double def) {
    return get(key, def, StateProperties::finite);
  }

  /** An integer. */
  public int integer(String key, int def) {
    return get(key, def, Integer::parseInt);
  }

  /** {@code true} or {@code false}. */
  public boolean bool(String key, boolean def) {
    return get(key, def, StateProperties::strictBoolean);
  }

  private static double finite(String text) {
    double d = Double.parseDouble(text);
    if (Double.isInfinite(d)) {
      throw new IllegalArgumentException("not finite");
    }
    return d;
  }

  private static boolean strictBoolean(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw new IllegalArgumentException("not true or false");
    };
  }

  /** {@code p} as properties text headed by {@code comment}. */
  public static String render(Properties p, String comment) {
    StringWriter text = new StringWriter();
    try {
      p.store(text, comment);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }
}
