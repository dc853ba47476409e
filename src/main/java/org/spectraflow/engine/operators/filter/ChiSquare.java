package org.spectraflow.engine.operators.filter;

/**
 * Quantiles of the chi-squared distribution (scipy's {@code chi2.ppf}): the x with {@code P(df/2,
 * x/2) = q}, P the regularized lower incomplete gamma function (series below {@code a + 1}, Lentz's
 * continued fraction above), found by bisection to full double precision. Log-gamma is Lanczos'
 * approximation (g = 7, 9 terms), good to about 1e-15 relative.
 */
final class ChiSquare {

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

  private ChiSquare() {}

  /** The {@code q} quantile (0 < q < 1) of chi-squared with {@code df} ≥ 1 degrees of freedom. */
  static double quantile(double q, int df) {
    double a = df / 2.0;
    double lo = 0;
    double hi = Math.max(1.0, df);
    while (regularizedGamma(a, hi / 2) < q) {
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (regularizedGamma(a, mid / 2) < q) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /** The regularized lower incomplete gamma function {@code P(a, x)}. */
  static double regularizedGamma(double a, double x) {
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
  static double logGamma(double x) {
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
}
