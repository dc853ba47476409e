package org.spectraflow.engine.operators.model;

/**
 * The matrix-vector kernels of {@link CentredRows} and {@link PlsModel} over four row-major rows at
 * a time. A dot product is reassociated into two interleaved partial sums (even and odd indices,
 * added at the end), and four rows run side by side: eight independent accumulators, which hide the
 * floating-point add latency the JIT cannot hide in an ordered sum (it does not vectorise double
 * reductions). Every dot product of a given length is summed in the same order wherever it is
 * computed, so a resident and a streamed matrix, a cached and an uncached run, give the same bits.
 * Transposed products ({@code axpy}) keep the textbook order: they are element-wise, which the JIT
 * vectorises as they are.
 */
final class NipalsKernels {

  private static final int ROWS = 4;

  private NipalsKernels() {}

  /** out[b] = a · vs[b] for every b, four products side by side, each as {@link #dot}. */
  static void dots(double[] a, double[][] vs, double[] out) {
    int b = 0;
    for (; b + ROWS <= vs.length; b += ROWS) {
      dot4(a, vs[b], vs[b + 1], vs[b + 2], vs[b + 3], out, b);
    }
    for (; b < vs.length; b++) {
      out[b] = dot(vs[b], 0, a, a.length);
    }
  }

  private static void dot4(
      double[] a, double[] v0, double[] v1, double[] v2, double[] v3, double[] out, int at) {
    int p = a.length;
    double s0 = 0.0;
    double s1 = 0.0;
    double s2 = 0.0;
    double s3 = 0.0;
    double u0 = 0.0;
    double u1 = 0.0;
    double u2 = 0.0;
    double u3 = 0.0;
    int j = 0;
    for (; j + 1 < p; j += 2) {
      double a0 = a[j];
      double a1 = a[j + 1];
      s0 += a0 * v0[j];
      u0 += a1 * v0[j + 1];
      s1 += a0 * v1[j];
      u1 += a1 * v1[j + 1];
      s2 += a0 * v2[j];
      u2 += a1 * v2[j + 1];
      s3 += a0 * v3[j];
      u3 += a1 * v3[j + 1];
    }
    if (j < p) {
      double aj = a[j];
      s0 += aj * v0[j];
      s1 += aj * v1[j];
      s2 += aj * v2[j];
      s3 += aj * v3[j];
    }
    out[at] = s0 + u0;
    out[at + 1] = s1 + u1;
    out[at + 2] = s2 + u2;
    out[at + 3] = s3 + u3;
  }

  /** m[off..off+p) · v: even and odd indices in two partial sums, added at the end. */
  static double dot(double[] m, int off, double[] v, int p) {
    double s = 0.0;
    double u = 0.0;
    int j = 0;
    for (; j + 1 < p; j += 2) {
      s += m[off + j] * v[j];
      u += m[off + j + 1] * v[j + 1];
    }
    if (j < p) {
      s += m[off + j] * v[j];
    }
    return s + u;
  }

  /** t[at..at+3] = rows off..off+3p of M times w, each summed as {@link #dot}. */
  static void dot4(double[] m, int off, int p, double[] w, double[] t, int at) {
    double s0 = 0.0;
    double s1 = 0.0;
    double s2 = 0.0;
    double s3 = 0.0;
    double u0 = 0.0;
    double u1 = 0.0;
    double u2 = 0.0;
    double u3 = 0.0;
    int o1 = off + p;
    int o2 = o1 + p;
    int o3 = o2 + p;
    int j = 0;
    for (; j + 1 < p; j += 2) {
      double w0 = w[j];
      double w1 = w[j + 1];
      s0 += m[off + j] * w0;
      u0 += m[off + j + 1] * w1;
      s1 += m[o1 + j] * w0;
      u1 += m[o1 + j + 1] * w1;
      s2 += m[o2 + j] * w0;
      u2 += m[o2 + j + 1] * w1;
      s3 += m[o3 + j] * w0;
      u3 += m[o3 + j + 1] * w1;
    }
    if (j < p) {
      double wj = w[j];
      s0 += m[off + j] * wj;
      s1 += m[o1 + j] * wj;
      s2 += m[o2 + j] * wj;
      s3 += m[o3 + j] * wj;
    }
    t[at] = s0 + u0;
    t[at + 1] = s1 + u1;
    t[at + 2] = s2 + u2;
    t[at + 3] = s3 + u3;
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
