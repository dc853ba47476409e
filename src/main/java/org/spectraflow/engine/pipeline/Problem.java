package org.spectraflow.engine.pipeline;

import java.util.Objects;
import java.util.Optional;

/**
 * One finding of a check about a pipeline document, as data: how bad, where (a typed {@link
 * DocumentPath} the studio reads without parsing), what is wrong and, optionally, what to do. The
 * engine's checks (engine.run.check, {@link EmptyLanes}) make them; the CLI prints {@link #line()},
 * the studio places them on the canvas node of {@link #place()}. Immutable.
 *
 * @param severity error or warning
 * @param place where the problem is; {@link DocumentPath#ROOT} for the document as a whole
 * @param message what is wrong, without the place in front
 * @param hint what to do about it, if the check says
 * @param placeInMessage true when the message names the place itself (so {@link #text()} does not
 *     put it in front): {@code unknown keyword 'x' at pipeline[2]; ...}
 */
public record Problem(
    Severity severity,
    DocumentPath place,
    String message,
    Optional<String> hint,
    boolean placeInMessage) {

  /** Requires every component. */
  public Problem {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(hint, "hint");
  }

  /** An error at {@code place}. */
  public static Problem error(DocumentPath place, String message) {
    return new Problem(Severity.ERROR, place, message, Optional.empty(), false);
  }

  /** A warning at {@code place}. */
  public static Problem warning(DocumentPath place, String message) {
    return new Problem(Severity.WARNING, place, message, Optional.empty(), false);
  }

  /** A problem whose message already names {@code place} somewhere in its text. */
  public static Problem naming(Severity severity, DocumentPath place, String message) {
    return new Problem(severity, place, message, Optional.empty(), true);
  }

  /**
   * A problem from a message that arrives as text (an exception's message): placed at the path it
   * starts with ({@code pipeline[2].model: ...}), else at the first path it names, else at the
   * document. {@link #text()} gives {@code text} back unchanged.
   */
  public static Problem fromText(Severity severity, String text) {
    Optional<PathText.Read> lead = PathText.at(text, 0);
    if (lead.isPresent() && text.startsWith(": ", lead.get().end())) {
      return new Problem(
          severity,
          lead.get().path(),
          text.substring(lead.get().end() + 2),
          Optional.empty(),
          false);
    }
    return PathText.first(text)
        .map(r -> naming(severity, r.path(), text))
        .orElseGet(() -> naming(severity, DocumentPath.ROOT, text));
  }

  /** This problem with {@code hint} as what to do. */
  public Problem withHint(String hint) {
    return new Problem(severity, place, message, Optional.of(hint), placeInMessage);
  }

  /** This problem as another severity (a refusal that fails every variant becomes an error). */
  public Problem as(Severity other) {
    return new Problem(other, place, message, hint, placeInMessage);
  }

  /** This problem at another place (a step checked alone, then put back where it sits). */
  public Problem at(DocumentPath other) {
    return new Problem(severity, other, message, hint, placeInMessage);
  }

  /** True for an error. */
  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** The message and the hint, without the place in front: {@code message; hint}. */
  public String detail() {
    return hint.map(h -> message + "; " + h).orElse(message);
  }

  /** The place and the detail: {@code pipeline[2]: message; hint} (no prefix for the document). */
  public String text() {
    return placeInMessage || place.isRoot() ? detail() : place.text() + ": " + detail();
  }

  /** The line the CLI prints: {@link #text()}, after {@code warning: } for a warning. */
  public String line() {
    return severity == Severity.WARNING ? "warning: " + text() : text();
  }

  @Override
  public String toString() {
    return line();
  }
}
