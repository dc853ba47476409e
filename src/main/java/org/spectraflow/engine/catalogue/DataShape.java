package org.spectraflow.engine.catalogue;

/**
 * The shape of the data an operator will meet: training samples and features at its step. A
 * negative count means unknown (the editor checks without data; a step after a merge has a width
 * the check does not track), and rules that need it then stay silent.
 *
 * @param samples training samples (rows the operator is fitted on at most), or -1
 * @param features features (columns) of the narrowest source at the step, or -1
 */
public record DataShape(int samples, int features) {

  /** Nothing known: only rules across parameters apply. */
  public static final DataShape UNKNOWN = new DataShape(-1, -1);

  /** True when the number of samples is known. */
  public boolean knowsSamples() {
    return samples >= 0;
  }

  /** True when the number of features is known. */
  public boolean knowsFeatures() {
    return features >= 0;
  }

  /** The same samples with {@code width} features ({@code -1} = unknown). */
  public DataShape withFeatures(int width) {
    return new DataShape(samples, width);
  }
}
