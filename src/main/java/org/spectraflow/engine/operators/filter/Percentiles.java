package org.spectraflow.engine.operators.filter;

import java.util.Arrays;

/**
 * numpy's percentile and median on a 1-D array in the data's precision (float32 when {@code f32}):
 * {@code percentile(v, q)} with linear interpolation on the sorted values, the scalar-q path whose
 * difference is rounded to the data type before the weight is applied.
 */
final class Percentiles {

  private Percentiles() {}

  /** The sorted non-NaN values of {@code v}. */
  static double[] sortedFinite(double[] v) {
    return Arrays.stream(v).filter(x -> !Double.isNaN(x)).sorted().toArray();
  }

  /** {@code np.percentile(v, q)} of sorted values {@code v} (non-empty). */
  static double percentile(double[] v, double q, boolean f32) {
    int m = v.length;
    double h = (m - 1) * q / 100;
    double f = Math.floor(h);
    double g = h - f;
    int lo = (int) f;
    double a = v[lo];
    double b = v[Math.min(lo + 1, m - 1)];
    double d = round(f32, b - a);
    if (g < 0.5) {
      return round(f32, a + round(f32, d * round(f32, g)));
    }
    return round(f32, b - round(f32, d * round(f32, 1 - g)));
  }

  /** {@code np.median} of sorted values {@code v} (non-empty): mean of the two middle ones. */
  static double median(double[] v, boolean f32) {
    int m = v.length;
    if (m % 2 == 1) {
      return v[m / 2];
    }
    return round(f32, round(f32, v[m / 2 - 1] + v[m / 2]) / 2);
  }

  static double round(boolean f32, double x) {
    return f32 ? (float) x : x;
  }
}
