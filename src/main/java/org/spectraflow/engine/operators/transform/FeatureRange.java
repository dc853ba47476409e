package org.spectraflow.engine.operators.transform;

import java.util.List;
import org.spectraflow.engine.operators.Params;

/** Reading of {@code feature_range} pairs and per-column extremes, shared by the scalers. */
public final class FeatureRange {

  private FeatureRange() {}

  /** Reads {@code feature_range} as a two-number list; defaults {@code (low, high)}. */
  public static double[] read(Params p, double low, double high) {
    Object v = p.raw("feature_range", List.of(low, high));
    if (v instanceof List<?> l
        && l.size() == 2
        && l.get(0) instanceof Number a
        && l.get(1) instanceof Number b) {
      return new double[] {a.doubleValue(), b.doubleValue()};
    }
    throw p.invalid("feature_range", v, "must be a pair of numbers [min, max]");
  }

  /** Column minima and maxima of the row-major matrix {@code x} with {@code p} columns. */
  public static void columnMinMax(double[] x, int p, double[] min, double[] max) {
    System.arraycopy(x, 0, min, 0, p);
    System.arraycopy(x, 0, max, 0, p);
    for (int k = p; k < x.length; k++) {
      int j = k % p;
      min[j] = Math.min(min[j], x[k]);
      max[j] = Math.max(max[j], x[k]);
    }
  }
}
