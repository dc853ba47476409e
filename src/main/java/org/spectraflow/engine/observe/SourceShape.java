package org.spectraflow.engine.observe;

/**
 * The shape of one feature source: samples × processings × features (nirs4all's 3-D layout).
 *
 * @param samples number of samples (rows), ≥ 0
 * @param processings number of processings (blocks), ≥ 0
 * @param features number of features (wavelengths), ≥ 0
 */
public record SourceShape(int samples, int processings, int features) {

  /** Rejects negative sizes. */
  public SourceShape {
    if (samples < 0 || processings < 0 || features < 0) {
      throw new IllegalArgumentException(
          "negative source shape " + samples + "x" + processings + "x" + features);
    }
  }

  @Override
  public String toString() {
    return samples + "x" + processings + "x" + features;
  }
}
