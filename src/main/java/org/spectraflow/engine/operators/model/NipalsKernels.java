package org.spectraflow.engine.operators.model;

/**
 * The matrix-vector kernels of {@link CentredRows} and {@link PlsModel}. A matrix is an array of
 * rows, each its own array: the JDK 25 JIT vectorises {@code out[j] += row[j] · a} (arrays indexed
 * alike) but not {@code out[j] += m[off + j] · a} over one flat matrix (it cannot rule out that
 * {@code m} and {@code out} are one array), nor any ordered double sum. So {@code Xᵀu} is {@link
 * #axpy4} ({@code out += u_i · X[i, :]}, four rows per pass over {@code out}, added in row order)
 * and vectorised; {@code X w} is {@link #orderedDots8}, eight rows side by side, each sum in index
 * order: eight independent chains hide the add latency the JIT does not hide. Making {@code X w}
 * element-wise too needs a column-major copy ({@code t += w_j · X[:, j]}); measured, its
 * transposition and the second pass over memory cost more than the reductions it removes
 * (docs/performance.md, "PLS: NIPALS speed and memory"). Every product is summed in the same order
 * wherever it is computed, so a resident and a streamed matrix, a cached and an uncached run, give
 * the same bits.
 *
 * <p>Predictions ({@link #dots}) use reassociated dot products: two interleaved partial sums (even
 * and odd indices, added at the end), four rows side by side.
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

  static void axpy(double[] m, int off, double a, double[] out, int p) {
    for (int j = 0; j < p; j++) {
      out[j] += m[off + j] * a;
    }
  }

  /** out[j] += rows m0..m3 times a0..a3 over j < p, added one row after the other. */
  static void axpy4(
      double[] m0,
      double[] m1,
      double[] m2,
      double[] m3,
      double a0,
      double a1,
      double a2,
      double a3,
      double[] out,
      int p) {
    for (int j = 0; j < p; j++) {
      out[j] = out[j] + m0[j] * a0 + m1[j] * a1 + m2[j] * a2 + m3[j] * a3;
    }
  }

  /** out[j] += row[j] · a over j < p. */
  static void axpy(double[] row, double a, double[] out, int p) {
    for (int j = 0; j < p; j++) {
      out[j] += row[j] * a;
    }
  }

  /**
   * t[at + r] = rows[first + r] · w for r < 8, each the ordered sum over j from 0; eight
   * independent sums hide the add latency.
   */
  static void orderedDots8(double[][] rows, int first, double[] w, int p, double[] t, int at) {
    double[] v0 = rows[first];
    double[] v1 = rows[first + 1];
    double[] v2 = rows[first + 2];
    double[] v3 = rows[first + 3];
    double[] v4 = rows[first + 4];
    double[] v5 = rows[first + 5];
    double[] v6 = rows[first + 6];
    double[] v7 = rows[first + 7];
    double s0 = 0.0;
    double s1 = 0.0;
    double s2 = 0.0;
    double s3 = 0.0;
    double s4 = 0.0;
    double s5 = 0.0;
    double s6 = 0.0;
    double s7 = 0.0;
    for (int j = 0; j < p; j++) {
      double wj = w[j];
      s0 += v0[j] * wj;
      s1 += v1[j] * wj;
      s2 += v2[j] * wj;
      s3 += v3[j] * wj;
      s4 += v4[j] * wj;
      s5 += v5[j] * wj;
      s6 += v6[j] * wj;
      s7 += v7[j] * wj;
    }
    t[at] = s0;
    t[at + 1] = s1;
    t[at + 2] = s2;
    t[at + 3] = s3;
    t[at + 4] = s4;
    t[at + 5] = s5;
    t[at + 6] = s6;
    t[at + 7] = s7;
  }

  /** row · w over j < p, the ordered sum of {@link #orderedDots8}. */
  static double orderedDot(double[] row, double[] w, int p) {
    double s = 0.0;
    for (int j = 0; j < p; j++) {
      s += row[j] * w[j];
    }
    return s;
  }
}
