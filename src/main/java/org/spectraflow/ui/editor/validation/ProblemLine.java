package org.spectraflow.ui.editor.validation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the problems list words one problem: its place ({@code pipeline[6]}, empty for the pipeline
 * as a whole) shown once, in its own column, and the message without a place repeated at its start.
 * Engine messages begin with the path they are about, the node's own or one inside it ({@code
 * pipeline[0].params.window_length: ...}): that more precise path becomes the place. Pure.
 *
 * @param place the document path the problem is about, or empty
 * @param message the message, without its leading place
 */
public record ProblemLine(String place, String message) {

  private static final Pattern LEADING_PATH =
      Pattern.compile("^(pipeline(?:\\[\\d+]|\\.[A-Za-z0-9_]+|\\[\"(?:[^\"\\\\]|\\\\.)*\"])*): ");

  /** The line of {@code p}. */
  public static ProblemLine of(Problem p) {
    String place = p.path().isRoot() ? "" : p.path().toString();
    Matcher m = LEADING_PATH.matcher(p.message());
    if (!place.isEmpty() && m.find() && within(m.group(1), place)) {
      return new ProblemLine(m.group(1), p.message().substring(m.end()));
    }
    return new ProblemLine(place, p.message());
  }

  private static boolean within(String path, String place) {
    return path.equals(place)
        || path.startsWith(place)
            && (path.charAt(place.length()) == '.' || path.charAt(place.length()) == '[');
  }

  /** The whole line as one text (a tooltip, a copy): place once, then the message. */
  public String text() {
    return place.isEmpty() ? message : place + ": " + message;
  }
}
