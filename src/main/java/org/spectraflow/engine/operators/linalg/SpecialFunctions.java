package org.spectraflow.engine.operators.linalg;

/**
 * The special functions the engine's statistics need, declared once: ln Γ, the regularised
 * incomplete gamma functions P and Q, the regularised incomplete beta function and the chi-squared
 * quantile (scipy's {@code chi2.ppf}). Used by the outlier filters' chi-squared cut-offs and by the
 * diagnostics' F and normal quantiles (docs/diagnostics.md). Stateless.
 *
 * <p>Algorithms (public references): ln Γ by the Lanczos approximation (g = 7, nine coefficients;
 * C. Lanczos, SIAM J. Numer. Anal. B 1, 1964), relative error about 1e-15; P(a, x) and Q(a, x) by
 * their series below {@code x = a + 1} and the modified Lentz continued fraction above (Numerical
 * Recipes, 3rd ed., §6.2); {@code I_x(a, b)} by its continued fraction with the modified Lentz
 * method, switching to {@code 1 − I_{1−x}(b, a)} past {@code x = (a+1)/(a+b+2)} (Numerical Recipes
 * §6.4; Abramowitz &amp; Stegun 26.5.8). Quantiles invert the monotone distribution functions by
 * bisection to full double precision.
 */
public final class SpecialFunctions {

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

  private SpecialFunctions() {}

  /** The {@code q} quantile (0 < q < 1) of chi-squared with {@code df} ≥ 1 degrees of freedom. */
  public static double chiSquareQuantile(double q, int df) {
    double a = df / 2.0;
    double lo = 0;
    double hi = Math.max(1.0, df);
    while (regularizedGammaP(a, hi / 2) < q) {
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (regularizedGammaP(a, mid / 2) < q) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /** The regularized lower incomplete gamma function {@code P(a, x)}. */
  public static double regularizedGammaP(double a, double x) {
    if (x <= 0) {
      return 0;
    }
    double logPrefix = a * Math.log(x) - x - logGamma(a);
    if (x < a + 1) {
      double term = 1 / a;
      double sum = term;
      for (int n = 1; n < 10_000; n++) {
        term *= x / (a + n);
        sum += term;
        if (Math.abs(term) < Math.abs(sum) * 1e-17) {
          break;
        }
      }
      return sum * Math.exp(logPrefix);
    }
    // continued fraction for Q(a, x), modified Lentz
    double tiny = 1e-300;
    double b = x + 1 - a;
    double c = 1 / tiny;
    double d = 1 / b;
    double h = d;
    for (int i = 1; i < 10_000; i++) {
      double an = -i * (i - a);
      b += 2;
      d = an * d + b;
      d = Math.abs(d) < tiny ? tiny : d;
      c = b + an / c;
      c = Math.abs(c) < tiny ? tiny : c;
      d = 1 / d;
      double delta = d * c;
      h *= delta;
      if (Math.abs(delta - 1) < 1e-17) {
        break;
      }
    }
    return 1 - Math.exp(logPrefix) * h;
  }

  /** {@code ln Γ(x)} for x > 0. */
  public static double logGamma(double x) {
    if (x < 0.5) {
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    }
    double z = x - 1;
    double sum = LANCZOS[0];
    double t = z + 7.5;
    for (int i = 1; i < LANCZOS.length; i++) {
      sum += LANCZOS[i] / (z + i);
    }
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
  }

  /** The regularised incomplete beta function {@code I_x(a, b)}, x in [0, 1], a, b &gt; 0. */
  public static double regularizedBeta(double x, double a, double b) {
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
  public static double regularizedGammaQ(double a, double x) {
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
}
