package org.spectraflow.engine.operators.transform;

/**
 * A 1-D correlation with scipy.ndimage's {@code correlate1d} accumulation order
 * (docs/operator-behaviour.md §1.6): symmetric, antisymmetric or general weights, summed in double.
 */
final class Correlator {

  private static final double SYMMETRY_TOLERANCE = 2.220446049250313e-16;

  private enum Kind {
    SYMMETRIC,
    ANTISYMMETRIC,
    GENERAL
  }

  private final double[] w;
  private final int h;
  private final Kind kind;

  /** Weights {@code w[0..2h]} = w_{−h}..w_{h} (odd length). */
  Correlator(double[] weights) {
    this.w = weights.clone();
    this.h = weights.length / 2;
    this.kind = classify(w, h);
  }

  private static Kind classify(double[] w, int h) {
    boolean symmetric = true;
    boolean anti = true;
    for (int k = 1; k <= h; k++) {
      symmetric &= Math.abs(w[h + k] - w[h - k]) <= SYMMETRY_TOLERANCE;
      anti &= Math.abs(w[h + k] + w[h - k]) <= SYMMETRY_TOLERANCE;
    }
    return symmetric ? Kind.SYMMETRIC : anti ? Kind.ANTISYMMETRIC : Kind.GENERAL;
  }

  /**
   * For each output index i in [from, to): {@code out[i] = Σ_k w_k · line[pad + i + k]}, in the
   * ndimage order; {@code pad} is the number of boundary cells in front of sample 0.
   */
  void correlate(double[] line, int pad, double[] out, int from, int to) {
    switch (kind) {
      case SYMMETRIC -> symmetric(line, pad, out, from, to);
      case ANTISYMMETRIC -> antisymmetric(line, pad, out, from, to);
      case GENERAL -> general(line, pad, out, from, to);
    }
  }

  /*
   * Each kernel below runs the tap loop outside and the sample loop inside: every out[i] is
   * still accumulated in ndimage's tap order (centre first, then k = −h..−1 or −h..h−1), so the
   * results are bit-identical to the per-sample loop, but the inner loop is elementwise work the
   * JIT vectorises. Two taps share one pass over out ({@code out[i] = out[i] + a + b}, evaluated
   * left to right: the same two additions in the same order as two passes), halving the loads
   * and stores of out. {@code line} and {@code out} are distinct arrays.
   */

  private void symmetric(double[] line, int pad, double[] out, int from, int to) {
    centre(line, pad, out, from, to, 0, w[h]);
    int k = -h;
    for (; k + 1 < 0; k += 2) {
      double w0 = w[h + k];
      double w1 = w[h + k + 1];
      int a = pad + k;
      int b = pad - k;
      for (int i = from; i < to; i++) {
        out[i] =
            out[i] + (line[a + i] + line[b + i]) * w0 + (line[a + 1 + i] + line[b - 1 + i]) * w1;
      }
    }
    for (; k < 0; k++) {
      double wk = w[h + k];
      for (int i = from; i < to; i++) {
        int c = pad + i;
        out[i] += (line[c + k] + line[c - k]) * wk;
      }
    }
  }

  private void antisymmetric(double[] line, int pad, double[] out, int from, int to) {
    centre(line, pad, out, from, to, 0, w[h]);
    int k = -h;
    for (; k + 1 < 0; k += 2) {
      double w0 = w[h + k];
      double w1 = w[h + k + 1];
      int a = pad + k;
      int b = pad - k;
      for (int i = from; i < to; i++) {
        out[i] =
            out[i] - (line[b + i] - line[a + i]) * w0 - (line[b - 1 + i] - line[a + 1 + i]) * w1;
      }
    }
    for (; k < 0; k++) {
      double wk = w[h + k];
      for (int i = from; i < to; i++) {
        int c = pad + i;
        out[i] -= (line[c - k] - line[c + k]) * wk;
      }
    }
  }

  private void general(double[] line, int pad, double[] out, int from, int to) {
    centre(line, pad, out, from, to, h, w[2 * h]);
    int k = -h;
    for (; k + 1 < h; k += 2) {
      double w0 = w[h + k];
      double w1 = w[h + k + 1];
      int a = pad + k;
      for (int i = from; i < to; i++) {
        out[i] = out[i] + line[a + i] * w0 + line[a + 1 + i] * w1;
      }
    }
    for (; k < h; k++) {
      double wk = w[h + k];
      for (int i = from; i < to; i++) {
        out[i] += line[pad + i + k] * wk;
      }
    }
  }

  /** out[i] = line[pad + shift + i] · weight: the first term of every sum. */
  private static void centre(
      double[] line, int pad, double[] out, int from, int to, int shift, double weight) {
    int off = pad + shift;
    for (int i = from; i < to; i++) {
      out[i] = line[off + i] * weight;
    }
  }
}
