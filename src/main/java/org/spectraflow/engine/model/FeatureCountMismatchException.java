package org.spectraflow.engine.model;

/**
 * Thrown when spectra handed to a {@link FittedPipeline} do not have the feature count the pipeline
 * was trained on; the message names both counts.
 */
public final class FeatureCountMismatchException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int expected;
  private final int actual;

  /** A mismatch between the trained {@code expected} and the given {@code actual} feature count. */
  public FeatureCountMismatchException(int expected, int actual) {
    super(
        "the fitted pipeline was trained on "
            + expected
            + " features (wavelengths), the spectra given have "
            + actual);
    this.expected = expected;
    this.actual = actual;
  }

  /** The feature count the pipeline was trained on. */
  public int expected() {
    return expected;
  }

  /** The feature count of the rejected spectra. */
  public int actual() {
    return actual;
  }
}
