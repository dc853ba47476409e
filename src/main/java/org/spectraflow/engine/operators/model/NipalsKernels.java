package org.spectraflow.engine.operators.model;

/**
 * The matrix-vector passes of {@link Nipals} over a row-major {@code n × p} matrix, written for
 * speed without changing a single rounding: every output element is accumulated in the same order
 * as the textbook loop (rows in order for {@code Mᵀv}, columns in order for {@code Mv}). Dot
 * products run four rows at a time in independent accumulators, which hides the floating-point
 * add latency; transposed products fuse into the same pass.
 */
final class NipalsKernels {

  private static final int ROWS = 4;

  private NipalsKernels() {}

  /** {@code Mᵀv}: out[j] = Σ_i m[i][j]·v[i], summed in row order from 0. */
  static double[] multiplyTransposed(double[] m, int n, int p, double[] v) {
    double[] out = new double[p];
    for (int i = 0; i < n; i++) {
      axpy(m, i * p, v[i], out, p);
    }
    return out;
  }

  /**
   * {@code t = Mw}, and when {@code mtT} is not null also {@code mtT += Mᵀt} in the same pass
   * (mtT must start at zero). Returns t.
   */
  static double[] multiply(double[] m, int n, int p, double[] w, double[] mtT) {
    double[] t = new double[n];
    int i = 0;
    for (; i + ROWS <= n; i += ROWS) {
      dot4(m, i * p, p, w, t, i);
      if (mtT != null) {
        axpy4(m, i * p, p, t, i, mtT);
      }
    }
    for (; i < n; i++) {
      t[i] = dot(m, i * p, w, p);
      if (mtT != null) {
        axpy(m, i * p, t[i], mtT, p);
      }
    }
    return t;
  }

  /**
   * Deflates {@code M ← M − t·loadingᵀ} in place and returns {@code Mᵀu} of the deflated matrix,
   * both in one pass.
   */
  static double[] deflateThenMultiplyTransposed(double[] m, int n, int p, double[] t,
      double[] loading, double[] u) {
    double[] out = new double[p];
    int i = 0;
    for (; i + ROWS <= n; i += ROWS) {
      deflate4(m, i * p, p, t, u, i, loading, out);
    }
    for (; i < n; i++) {
      int off = i * p;
      double ti = t[i];
      double ui = u[i];
      for (int j = 0; j < p; j++) {
        double d = m[off + j] - ti * loading[j];
        m[off + j] = d;
        out[j] += d * ui;
      }
    }
    return out;
  }

  /** Four rows of {@link #deflateThenMultiplyTransposed}, rows added to out in order. */
  private static void deflate4(double[] m, int off, int p, double[] t, double[] u, int at,
      double[] loading, double[] out) {
    double t0 = t[at];
    double t1 = t[at + 1];
    double t2 = t[at + 2];
    double t3 = t[at + 3];
    double u0 = u[at];
    double u1 = u[at + 1];
    double u2 = u[at + 2];
    double u3 = u[at + 3];
    int o1 = off + p;
    int o2 = o1 + p;
    int o3 = o2 + p;
    for (int j = 0; j < p; j++) {
      double l = loading[j];
      double d0 = m[off + j] - t0 * l;
      double d1 = m[o1 + j] - t1 * l;
      double d2 = m[o2 + j] - t2 * l;
      double d3 = m[o3 + j] - t3 * l;
      m[off + j] = d0;
      m[o1 + j] = d1;
      m[o2 + j] = d2;
      m[o3 + j] = d3;
      out[j] = out[j] + d0 * u0 + d1 * u1 + d2 * u2 + d3 * u3;
    }
  }

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

  private static double dot(double[] m, int off, double[] v, int p) {
    double s = 0.0;
    for (int j = 0; j < p; j++) {
      s += m[off + j] * v[j];
    }
    return s;
  }

  /** t[at..at+3] = rows off..off+3p of M times w, each sum in column order. */
  private static void dot4(double[] m, int off, int p, double[] w, double[] t, int at) {
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

  private static void axpy(double[] m, int off, double a, double[] out, int p) {
    for (int j = 0; j < p; j++) {
      out[j] += m[off + j] * a;
    }
  }

  /** out[j] += rows off..off+3p of M times t[at..at+3], added one row after the other. */
  private static void axpy4(double[] m, int off, int p, double[] t, int at, double[] out) {
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
