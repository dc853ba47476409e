package org.spectraflow.engine.diagnostics;

import java.util.Arrays;

/**
 * Per-sample PLS statistics of one set of samples (the calibration set or samples projected onto
 * it), in sample order (docs/diagnostics.md §3): the scores, Hotelling T² against the calibration's
 * score variances and the Q residual (sum of squared X residuals). Immutable; arrays copied in and
 * out.
 *
 * @param scores T, samples × components
 * @param t2 Hotelling T² per sample
 * @param q Q residual per sample
 */
public record SampleStatistics(double[][] scores, double[] t2, double[] q) {

  /** Requires one T² and one Q per row of scores; copies. */
  public SampleStatistics {
    if (t2.length != scores.length || q.length != scores.length) {
      throw new IllegalArgumentException(
          scores.length + " score rows but " + t2.length + " T² and " + q.length + " Q values");
    }
    scores = Matrices.copy(scores);
    t2 = t2.clone();
    q = q.clone();
  }

  /** The number of samples. */
  public int size() {
    return t2.length;
  }

  @Override
  public double[][] scores() {
    return Matrices.copy(scores);
  }

  @Override
  public double[] t2() {
    return t2.clone();
  }

  @Override
  public double[] q() {
    return q.clone();
  }

  /**
   * The positions of the samples beyond either limit (T² above {@code t2Limit} or Q above {@code
   * qLimit}), ascending; a NaN limit flags nothing.
   */
  public int[] outliers(double t2Limit, double qLimit) {
    return java.util.stream.IntStream.range(0, size())
        .filter(i -> t2[i] > t2Limit || q[i] > qLimit)
        .toArray();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SampleStatistics s
        && Arrays.deepEquals(scores, s.scores)
        && Arrays.equals(t2, s.t2)
        && Arrays.equals(q, s.q);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(t2) * 31 + Arrays.hashCode(q);
  }

  @Override
  public String toString() {
    return "SampleStatistics[" + size() + " samples]";
  }
}
