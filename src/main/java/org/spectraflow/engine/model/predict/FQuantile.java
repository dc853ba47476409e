package org.spectraflow.engine.model.predict;

/**
 * Quantiles of the F distribution, for the Hotelling T² limit (docs/model-file.md, "domain"): the
 * CDF is the regularized incomplete beta function {@code I_{d1·x/(d1·x+d2)}(d1/2, d2/2)}, evaluated
 * by its continued fraction (modified Lentz), and inverted by bisection to 1e-12 relative.
 * Stateless.
 */
final class FQuantile {

  private FQuantile() {}

  /** The {@code p} quantile of F({@code d1}, {@code d2}). */
  static double of(double p, double d1, double d2) {
    double lo = 0;
    double hi = 1;
    while (cdf(hi, d1, d2) < p) {
      hi *= 2;
      if (hi > 1e12) {
        return Double.POSITIVE_INFINITY;
      }
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = 0.5 * (lo + hi);
      if (cdf(mid, d1, d2) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return 0.5 * (lo + hi);
  }

  static double cdf(double x, double d1, double d2) {
    return x <= 0 ? 0 : betaRegularized(d1 * x / (d1 * x + d2), d1 / 2, d2 / 2);
  }

  /** I_x(a, b). */
  static double betaRegularized(double x, double a, double b) {
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
      return front * fraction(x, a, b) / a;
    }
    return 1 - front * fraction(1 - x, b, a) / b;
  }

  private static double fraction(double x, double a, double b) {
    double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 500; m++) {
      int m2 = 2 * m;
      double num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
      d = 1 + num * d;
      c = 1 + num / c;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = Math.abs(c) < tiny ? tiny : c;
      h *= d * c;
      num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
      d = 1 + num * d;
      c = 1 + num / c;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = Math.abs(c) < tiny ? tiny : c;
      double delta = d * c;
      h *= delta;
      if (Math.abs(delta - 1) < 1e-15) {
        break;
      }
    }
    return h;
  }

  /** ln Γ(x) for x > 0 (Lanczos, g = 7, nine coefficients). */
  static double logGamma(double x) {
    if (x < 0.5) {
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    }
    double[] c = {
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
    double z = x - 1;
    double sum = c[0];
    for (int i = 1; i < c.length; i++) {
      sum += c[i] / (z + i);
    }
    double t = z + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
  }
}
