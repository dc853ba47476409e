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
 * <p>Predictions and the coefficients' {@code PᵀW} use the same ordered dot products, eight rows
 * side by side ({@link #orderedDots}).
 */
final class NipalsKernels {

  private static final int ROWS = 8;

  private NipalsKernels() {}

  /** out[b] = a · vs[b] for every b, eight products side by side, each as {@link #orderedDot}. */
  static void orderedDots(double[] a, double[][] vs, double[] out) {
    int p = a.length;
    int b = 0;
    for (; b + ROWS <= vs.length; b += ROWS) {
      orderedDots8(vs, b, a, p, out, b);
    }
    if (b < vs.length) {
      orderedDotsTail(vs, b, vs.length - b, a, p, out, b);
    }
  }

  /**
   * t[at + r] = rows[first + r] · w for r < count (1 to 8 rows), each the ordered sum of {@link
   * #orderedDot}, computed side by side: up to four rows as four chains, more as eight, the missing
   * chains repeating the last row (their results are dropped). Independent chains cost no more than
   * one until the adds, not their latency, are the limit, so a tail of three rows costs as much as
   * one row instead of three; every sum keeps its order, so the bits are those of {@link
   * #orderedDot}.
   */
  static void orderedDotsTail(
      double[][] rows, int first, int count, double[] w, int p, double[] t, int at) {
    if (count == 1) {
      t[at] = orderedDot(rows[first], w, p);
      return;
    }
    int chains = count > 4 ? 8 : 4;
    double[][] padded = new double[chains][];
    for (int r = 0; r < chains; r++) {
      padded[r] = rows[first + Math.min(r, count - 1)];
    }
    double[] sums = new double[chains];
    if (chains == 8) {
      orderedDots8(padded, 0, w, p, sums, 0);
    } else {
      orderedDots4(padded, w, p, sums);
    }
    System.arraycopy(sums, 0, t, at, count);
  }

  /** out[r] = rows[r] · w for r < 4, four ordered sums side by side. */
  static void orderedDots4(double[][] rows, double[] w, int p, double[] out) {
    double[] v0 = rows[0];
    double[] v1 = rows[1];
    double[] v2 = rows[2];
    double[] v3 = rows[3];
    double s0 = 0.0;
    double s1 = 0.0;
    double s2 = 0.0;
    double s3 = 0.0;
    for (int j = 0; j < p; j++) {
      double wj = w[j];
      s0 += v0[j] * wj;
      s1 += v1[j] * wj;
      s2 += v2[j] * wj;
      s3 += v3[j] * wj;
    }
    out[0] = s0;
    out[1] = s1;
    out[2] = s2;
    out[3] = s3;
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
