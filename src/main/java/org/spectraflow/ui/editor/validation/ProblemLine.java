package org.spectraflow.ui.editor.validation;

import org.spectraflow.engine.pipeline.Problem;

/**
 * How the problems list words one problem: its place ({@code pipeline[6]}, empty for the pipeline
 * as a whole) shown once, in its own column, and the message without the place repeated at its
 * start. Both come from the {@link Problem}'s typed place and message. Pure.
 *
 * @param place the document path the problem is about, or empty
 * @param message the message, without its leading place
 */
public record ProblemLine(String place, String message) {

  /** The line of {@code p}. */
  public static ProblemLine of(Problem p) {
    boolean whole = p.place().steps().map(s -> s.isEmpty()).orElse(true);
    return new ProblemLine(whole ? "" : p.place().text(), p.detail());
  }

  /** The whole line as one text (a tooltip, a copy): place once, then the message. */
  public String text() {
    return place.isEmpty() ? message : place + ": " + message;
  }
}
