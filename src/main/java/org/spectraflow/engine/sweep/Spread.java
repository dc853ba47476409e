package org.spectraflow.engine.sweep;

import java.util.Arrays;

/**
 * The five-number summary and mean of a group of scores (quartiles by linear interpolation between
 * order statistics, numpy's default). All NaN when the group is empty; NaN scores are left out.
 *
 * @param n the number of finite scores
 * @param min the smallest
 * @param q1 the first quartile
 * @param median the median
 * @param q3 the third quartile
 * @param max the largest
 * @param mean the mean
 */
public record Spread(
    int n, double min, double q1, double median, double q3, double max, double mean) {

  /** The summary of {@code scores}. */
  public static Spread of(double[] scores) {
    double[] v = Arrays.stream(scores).filter(Double::isFinite).sorted().toArray();
    if (v.length == 0) {
      double nan = Double.NaN;
      return new Spread(0, nan, nan, nan, nan, nan, nan);
    }
    return new Spread(
        v.length,
        v[0],
        quantile(v, 0.25),
        quantile(v, 0.5),
        quantile(v, 0.75),
        v[v.length - 1],
        Arrays.stream(v).average().orElse(Double.NaN));
  }

  private static double quantile(double[] sorted, double q) {
    double pos = q * (sorted.length - 1);
    int lo = (int) Math.floor(pos);
    int hi = Math.min(sorted.length - 1, lo + 1);
    return sorted[lo] + (pos - lo) * (sorted[hi] - sorted[lo]);
  }
}
