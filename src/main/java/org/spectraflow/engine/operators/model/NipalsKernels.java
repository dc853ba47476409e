package org.spectraflow.engine.operators.model;

/**
 * The matrix-vector kernels of {@link CentredRows} over four row-major rows at a time, written
 * for speed without changing a single rounding: every output element is accumulated in the same
 * order as the textbook loop (rows in order for {@code Mᵀv}, columns in order for {@code Mv}).
 * Dot products run four rows at a time in independent accumulators, which hides the
 * floating-point add latency; transposed products fuse into the same pass.
 */
final class NipalsKernels {

  private static final int ROWS = 4;

  private NipalsKernels() {}

  /**
   * out[b] = a · vs[b] for every b, each sum in index order; four products run side by side in
   * independent accumulators.
   */
  static void dots(double[] a, double[][] vs, double[] out) {
    int b = 0;
    for (; b + ROWS <= vs.length; b += ROWS) {
      double[] v0 = vs[b];
      double[] v1 = vs[b + 1];
      double[] v2 = vs[b + 2];
      double[] v3 = vs[b + 3];
      double s0 = 0.0;
      double s1 = 0.0;
      double s2 = 0.0;
      double s3 = 0.0;
      for (int j = 0; j < a.length; j++) {
        double aj = a[j];
        s0 += aj * v0[j];
        s1 += aj * v1[j];
        s2 += aj * v2[j];
        s3 += aj * v3[j];
      }
      out[b] = s0;
      out[b + 1] = s1;
      out[b + 2] = s2;
      out[b + 3] = s3;
    }
    for (; b < vs.length; b++) {
      out[b] = dot(vs[b], 0, a, a.length);
    }
  }

  static double dot(double[] m, int off, double[] v, int p) {
    double s = 0.0;
    for (int j = 0; j < p; j++) {
      s += m[off + j] * v[j];
    }
    return s;
  }

  /** t[at..at+3] = rows off..off+3p of M times w, each sum in column order. */
  static void dot4(double[] m, int off, int p, double[] w, double[] t, int at) {
    double s0 = 0.0;
    double s1 = 0.0;
    double s2 = 0.0;
    double s3 = 0.0;
    int o1 = off + p;
    int o2 = o1 + p;
    int o3 = o2 + p;
    for (int j = 0; j < p; j++) {
      double wj = w[j];
      s0 += m[off + j] * wj;
      s1 += m[o1 + j] * wj;
      s2 += m[o2 + j] * wj;
      s3 += m[o3 + j] * wj;
    }
    t[at] = s0;
    t[at + 1] = s1;
    t[at + 2] = s2;
    t[at + 3] = s3;
  }

  static void axpy(double[] m, int off, double a, double[] out, int p) {
    for (int j = 0; j < p; j++) {
      out[j] += m[off + j] * a;
    }
  }

  /** out[j] += rows off..off+3p of M times t[at..at+3], added one row after the other. */
  static void axpy4(double[] m, int off, int p, double[] t, int at, double[] out) {
    double a0 = t[at];
    double a1 = t[at + 1];
    double a2 = t[at + 2];
    double a3 = t[at + 3];
    int o1 = off + p;
    int o2 = o1 + p;
    int o3 = o2 + p;
    for (int j = 0; j < p; j++) {
      out[j] = out[j] + m[off + j] * a0 + m[o1 + j] * a1 + m[o2 + j] * a2 + m[o3 + j] * a3;
    }
  }
}
