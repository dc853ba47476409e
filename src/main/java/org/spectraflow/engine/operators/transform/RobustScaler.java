package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's RobustScaler (BSD; followed closely for parity): centres each column on its
 * median and divides it by its interquartile range ({@code quantile_range}, default 25–75). The
 * median is computed in the data's type (the two middle values added and halved there); the
 * quantiles use numpy's linear interpolation with the difference in the data's type and the
 * result in float64; the scale stays float64, the division is rounded back into the data's type.
 * A scale below 10·eps becomes 1. Used by sample 03 as {@code y_processing}.
 */
public final class RobustScaler extends StatefulTransform {

  private static final double EPS = 2.220446049250313e-16;
  /** Φ⁻¹(0.75) − Φ⁻¹(0.25), the normal IQR (for {@code unit_variance}). */
  private static final double NORMAL_IQR = 1.3489795003921634;

  private final boolean centering;
  private final boolean scaling;
  private final double qMin;
  private final double qMax;
  private final boolean unitVariance;

  private RobustScaler(OperatorConfig config, boolean centering, boolean scaling, double qMin,
      double qMax, boolean unitVariance) {
    super(config);
    this.centering = centering;
    this.scaling = scaling;
    this.qMin = qMin;
    this.qMax = qMax;
    this.unitVariance = unitVariance;
  }

  /**
   * Reads {@code with_centering=True, with_scaling=True, quantile_range=(25.0, 75.0), copy=True,
   * unit_variance=False}.
   */
  public static RobustScaler of(Params p) {
    boolean centering = p.flag("with_centering", true);
    boolean scaling = p.flag("with_scaling", true);
    Object range = p.raw("quantile_range", List.of(25.0, 75.0));
    p.flag("copy", true);
    boolean unit = p.flag("unit_variance", false);
    if (!(range instanceof List<?> l && l.size() == 2 && l.get(0) instanceof Number a
        && l.get(1) instanceof Number b && 0 <= a.doubleValue() && a.doubleValue() <= b.doubleValue()
        && b.doubleValue() <= 100)) {
      throw p.invalid("quantile_range", range, "must be a pair (q_min, q_max) with "
          + "0 <= q_min <= q_max <= 100");
    }
    double lo = ((Number) l.get(0)).doubleValue();
    double hi = ((Number) l.get(1)).doubleValue();
    if (unit && (lo != 25 || hi != 75)) {
      throw p.invalid("unit_variance", true, "is supported with the default quantile_range "
          + "(25.0, 75.0) only");
    }
    return new RobustScaler(p.config(), centering, scaling, lo, hi, unit);
  }

  @Override
  FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] center = new double[p];
    double[] scale = new double[p];
    double[] col = new double[n];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < n; i++) {
        col[i] = x[i * p + j];
      }
      Arrays.sort(col);
      center[j] = centering ? median(col, f32) : 0.0;
      double s = quantile(col, qMax, f32) - quantile(col, qMin, f32);
      s = s < 10 * EPS ? 1.0 : s;
      scale[j] = !scaling ? 1.0 : unitVariance ? s / NORMAL_IQR : s;
    }
    return new ColumnwiseFitted(this, p, (v, j, f) -> round(f, round(f, v - center[j]) / scale[j]));
  }

  private static double median(double[] sorted, boolean f32) {
    int m = sorted.length;
    return m % 2 == 1 ? sorted[m / 2]
        : round(f32, round(f32, sorted[m / 2 - 1] + sorted[m / 2]) / 2);
  }

  /** numpy's percentile of sorted values: difference in the data type, result in float64. */
  private static double quantile(double[] v, double q, boolean f32) {
    int m = v.length;
    double h = (m - 1) * q / 100;
    double f = Math.floor(h);
    double g = h - f;
    int lo = (int) f;
    double a = v[lo];
    double b = v[Math.min(lo + 1, m - 1)];
    double d = round(f32, b - a);
    return g < 0.5 ? a + d * g : b - d * (1 - g);
  }
}
