package org.spectraflow.engine.operators.model;

import libsvm.svm_parameter;

/**
 * LIBSVM's kernels (Chang and Lin, BSD-3-Clause; {@code Kernel.kernel_function} and {@code
 * Kernel.k_function} of the Java port 3.31) on dense row-major float64 rows, computed with the same
 * arithmetic in the same order: every dot product and every squared distance is one sequential sum
 * over the columns, as LIBSVM sums its node arrays, so each kernel value has LIBSVM's bits. The
 * speed comes from working on several row pairs at once (independent sums in flight, loops the JIT
 * can vectorise), not from reordering any sum.
 *
 * <p>Training hands LIBSVM the {@link #trainingMatrix} as a precomputed kernel; prediction
 * evaluates {@link #against} the support vectors directly. Stateless.
 */
final class DenseSvmKernels {

  private DenseSvmKernels() {}

  /**
   * The training kernel matrix {@code K[i][j] = kernel_function(i, j)} of LIBSVM for the rows
   * {@code x}: the Gram matrix {@code G} of sequential dot products, then per kernel type {@code G}
   * (linear), {@code powi(γ·G + coef0, degree)} (poly), {@code exp(−γ·(G_ii + G_jj − 2·G_ij))}
   * (rbf, LIBSVM's {@code x_square} being {@code G_ii}) or {@code tanh(γ·G + coef0)} (sigmoid).
   */
  static double[][] trainingMatrix(double[][] x, svm_parameter p) {
    int n = x.length;
    double[][] g = gram(x);
    double[][] k = new double[n][n];
    for (int i = 0; i < n; i++) {
      double[] gi = g[i];
      double[] ki = k[i];
      for (int j = 0; j < n; j++) {
        double dot = gi[j];
        ki[j] =
            switch (p.kernel_type) {
              case svm_parameter.LINEAR -> dot;
              case svm_parameter.POLY -> powi(p.gamma * dot + p.coef0, p.degree);
              case svm_parameter.RBF -> Math.exp(-p.gamma * (gi[i] + g[j][j] - 2 * dot));
              case svm_parameter.SIGMOID -> Math.tanh(p.gamma * dot + p.coef0);
              default -> throw new IllegalArgumentException("kernel type " + p.kernel_type);
            };
      }
    }
    return k;
  }

  /** Columns per tile of {@link #gram}: a tile of the transposed rows stays in cache. */
  private static final int TILE = 256;

  /**
   * The Gram matrix of sequential dot products {@code G[i][j] = Σ_c x[i][c]·x[j][c]} (c ascending,
   * one running sum per entry), symmetric by construction. Each entry is accumulated in place while
   * the columns run in ascending tiles, four rows at a time against the transposed rows: the inner
   * loop runs over {@code j} (no sum is reordered, and the JIT can vectorise it). The upper
   * triangle is computed and mirrored (a product's factors commute, so {@code G[j][i]} would have
   * the same bits).
   */
  static double[][] gram(double[][] x) {
    int n = x.length;
    int p = n == 0 ? 0 : x[0].length;
    double[][] xt = new double[p][n];
    for (int i = 0; i < n; i++) {
      double[] row = x[i];
      for (int c = 0; c < p; c++) {
        xt[c][i] = row[c];
      }
    }
    double[][] g = new double[n][n];
    for (int c0 = 0; c0 < p; c0 += TILE) {
      int c1 = Math.min(p, c0 + TILE);
      int i = 0;
      for (; i + 4 <= n; i += 4) {
        double[] g0 = g[i];
        double[] g1 = g[i + 1];
        double[] g2 = g[i + 2];
        double[] g3 = g[i + 3];
        double[] x0 = x[i];
        double[] x1 = x[i + 1];
        double[] x2 = x[i + 2];
        double[] x3 = x[i + 3];
        for (int c = c0; c < c1; c++) {
          double a0 = x0[c];
          double a1 = x1[c];
          double a2 = x2[c];
          double a3 = x3[c];
          double[] col = xt[c];
          for (int j = i; j < n; j++) {
            double v = col[j];
            g0[j] += a0 * v;
            g1[j] += a1 * v;
            g2[j] += a2 * v;
            g3[j] += a3 * v;
          }
        }
      }
      for (; i < n; i++) {
        double[] gi = g[i];
        double[] xi = x[i];
        for (int c = c0; c < c1; c++) {
          double a = xi[c];
          double[] col = xt[c];
          for (int j = i; j < n; j++) {
            gi[j] += a * col[j];
          }
        }
      }
    }
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < r; c++) {
        g[r][c] = g[c][r];
      }
    }
    return g;
  }

  /**
   * LIBSVM's {@code k_function(row, sv[s])} for every support vector {@code s}: the dot product (or
   * for rbf the squared distance {@code Σ (row_c − sv_c)²}) summed sequentially, four support
   * vectors at a time.
   */
  static double[] against(double[] row, double[][] sv, svm_parameter p, double[] out) {
    int m = sv.length;
    boolean rbf = p.kernel_type == svm_parameter.RBF;
    int width = row.length;
    int s = 0;
    for (; s + 4 <= m; s += 4) {
      double[] b0 = sv[s];
      double[] b1 = sv[s + 1];
      double[] b2 = sv[s + 2];
      double[] b3 = sv[s + 3];
      double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
      if (rbf) {
        for (int c = 0; c < width; c++) {
          double u = row[c];
          double d0 = u - b0[c];
          double d1 = u - b1[c];
          double d2 = u - b2[c];
          double d3 = u - b3[c];
          s0 += d0 * d0;
          s1 += d1 * d1;
          s2 += d2 * d2;
          s3 += d3 * d3;
        }
      } else {
        for (int c = 0; c < width; c++) {
          double u = row[c];
          s0 += u * b0[c];
          s1 += u * b1[c];
          s2 += u * b2[c];
          s3 += u * b3[c];
        }
      }
      out[s] = finish(s0, p);
      out[s + 1] = finish(s1, p);
      out[s + 2] = finish(s2, p);
      out[s + 3] = finish(s3, p);
    }
    for (; s < m; s++) {
      double sum = 0;
      double[] b = sv[s];
      if (rbf) {
        for (int c = 0; c < width; c++) {
          double d = row[c] - b[c];
          sum += d * d;
        }
      } else {
        sum = dot(row, b);
      }
      out[s] = finish(sum, p);
    }
    return out;
  }

  /** The kernel value from the dot product (the squared distance for rbf), as k_function. */
  private static double finish(double sum, svm_parameter p) {
    return switch (p.kernel_type) {
      case svm_parameter.LINEAR -> sum;
      case svm_parameter.POLY -> powi(p.gamma * sum + p.coef0, p.degree);
      case svm_parameter.RBF -> Math.exp(-p.gamma * sum);
      case svm_parameter.SIGMOID -> Math.tanh(p.gamma * sum + p.coef0);
      default -> throw new IllegalArgumentException("kernel type " + p.kernel_type);
    };
  }

  private static double dot(double[] a, double[] b) {
    double sum = 0;
    for (int c = 0; c < a.length; c++) {
      sum += a[c] * b[c];
    }
    return sum;
  }

  /** LIBSVM's {@code powi}: {@code base^times} by repeated squaring. */
  static double powi(double base, int times) {
    double tmp = base;
    double ret = 1.0;
    for (int t = times; t > 0; t /= 2) {
      if (t % 2 == 1) {
        ret *= tmp;
      }
      tmp = tmp * tmp;
    }
    return ret;
  }
}
