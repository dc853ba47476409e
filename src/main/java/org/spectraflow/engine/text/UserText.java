package org.spectraflow.engine.text;

import java.util.regex.Pattern;

/**
 * User text (an operator name, a key, a value, a file name) as an error line may show it: at most
 * {@value #MAX_CHARS} characters of it, the middle of longer text elided with {@code …}, and every
 * control character escaped ({@code \n}, {@code \\u001b}), so that a 10 MB name gives a short line
 * and an escape sequence in a class name cannot retitle or recolour the terminal. Stateless.
 */
public final class UserText {

  /** The most characters of one piece of user text an error line shows. */
  public static final int MAX_CHARS = 200;

  /** The most characters of a whole error line; longer lines lose their middle. */
  public static final int MAX_LINE_CHARS = 4000;

  private static final String ELLIPSIS = "…";

  private UserText() {}

  /** {@code text} bounded to {@value #MAX_CHARS} characters and escaped, in single quotes. */
  public static String quote(String text) {
    return "'" + show(text) + "'";
  }

  /** {@code text} bounded to {@value #MAX_CHARS} characters and escaped (no quotes). */
  public static String show(String text) {
    return escape(elide(String.valueOf(text), MAX_CHARS));
  }

  /** {@code value}'s text, as {@link #show(String)}. */
  public static String show(Object value) {
    return show(String.valueOf(value));
  }

  /** A JSON/YAML parser's reference to its input ("[Source: …; line: 1, column: 14]"). */
  private static final Pattern PARSER_SOURCE =
      Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");

  /**
   * The first line of a JSON/YAML parser's message, its references to its own input ("[Source:
   * REDACTED …; line: 1, column: 14]") shortened to "line 1, column 14"; {@code fallback} when
   * there is no message.
   */
  public static String parserMessage(String original, String fallback) {
    String first = original == null ? "" : original.lines().findFirst().orElse("");
    return first.isBlank()
        ? fallback
        : PARSER_SOURCE.matcher(first).replaceAll("line $1, column $2");
  }

  /**
   * A whole message made safe for one terminal line: control characters (line ends included)
   * escaped, and at most {@value #MAX_LINE_CHARS} characters, the middle elided.
   */
  public static String line(String message) {
    return escape(elide(String.valueOf(message), MAX_LINE_CHARS));
  }

  /**
   * {@code text} itself when at most {@code max} characters long, else its first and last
   * characters around {@code …}, {@code max} characters in all; a surrogate pair is never split.
   */
  static String elide(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int head = (max - 1) / 2;
    int tail = max - 1 - head;
    int end = head;
    if (end > 0 && Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    int start = text.length() - tail;
    if (start < text.length() && Character.isLowSurrogate(text.charAt(start))) {
      start++;
    }
    return text.substring(0, end) + ELLIPSIS + text.substring(start);
  }

  /**
   * {@code text} with C0 and C1 control characters, DEL and the Unicode direction overrides written
   * as Java escapes ({@code \n}, {@code \t}, {@code \r}, else {@code \\uXXXX}).
   */
  static String escape(String text) {
    int first = firstUnsafe(text);
    if (first < 0) {
      return text;
    }
    StringBuilder b = new StringBuilder(text.length() + 16).append(text, 0, first);
    for (int i = first; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!unsafe(c)) {
        b.append(c);
      } else if (c == '\n') {
        b.append("\\n");
      } else if (c == '\r') {
        b.append("\\r");
      } else if (c == '\t') {
        b.append("\\t");
      } else {
        b.append(String.format("\\u%04x", (int) c));
      }
    }
    return b.toString();
  }

  private static int firstUnsafe(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (unsafe(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  /** Control characters, and the bidirectional controls that reorder what a terminal shows. */
  private static boolean unsafe(char c) {
    return c < 0x20
        || (c >= 0x7f && c <= 0x9f)
        || (c >= '\u202a' && c <= '\u202e')
        || (c >= '\u2066' && c <= '\u2069');
  }
}
