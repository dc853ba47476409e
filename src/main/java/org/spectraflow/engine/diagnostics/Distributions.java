package org.spectraflow.engine.diagnostics;

import org.spectraflow.engine.operators.linalg.SpecialFunctions;

/**
 * The two quantiles the control limits need: Fisher's F and the standard normal, inverting their
 * distribution functions (from {@link SpecialFunctions}) by bisection to the last representable
 * bit: a few hundred evaluations, but no starting guess and no divergence. Stateless.
 */
public final class Distributions {

  private Distributions() {}

  /** The standard normal distribution function Φ(x) = ½ erfc(−x/√2). */
  public static double normalCdf(double x) {
    double y = -x / Math.sqrt(2);
    double erfc =
        y >= 0
            ? SpecialFunctions.regularizedGammaQ(0.5, y * y)
            : 2 - SpecialFunctions.regularizedGammaQ(0.5, y * y);
    return 0.5 * erfc;
  }

  /**
   * The standard normal quantile: the x with Φ(x) = p.
   *
   * @throws IllegalArgumentException unless 0 &lt; p &lt; 1
   */
  public static double normalQuantile(double p) {
    requireProbability(p);
    double lo = -40;
    double hi = 40;
    while (true) {
      double mid = 0.5 * (lo + hi);
      if (mid <= lo || mid >= hi) {
        return mid;
      }
      if (normalCdf(mid) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
  }

  /** Fisher's F distribution function with {@code d1}, {@code d2} degrees of freedom at x ≥ 0. */
  public static double fCdf(double x, double d1, double d2) {
    if (x <= 0) {
      return 0;
    }
    return SpecialFunctions.regularizedBeta(d1 * x / (d1 * x + d2), d1 / 2, d2 / 2);
  }

  /**
   * Fisher's F quantile: the x with {@link #fCdf}{@code (x, d1, d2) = p}. The bisection runs on z =
   * d1·x / (d1·x + d2) in (0, 1), where the distribution function is {@code I_z(d1/2, d2/2)}.
   *
   * @throws IllegalArgumentException unless 0 &lt; p &lt; 1 and both degrees of freedom are
   *     positive
   */
  public static double fQuantile(double p, double d1, double d2) {
    requireProbability(p);
    if (!(d1 > 0) || !(d2 > 0)) {
      throw new IllegalArgumentException(
          "F degrees of freedom must be positive, were " + d1 + ", " + d2);
    }
    double lo = 0;
    double hi = 1;
    double a = d1 / 2;
    double b = d2 / 2;
    while (true) {
      double mid = 0.5 * (lo + hi);
      if (mid <= lo || mid >= hi) {
        return d2 * mid / (d1 * (1 - mid));
      }
      if (SpecialFunctions.regularizedBeta(mid, a, b) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
  }

  private static void requireProbability(double p) {
    if (!(p > 0 && p < 1)) {
      throw new IllegalArgumentException("probability must be in (0, 1), was " + p);
    }
  }
}
