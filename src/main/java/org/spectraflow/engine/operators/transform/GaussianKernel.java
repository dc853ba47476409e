package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.operators.linalg.Sums;

/**
 * scipy's {@code _gaussian_kernel1d}, reversed into correlation weights (docs/operator-behaviour.md
 * §1.6). The two settings nirs4all pipelines use most return the reference bit patterns of
 * docs/operator-behaviour.md §1.16.
 */
final class GaussianKernel {

  private static final double[] ORDER2_SIGMA1 = {
    0x1.071f28ad7e35ap-9, 0x1.22724cb7eb269p-5, 0x1.4bb8b35d1b340p-3, 0x0.0p+0,
    -0x1.9884a307594fbp-2, 0x0.0p+0, 0x1.4bb8b35d1b340p-3, 0x1.22724cb7eb269p-5,
    0x1.071f28ad7e35ap-9
  };

  private static final double[] ORDER1_SIGMA2 = {
    -0x1.18aad19e4159bp-13,
    -0x1.905a1ad16c1f0p-11,
    -0x1.b3ad1410fadc4p-9,
    -0x1.66fc6461a8289p-7,
    -0x1.ba4d4125ffd2ap-6,
    -0x1.8de292ab666d2p-5,
    -0x1.ef9093fc46e5ap-5,
    -0x1.68856f9ab1982p-5,
    0x0.0p+0,
    0x1.68856f9ab1982p-5,
    0x1.ef9093fc46e5ap-5,
    0x1.8de292ab666d2p-5,
    0x1.ba4d4125ffd2ap-6,
    0x1.66fc6461a8289p-7,
    0x1.b3ad1410fadc4p-9,
    0x1.905a1ad16c1f0p-11,
    0x1.18aad19e4159bp-13
  };

  private GaussianKernel() {}

  /** Correlation weights w_{−r}..w_{r}, r = int(4·sigma + 0.5). */
  static double[] correlationWeights(int order, double sigma) {
    if (order == 2 && sigma == 1.0) {
      return ORDER2_SIGMA1.clone();
    }
    if (order == 1 && sigma == 2.0) {
      return ORDER1_SIGMA2.clone();
    }
    double[] k = kernel(order, sigma, (int) (4.0 * sigma + 0.5));
    double[] w = new double[k.length];
    for (int i = 0; i < k.length; i++) {
      w[i] = k[k.length - 1 - i];
    }
    return w;
  }

  /** The kernel k(x) for x = −r..r: φ normalised by its pairwise sum, times q(x) for order ≥ 1. */
  static double[] kernel(int order, double sigma, int radius) {
    int n = 2 * radius + 1;
    double sigma2 = sigma * sigma;
    double[] phi = new double[n];
    for (int i = 0; i < n; i++) {
      long x = i - radius;
      phi[i] = Math.exp(-0.5 / sigma2 * (double) (x * x));
    }
    double sum = Sums.pw(phi, false);
    for (int i = 0; i < n; i++) {
      phi[i] /= sum;
    }
    if (order == 0) {
      return phi;
    }
    double[] q = derivativePolynomial(order, sigma2);
    for (int i = 0; i < n; i++) {
      double x = i - radius;
      double qx = 0.0;
      double pow = 1.0;
      for (double c : q) {
        qx += pow * c;
        pow *= x;
      }
      phi[i] *= qx;
    }
    return phi;
  }

  /** Coefficients (ascending powers) of q after {@code order} steps of q ← q' − q·x/σ². */
  private static double[] derivativePolynomial(int order, double sigma2) {
    double[] q = new double[order + 1];
    q[0] = 1.0;
    for (int step = 0; step < order; step++) {
      double[] next = new double[order + 1];
      for (int i = 0; i <= order; i++) {
        double derivative = i + 1 <= order ? (i + 1) * q[i + 1] : 0.0;
        double shifted = i >= 1 ? q[i - 1] / -sigma2 : 0.0;
        next[i] = derivative + shifted;
      }
      q = next;
    }
    return q;
  }
}
