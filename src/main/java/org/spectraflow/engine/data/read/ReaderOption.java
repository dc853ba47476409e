package org.spectraflow.engine.data.read;

import java.util.Objects;

/**
 * One option a {@link DatasetReader} takes: typed, with a default and a description (shown by
 * {@code spectraflow info --readers} and in the docs). Values travel as text (session files,
 * command lines) and are checked by {@link #check}.
 *
 * @param name the option's key, lower case (e.g. {@code samples})
 * @param type how the value is read
 * @param defaultValue the value used when none is given, as text
 * @param min the least value of a number option (ignored for text)
 * @param max the greatest value of a number option (ignored for text)
 * @param description one sentence for people
 */
public record ReaderOption(
    String name, Type type, String defaultValue, long min, long max, String description) {

  /** How an option's text is read. */
  public enum Type {
    /** A 32-bit integer within min..max. */
    INTEGER,
    /** A 64-bit integer within min..max. */
    LONG,
    /** Any text. */
    TEXT
  }

  /** Checks the values, including that the default itself is valid. */
  public ReaderOption {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(description, "description");
    if (min > max) {
      throw new IllegalArgumentException(name + ": min " + min + " > max " + max);
    }
    String problem = problem(type, defaultValue, min, max);
    if (problem != null) {
      throw new IllegalArgumentException(name + ": default " + problem);
    }
  }

  /** An integer option within {@code min..max}. */
  public static ReaderOption integer(
      String name, int defaultValue, int min, int max, String description) {
    return new ReaderOption(
        name, Type.INTEGER, Integer.toString(defaultValue), min, max, description);
  }

  /** A 64-bit integer option (any value). */
  public static ReaderOption longValue(String name, long defaultValue, String description) {
    return new ReaderOption(
        name, Type.LONG, Long.toString(defaultValue), Long.MIN_VALUE, Long.MAX_VALUE, description);
  }

  /** A text option. */
  public static ReaderOption text(String name, String defaultValue, String description) {
    return new ReaderOption(name, Type.TEXT, defaultValue, 0, 0, description);
  }

  /**
   * What is wrong with {@code value} for this option, or null when it is valid.
   *
   * @param value the option's text
   */
  public String check(String value) {
    return problem(type, value, min, max);
  }

  private static String problem(Type type, String value, long min, long max) {
    if (type == Type.TEXT) {
      return null;
    }
    long v;
    try {
      v = type == Type.INTEGER ? Integer.parseInt(value.strip()) : Long.parseLong(value.strip());
    } catch (NumberFormatException e) {
      return "'" + value + "' is not a whole number";
    }
    return v < min || v > max ? "'" + value + "' is not within " + min + ".." + max : null;
  }
}
