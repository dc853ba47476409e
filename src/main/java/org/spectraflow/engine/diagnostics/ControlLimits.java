package org.spectraflow.engine.diagnostics;

/**
 * The Hotelling T² and Q-residual limits of a PLS calibration at 95 % and 99 % confidence
 * (docs/diagnostics.md §4): {@code T²_α = A(n−1)/(n−A) · F_α(A, n−A)} and the Jackson–Mudholkar Q
 * limit ({@link QLimit}). A limit that the data cannot define (n ≤ A, no residual variance) is NaN.
 *
 * @param t2At95 the T² limit at 95 %
 * @param t2At99 the T² limit at 99 %
 * @param qAt95 the Q limit at 95 %
 * @param qAt99 the Q limit at 99 %
 */
public record ControlLimits(double t2At95, double t2At99, double qAt95, double qAt99) {

  /**
   * The limits of a calibration of {@code n} samples and {@code components} components whose
   * residual covariance has the power traces {@code theta}.
   */
  static ControlLimits of(int n, int components, QLimit.Thetas theta) {
    return new ControlLimits(
        t2Limit(n, components, 0.95),
        t2Limit(n, components, 0.99),
        QLimit.jacksonMudholkar(theta, 0.95),
        QLimit.jacksonMudholkar(theta, 0.99));
  }

  /** {@code A(n−1)/(n−A) · F_confidence(A, n−A)}; NaN when n ≤ A. */
  public static double t2Limit(int n, int components, double confidence) {
    if (n <= components || components < 1) {
      return Double.NaN;
    }
    double a = components;
    return a * (n - 1) / (n - a) * Distributions.fQuantile(confidence, a, n - a);
  }
}
