package org.spectraflow.engine.operators.model;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * The NIPALS iterations of scikit-learn's {@code _PLS.fit} (regression deflation, mode A),
 * step for step (spec §2.2). Works in place on private row-major copies; single use.
 */
final class Nipals {

  private static final double EPS = 2.220446049250313e-16;

  private final double[] x;
  private final double[] y;
  private final int n;
  private final int p;
  private final int q;
  private final boolean scale;
  private final int maxIter;
  private final double tol;
  private final BooleanSupplier cancelled;

  Nipals(double[] x, int n, int p, double[][] y, boolean scale, int maxIter, double tol,
      BooleanSupplier cancelled) {
    this.x = x;
    this.n = n;
    this.p = p;
    this.q = y[0].length;
    this.y = new double[n * q];
    for (int i = 0; i < n; i++) {
      System.arraycopy(y[i], 0, this.y, i * q, q);
    }
    this.scale = scale;
    this.maxIter = maxIter;
    this.tol = tol;
    this.cancelled = cancelled;
  }

  PlsModel fit(int components) {
    double[] xMean = Sums.centreColumns(x, n, p);
    double[] yMean = Sums.centreColumns(y, n, q);
    double[] xStd = scale ? standardise(x, n, p) : ones(p);
    double[] yStd = scale ? standardise(y, n, q) : ones(q);
    double[][] w = new double[components][];
    double[][] c = new double[components][];
    double[][] loadX = new double[components][];
    double[][] loadY = new double[components][];
    int done = 0;
    for (int k = 0; k < components; k++) {
      checkCancelled();
      zeroNegligibleTargets();
      double[][] weights = powerMethod();
      if (weights == null) {
        break;
      }
      flipSign(weights[0], weights[1]);
      double[] t = multiply(x, weights[0], p);
      double tt = dot(t, t);
      loadX[k] = deflate(x, p, t, tt);
      loadY[k] = deflate(y, q, t, tt);
      w[k] = weights[0];
      c[k] = weights[1];
      done++;
    }
    return new PlsModel(trim(w, done), trim(loadX, done), trim(loadY, done),
        xMean, xStd, yMean, yStd);
  }

  private void checkCancelled() {
    if (cancelled.getAsBoolean()) {
      throw new CancellationException("PLSRegression fit cancelled");
    }
  }

  /** Columns of y whose values are all below 10·eps in magnitude become exactly 0. */
  private void zeroNegligibleTargets() {
    for (int j = 0; j < q; j++) {
      boolean negligible = true;
      for (int i = 0; i < n && negligible; i++) {
        negligible = Math.abs(y[i * q + j]) < 10 * EPS;
      }
      if (negligible) {
        for (int i = 0; i < n; i++) {
          y[i * q + j] = 0.0;
        }
      }
    }
  }

  /** x_weights and y_weights of the current residuals, or null when y is constant. */
  private double[][] powerMethod() {
    double[] u = firstActiveTargetColumn();
    if (u == null) {
      return null;
    }
    double[] old = null;
    double[] w = null;
    double[] c = null;
    for (int it = 0; it < maxIter; it++) {
      checkCancelled();
      w = multiplyTransposed(x, u, p);
      divide(w, dot(u, u));
      divide(w, Math.sqrt(dot(w, w)) + EPS);
      double[] t = multiply(x, w, p);
      c = multiplyTransposed(y, t, q);
      divide(c, dot(t, t));
      u = multiply(y, c, q);
      divide(u, dot(c, c) + EPS);
      if (q == 1 || (old != null && squaredDistance(w, old) < tol)) {
        break;
      }
      old = w;
    }
    return new double[][] {w, c};
  }

  private double[] firstActiveTargetColumn() {
    for (int j = 0; j < q; j++) {
      double[] col = new double[n];
      boolean active = false;
      for (int i = 0; i < n; i++) {
        col[i] = y[i * q + j];
        active |= Math.abs(col[i]) > EPS;
      }
      if (active) {
        return col;
      }
    }
    return null;
  }

  private static void flipSign(double[] w, double[] c) {
    int arg = 0;
    for (int j = 1; j < w.length; j++) {
      if (Math.abs(w[j]) > Math.abs(w[arg])) {
        arg = j;
      }
    }
    double sign = Math.signum(w[arg]);
    for (int j = 0; j < w.length; j++) {
      w[j] *= sign;
    }
    for (int j = 0; j < c.length; j++) {
      c[j] *= sign;
    }
  }

  /** loading = Mᵀt / tᵀt; M ← M − t·loadingᵀ; returns the loading. */
  private double[] deflate(double[] m, int cols, double[] t, double tt) {
    double[] loading = multiplyTransposed(m, t, cols);
    divide(loading, tt);
    for (int i = 0; i < n; i++) {
      int off = i * cols;
      double ti = t[i];
      for (int j = 0; j < cols; j++) {
        m[off + j] -= ti * loading[j];
      }
    }
    return loading;
  }

  /** M v for the row-major n × cols matrix M. */
  private double[] multiply(double[] m, double[] v, int cols) {
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      int off = i * cols;
      double s = 0.0;
      for (int j = 0; j < cols; j++) {
        s += m[off + j] * v[j];
      }
      out[i] = s;
    }
    return out;
  }

  /** Mᵀ v for the row-major n × cols matrix M. */
  private double[] multiplyTransposed(double[] m, double[] v, int cols) {
    double[] out = new double[cols];
    for (int i = 0; i < n; i++) {
      int off = i * cols;
      double vi = v[i];
      for (int j = 0; j < cols; j++) {
        out[j] += m[off + j] * vi;
      }
    }
    return out;
  }

  static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  private static double squaredDistance(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      double d = a[i] - b[i];
      s += d * d;
    }
    return s;
  }

  private static void divide(double[] v, double by) {
    for (int i = 0; i < v.length; i++) {
      v[i] /= by;
    }
  }


  /** Divides centred columns by their ddof=1 standard deviation (zeros → 1); returns it. */
  private static double[] standardise(double[] m, int rows, int cols) {
    double[] mu = Sums.columnMeans(m, rows, cols, false);
    double[] sq = new double[m.length];
    for (int k = 0; k < m.length; k++) {
      double d = m[k] - mu[k % cols];
      sq[k] = d * d;
    }
    double[] std = Sums.seq(sq, rows, cols, false);
    for (int j = 0; j < cols; j++) {
      std[j] = Math.sqrt(std[j] / (rows - 1));
      if (std[j] == 0.0) {
        std[j] = 1.0;
      }
    }
    for (int k = 0; k < m.length; k++) {
      m[k] /= std[k % cols];
    }
    return std;
  }

  private static double[] ones(int len) {
    double[] v = new double[len];
    java.util.Arrays.fill(v, 1.0);
    return v;
  }

  private static double[][] trim(double[][] a, int len) {
    return java.util.Arrays.copyOf(a, len);
  }
}
