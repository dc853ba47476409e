package org.spectraflow.engine.diagnostics;

/**
 * The two quantiles the control limits need: Fisher's F and the standard normal, from the
 * regularised incomplete beta and gamma functions.
 *
 * <p>Algorithms (public references): ln Γ by the Lanczos approximation (g = 7, nine coefficients;
 * C. Lanczos, SIAM J. Numer. Anal. B 1, 1964), relative error about 1e-15; the regularised
 * incomplete beta {@code I_x(a, b)} by its continued fraction evaluated with the modified Lentz
 * method, switching to {@code 1 − I_{1−x}(b, a)} past {@code x = (a+1)/(a+b+2)} (Numerical Recipes,
 * 3rd ed., §6.4; Abramowitz &amp; Stegun 26.5.8); the regularised upper incomplete gamma {@code
 * Q(a, x)} by its series below {@code x = a + 1} and its Lentz continued fraction above (Numerical
 * Recipes §6.2), giving {@code erfc(x) = Q(½, x²)}. Quantiles invert the monotone distribution
 * functions by bisection to the last representable bit, which is slow by numerical standards (a few
 * hundred evaluations) but needs no starting guess and cannot diverge. Stateless.
 */
public final class Distributions {

  private static final double[] LANCZOS = {
    0.99999999999980993,
    676.5203681218851,
    -1259.1392167224028,
    771.32342877765313,
    -176.61502916214059,
    12.507343278686905,
    -0.13857109526572012,
    9.9843695780195716e-6,
    1.5056327351493116e-7
  };
  private static final double TINY = 1e-300;
  private static final double EPS = 1e-16;
  private static final int MAX_TERMS = 10_000;

  private Distributions() {}

  /** ln Γ(x) for x &gt; 0. */
  static double logGamma(double x) {
    if (x < 0.5) {
      // reflection: Γ(x) Γ(1 − x) = π / sin(π x)
      return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
    }
    double z = x - 1;
    double a = LANCZOS[0];
    for (int i = 1; i < LANCZOS.length; i++) {
      a += LANCZOS[i] / (z + i);
    }
    double t = z + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
  }

  /** The regularised incomplete beta function {@code I_x(a, b)}, x in [0, 1], a, b &gt; 0. */
  static double regularizedBeta(double x, double a, double b) {
    if (x <= 0) {
      return 0;
    }
    if (x >= 1) {
      return 1;
    }
    double front =
        Math.exp(
            logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
    if (x < (a + 1) / (a + b + 2)) {
      return front * betaFraction(x, a, b) / a;
    }
    return 1 - front * betaFraction(1 - x, b, a) / b;
  }

  /** The continued fraction of {@code I_x(a, b)} by the modified Lentz method. */
  private static double betaFraction(double x, double a, double b) {
    double qab = a + b;
    double qap = a + 1;
    double qam = a - 1;
    double c = 1;
    double d = nonZero(1 - qab * x / qap);
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= MAX_TERMS; m++) {
      int m2 = 2 * m;
      double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
      d = 1 / nonZero(1 + aa * d);
      c = nonZero(1 + aa / c);
      h *= d * c;
      aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
      d = 1 / nonZero(1 + aa * d);
      c = nonZero(1 + aa / c);
      double del = d * c;
      h *= del;
      if (Math.abs(del - 1) < EPS) {
        return h;
      }
    }
    return h;
  }

  /** The regularised upper incomplete gamma function {@code Q(a, x)}, a &gt; 0, x ≥ 0. */
  static double regularizedGammaQ(double a, double x) {
    if (x <= 0) {
      return 1;
    }
    double front = Math.exp(-x + a * Math.log(x) - logGamma(a));
    if (x < a + 1) {
      double ap = a;
      double sum = 1 / a;
      double del = sum;
      for (int n = 0; n < MAX_TERMS && Math.abs(del) > Math.abs(sum) * EPS; n++) {
        ap += 1;
        del *= x / ap;
        sum += del;
      }
      return 1 - sum * front;
    }
    double b = x + 1 - a;
    double c = 1 / TINY;
    double d = 1 / b;
    double h = d;
    for (int i = 1; i <= MAX_TERMS; i++) {
      double an = -i * (i - a);
      b += 2;
      d = 1 / nonZero(an * d + b);
      c = nonZero(b + an / c);
      double del = d * c;
      h *= del;
      if (Math.abs(del - 1) < EPS) {
        break;
      }
    }
    return front * h;
  }

  private static double nonZero(double v) {
    return Math.abs(v) < TINY ? TINY : v;
  }

  /** The standard normal distribution function Φ(x) = ½ erfc(−x/√2). */
  public static double normalCdf(double x) {
    double y = -x / Math.sqrt(2);
    double erfc = y >= 0 ? regularizedGammaQ(0.5, y * y) : 2 - regularizedGammaQ(0.5, y * y);
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
    return regularizedBeta(d1 * x / (d1 * x + d2), d1 / 2, d2 / 2);
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
      if (regularizedBeta(mid, a, b) < p) {
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
