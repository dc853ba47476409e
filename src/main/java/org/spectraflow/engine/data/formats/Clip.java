package org.spectraflow.engine.data.formats;

/**
 * Text from a file (or a library's message about it) made fit for a one-line error: control
 * characters (line breaks included) become spaces, and long text is cut at 80 characters.
 */
public final class Clip {

  private static final int MAX = 80;

  private Clip() {}

  /** {@code text} on one line, at most 80 characters (then {@code ...}). */
  public static String line(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder b = new StringBuilder(Math.min(text.length(), MAX + 3));
    for (int i = 0; i < text.length() && b.length() < MAX; i++) {
      char c = text.charAt(i);
      b.append(Character.isISOControl(c) ? ' ' : c);
    }
    if (text.length() > MAX) {
      b.append("...");
    }
    return b.toString().strip();
  }

  /** A library exception as one line: its class name and clipped message. */
  public static String exception(Throwable e) {
    return e.getClass().getSimpleName()
        + (e.getMessage() == null ? "" : ": " + line(e.getMessage()));
  }
}
