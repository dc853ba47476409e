package org.spectraflow.engine.operators.transform.scale;

import java.util.function.DoubleUnaryOperator;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * The power transforms of {@link PowerTransformer} and their maximum-likelihood λ, after scipy 1.17
 * ({@code scipy.stats.yeojohnson}, {@code boxcox}, {@code yeojohnson_normmax}, {@code
 * boxcox_normmax(method='mle')}; BSD-3-Clause): the same formulas, likelihoods and search
 * intervals, minimised by scipy's own {@link ScalarMinimizers} (bounded Brent for Yeo-Johnson,
 * bracketed Brent for Box-Cox), with numpy's pairwise sums in the likelihoods. The Box-Cox
 * likelihood's log-variance is computed stably by factoring out the largest power rather than by
 * scipy's log-sum-exp, so λ may differ in its last bits. Stateless.
 */
final class PowerLambda {

  private static final double EPS = 2.220446049250313e-16;
  private static final double TINY = Double.MIN_NORMAL;

  private PowerLambda() {}

  /** scipy's Yeo-Johnson transform of one value. */
  static double yeoJohnson(double x, double lambda) {
    if (x >= 0) {
      return Math.abs(lambda) < EPS ? Math.log1p(x) : Math.expm1(lambda * Math.log1p(x)) / lambda;
    }
    return Math.abs(lambda - 2) > EPS
        ? -Math.expm1((2 - lambda) * Math.log1p(-x)) / (2 - lambda)
        : -Math.log1p(-x);
  }

  /** scikit-learn's inverse of {@link #yeoJohnson}. */
  static double yeoJohnsonInverse(double y, double lambda) {
    if (y >= 0) {
      return Math.abs(lambda) < EPS ? Math.expm1(y) : Math.pow(y * lambda + 1, 1 / lambda) - 1;
    }
    return Math.abs(lambda - 2) > EPS
        ? 1 - Math.pow(-(2 - lambda) * y + 1, 1 / (2 - lambda))
        : 1 - Math.exp(-y);
  }

  /** scipy's {@code special.boxcox} of one positive value. */
  static double boxCox(double x, double lambda) {
    return Math.abs(lambda) < 1e-19 ? Math.log(x) : Math.expm1(lambda * Math.log(x)) / lambda;
  }

  /** scipy's {@code special.inv_boxcox}. */
  static double boxCoxInverse(double y, double lambda) {
    return Math.abs(lambda) < 1e-19 ? Math.exp(y) : Math.exp(Math.log1p(lambda * y) / lambda);
  }

  /** The λ maximising the Yeo-Johnson likelihood of {@code x} (1 when every value is 0). */
  static double yeoJohnsonLambda(double[] x) {
    double maxAbs = 0;
    boolean allZero = true;
    boolean anyNegative = false;
    boolean allNegative = true;
    double[] signedLog = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      double v = x[i];
      maxAbs = Math.max(maxAbs, Math.abs(v));
      allZero &= v == 0;
      anyNegative |= v < 0;
      allNegative &= v < 0;
      signedLog[i] = Math.signum(v) * Math.log1p(Math.abs(v));
    }
    if (allZero) {
      return 1.0;
    }
    double log1pMax = Math.log1p(20 * maxAbs);
    double logEps = Math.log(EPS);
    double logTiny = (Math.log(TINY) - logEps) / 2;
    double logMax = (Math.log(Double.MAX_VALUE) + logEps) / 2;
    double lb = logTiny / log1pMax;
    double ub = logMax / log1pMax;
    if (allNegative) {
      double l = 2 - ub;
      ub = 2 - lb;
      lb = l;
    } else if (anyNegative) {
      double l = Math.max(2 - ub, lb);
      ub = Math.min(2 - lb, ub);
      lb = l;
    }
    double sum = Sums.pw(signedLog, false);
    double[] y = new double[x.length];
    return ScalarMinimizers.fminbound(
        lambda -> {
          for (int i = 0; i < x.length; i++) {
            y[i] = yeoJohnson(x[i], lambda);
          }
          double var = variance(y);
          double logVar = var >= TINY ? Math.log(var) : Double.NEGATIVE_INFINITY;
          double loglike = -x.length / 2.0 * logVar + (lambda - 1) * sum;
          return Double.isInfinite(loglike) ? Double.POSITIVE_INFINITY : -loglike;
        },
        lb,
        ub,
        1.48e-8);
  }

  /**
   * The λ maximising the Box-Cox likelihood of the positive, non-constant {@code x}: scipy's {@code
   * brent(brack=(-2, 2))} on the negative log-likelihood.
   */
  static double boxCoxLambda(double[] x) {
    double[] logx = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      logx[i] = Math.log(x[i]);
    }
    double sum = Sums.pw(logx, false);
    double[] e = new double[x.length];
    DoubleUnaryOperator nll =
        lambda -> {
          double logVar;
          if (lambda == 0) {
            logVar = Math.log(variance(logx));
          } else {
            double m = Double.NEGATIVE_INFINITY;
            for (double v : logx) {
              m = Math.max(m, lambda * v);
            }
            for (int i = 0; i < logx.length; i++) {
              e[i] = Math.exp(lambda * logx[i] - m);
            }
            logVar = 2 * m + Math.log(variance(e)) - 2 * Math.log(Math.abs(lambda));
          }
          double llf = (lambda - 1) * sum - x.length / 2.0 * logVar;
          return Double.isNaN(llf) ? Double.POSITIVE_INFINITY : -llf;
        };
    return ScalarMinimizers.brent(nll, -2.0, 2.0);
  }

  /** numpy's population variance: pairwise sums, two passes. */
  static double variance(double[] v) {
    double mean = Sums.pw(v, false) / v.length;
    double[] sq = new double[v.length];
    for (int i = 0; i < v.length; i++) {
      double d = v[i] - mean;
      sq[i] = d * d;
    }
    return Sums.pw(sq, false) / v.length;
  }
}
