package org.spectraflow.engine.operators.augment;

/**
 * scipy's {@code ndimage.convolve1d} of one row with an odd, symmetric kernel in mode {@code
 * reflect} (half-sample symmetric padding {@code d c b a | a b c d | d c b a}), summed as scipy
 * does for symmetric kernels: the centre tap first, then each pair of mirrored inputs added before
 * multiplying by their tap.
 */
final class ReflectConvolution {

  private ReflectConvolution() {}

  /** The convolution of {@code row} with {@code taps} (odd length, symmetric). */
  static double[] symmetric(double[] row, double[] taps) {
    int n = row.length;
    int half = taps.length / 2;
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      double acc = row[i] * taps[half];
      for (int j = 1; j <= half; j++) {
        acc += (at(row, i - j) + at(row, i + j)) * taps[half + j];
      }
      out[i] = acc;
    }
    return out;
  }

  private static double at(double[] row, int index) {
    int n = row.length;
    int k = index;
    while (k < 0 || k >= n) {
      k = k < 0 ? -k - 1 : 2 * n - k - 1;
    }
    return row[k];
  }
}
