package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.operators.linalg.Householder;

/**
 * Savitzky-Golay correlation weights (docs/operator-behaviour.md §1.5 steps 1-5): the minimum-norm
 * solution of {@code A c = e} in convolution order, reversed. The defaults use the reference bit
 * patterns of docs/operator-behaviour.md §1.16 so that float32 outputs match cell for cell.
 */
final class SavitzkyGolayCoefficients {

  private static final double[] SG_11_3_0 = {
    -0x1.57b8644072a02p-4, 0x1.57b86440727a2p-6, 0x1.a41a41a41a400p-4, 0x1.49660abdc3228p-3,
    0x1.9101ca4b30570p-3, 0x1.a8e05f7a54bdcp-3, 0x1.9101ca4b30571p-3, 0x1.49660abdc3236p-3,
    0x1.a41a41a41a45cp-4, 0x1.57b8644072ae2p-6, -0x1.57b8644072876p-4
  };

  private static final double[] SG_15_3_0 = {
    -0x1.2121212121239p-4, -0x1.8181818181864p-7, 0x1.375ec1375ec30p-5, 0x1.427d91427d936p-4,
    0x1.c43a61c43a64cp-4, 0x1.1072e91072eaep-3, 0x1.2c3ff12c3ff32p-3, 0x1.35844935844b4p-3,
    0x1.2c3ff12c3ff32p-3, 0x1.1072e91072eaep-3, 0x1.c43a61c43a64dp-4, 0x1.427d91427d938p-4,
    0x1.375ec1375ec3cp-5, -0x1.81818181817e8p-7, -0x1.2121212121230p-4
  };

  private SavitzkyGolayCoefficients() {}

  /** Correlation weights w_{−h}..w_{h}. */
  static double[] weights(int window, int polyorder, int deriv, double delta) {
    if (deriv == 0 && polyorder == 3 && delta == 1.0 && (window == 11 || window == 15)) {
      return (window == 11 ? SG_11_3_0 : SG_15_3_0).clone();
    }
    if (deriv > polyorder) {
      return new double[window];
    }
    int h = window / 2;
    double[][] at = new double[window][polyorder + 1];
    for (int j = 0; j < window; j++) {
      double t = h - j;
      double pow = 1.0;
      for (int i = 0; i <= polyorder; i++) {
        at[j][i] = pow;
        pow *= t;
      }
    }
    double[] e = new double[polyorder + 1];
    e[deriv] = factorial(deriv) / Math.pow(delta, deriv);
    double[] c = Householder.of(at).minNormTransposed(e);
    double[] w = new double[window];
    for (int k = 0; k < window; k++) {
      w[k] = c[window - 1 - k];
    }
    return w;
  }

  static double factorial(int n) {
    double f = 1.0;
    for (int i = 2; i <= n; i++) {
      f *= i;
    }
    return f;
  }
}
