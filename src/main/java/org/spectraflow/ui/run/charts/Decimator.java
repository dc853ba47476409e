package org.spectraflow.ui.run.charts;

import java.util.Arrays;

/**
 * Min/max decimation of a series to the pixels drawn: the x range is cut into {@code buckets} equal
 * slices and each slice keeps its first, lowest, highest and last point (in x order), so peaks
 * survive and the result never exceeds {@code 4 × buckets} points however long the series.
 * Stateless.
 */
public final class Decimator {

  private Decimator() {}

  /**
   * Indices of the points to draw, increasing. {@code x} must be non-decreasing (time).
   *
   * @param buckets the pixel width, ≥ 1
   */
  public static int[] minMax(DoubleColumn x, DoubleColumn y, int buckets) {
    if (buckets < 1) {
      throw new IllegalArgumentException("buckets must be >= 1, was " + buckets);
    }
    int n = Math.min(x.size(), y.size());
    if (n <= 4 * buckets) {
      return identity(n);
    }
    double x0 = x.get(0);
    double span = Math.max(x.get(n - 1) - x0, Double.MIN_NORMAL);
    int[] out = new int[4 * buckets];
    int count = 0;
    int start = 0;
    while (start < n) {
      int bucket = bucketOf(x.get(start), x0, span, buckets);
      int end = start;
      while (end + 1 < n && bucketOf(x.get(end + 1), x0, span, buckets) == bucket) {
        end++;
      }
      count = keepExtremes(y, start, end, out, count);
      start = end + 1;
    }
    return Arrays.copyOf(out, count);
  }

  private static int bucketOf(double xi, double x0, double span, int buckets) {
    return Math.min(buckets - 1, (int) ((xi - x0) / span * buckets));
  }

  private static int keepExtremes(DoubleColumn y, int from, int to, int[] out, int count) {
    int lo = from;
    int hi = from;
    for (int i = from; i <= to; i++) {
      if (y.get(i) < y.get(lo)) {
        lo = i;
      }
      if (y.get(i) > y.get(hi)) {
        hi = i;
      }
    }
    int[] picks = {from, Math.min(lo, hi), Math.max(lo, hi), to};
    int previous = -1;
    for (int p : picks) {
      if (p != previous) {
        out[count++] = p;
        previous = p;
      }
    }
    return count;
  }

  private static int[] identity(int n) {
    int[] all = new int[n];
    Arrays.setAll(all, i -> i);
    return all;
  }
}
