package org.spectraflow.engine.operators.transform;

/**
 * The numpy and scipy primitives the scikit-learn scalers of this package rely on, written once so
 * that their numbers agree with numpy's: the "linear" percentile of sorted values, {@code
 * numpy.interp} (with its tie and end-point rules), and the standard normal's distribution and
 * quantile functions ({@code scipy.stats.norm.cdf/ppf}). Stateless.
 */
public final class NumpyMath {

  private NumpyMath() {}

  /**
   * numpy's "linear" percentile {@code q} (in percent) of {@code sorted} (ascending, non-empty),
   * with numpy's two-sided interpolation ({@code b − (b − a)(1 − γ)} when {@code γ ≥ 0.5}).
   */
  public static double percentile(double[] sorted, double q) {
    return percentile(sorted, q, false);
  }

  /**
   * As {@link #percentile(double[], double)}; for float32 data ({@code f32}) numpy takes the
   * difference {@code b − a} in float32 and the rest in double (its result is float64).
   */
  public static double percentile(double[] sorted, double q, boolean f32) {
    double virtual = (sorted.length - 1) * (q / 100.0);
    int below = (int) Math.floor(virtual);
    if (below >= sorted.length - 1) {
      return sorted[sorted.length - 1];
    }
    int above = below + 1;
    double gamma = virtual - below;
    double a = sorted[below];
    double b = sorted[above];
    double diff = f32 ? (float) (b - a) : b - a;
    return gamma >= 0.5 ? b - diff * (1 - gamma) : a + diff * gamma;
  }

  /**
   * {@code numpy.interp(x, xp, fp)} for ascending {@code xp} (ties allowed): the end values outside
   * the range; at an exact knot, the value of the last knot equal to {@code x}; otherwise the line
   * through the knots either side (numpy's search returns the last {@code j} with {@code xp[j] ≤
   * x}).
   */
  public static double interp(double x, double[] xp, double[] fp) {
    int last = xp.length - 1;
    if (x < xp[0]) {
      return fp[0];
    }
    if (x > xp[last]) {
      return fp[last];
    }
    int lo = 0;
    int hi = xp.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (x >= xp[mid]) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    int j = lo - 1;
    if (j == last || xp[j] == x) {
      return fp[j];
    }
    double slope = (fp[j + 1] - fp[j]) / (xp[j + 1] - xp[j]);
    double v = slope * (x - xp[j]) + fp[j];
    if (Double.isNaN(v)) {
      v = slope * (x - xp[j + 1]) + fp[j + 1];
      if (Double.isNaN(v) && fp[j] == fp[j + 1]) {
        v = fp[j];
      }
    }
    return v;
  }

  /**
   * The standard normal quantile (scipy's {@code norm.ppf}): −∞ at 0, +∞ at 1, otherwise Newton
   * steps on {@link #normalCdf} from a logarithmic start, to full double precision.
   */
  public static double normalPpf(double prob) {
    if (prob <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (prob >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    if (prob < 0.5) {
      return -normalPpf(1 - prob);
    }
    double z = Math.sqrt(-2 * Math.log(1 - prob)) - 0.5;
    z = Math.max(z, 0.0);
    for (int k = 0; k < 60; k++) {
      double step = (normalCdf(z) - prob) / density(z);
      z -= step;
      if (Math.abs(step) <= 1e-17 * Math.max(1, Math.abs(z))) {
        break;
      }
    }
    return z;
  }

  private static double density(double z) {
    return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
  }

  /**
   * The standard normal distribution function (scipy's {@code norm.cdf}), {@code 0.5 + φ(z)·Σ
   * z^(2k+1)/(2k+1)!!}, which converges for every z (0 and 1 beyond |z| = 40).
   */
  public static double normalCdf(double z) {
    if (z < -40) {
      return 0.0;
    }
    if (z > 40) {
      return 1.0;
    }
    double term = z;
    double sum = z;
    for (int k = 1; k < 5000 && Math.abs(term) > 1e-18 * Math.abs(sum); k++) {
      term *= z * z / (2 * k + 1);
      sum += term;
    }
    return 0.5 + density(z) * sum;
  }
}
