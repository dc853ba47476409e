package org.spectraflow.engine.preview;

/**
 * Hears how far a preview is: a short message and the fraction done (0 to 1). Called on the thread
 * computing the preview.
 */
@FunctionalInterface
public interface PreviewProgress {

  /** Ignores progress. */
  PreviewProgress NONE = (message, fraction) -> {};

  /** The preview reached {@code message}, {@code fraction} of the way. */
  void update(String message, double fraction);
}
