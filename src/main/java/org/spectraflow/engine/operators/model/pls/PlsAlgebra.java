package org.spectraflow.engine.operators.model.pls;

import org.spectraflow.engine.operators.linalg.JacobiSvd;

/** Dense vector and matrix products shared by the PLS family's algorithms. Stateless. */
final class PlsAlgebra {

  private PlsAlgebra() {}

  /** {@code a·b}. */
  static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  /** The Euclidean norm of {@code a}. */
  static double norm(double[] a) {
    return Math.sqrt(dot(a, a));
  }

  /** {@code a / s}, in place. */
  static void divide(double[] a, double s) {
    for (int i = 0; i < a.length; i++) {
      a[i] /= s;
    }
  }

  /** {@code y += s·x}, in place. */
  static void axpy(double s, double[] x, double[] y) {
    for (int i = 0; i < x.length; i++) {
      y[i] += s * x[i];
    }
  }

  /** {@code X·v} for samples × features {@code x}. */
  static double[] times(double[][] x, double[] v) {
    double[] out = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      out[i] = dot(x[i], v);
    }
    return out;
  }

  /** {@code Xᵀ·t} for samples × features {@code x}. */
  static double[] timesTransposed(double[][] x, double[] t) {
    double[] out = new double[x[0].length];
    for (int i = 0; i < x.length; i++) {
      axpy(t[i], x[i], out);
    }
    return out;
  }

  /** {@code Xᵀ·Y} (features × targets). */
  static double[][] crossProduct(double[][] x, double[][] y) {
    int p = x[0].length;
    int q = y[0].length;
    double[][] out = new double[p][q];
    for (int i = 0; i < x.length; i++) {
      for (int f = 0; f < p; f++) {
        double v = x[i][f];
        for (int t = 0; t < q; t++) {
          out[f][t] += v * y[i][t];
        }
      }
    }
    return out;
  }

  /** Column {@code t} of {@code m}. */
  static double[] column(double[][] m, int t) {
    double[] out = new double[m.length];
    for (int i = 0; i < m.length; i++) {
      out[i] = m[i][t];
    }
    return out;
  }

  /**
   * The dominant left singular vector of {@code s} (features × targets), unit length; the
   * normalised column itself for one target; null when {@code s} is zero (the targets' residual is
   * explained). Its sign is arbitrary (predictions do not depend on it).
   */
  static double[] dominantDirection(double[][] s) {
    double[] w;
    if (s[0].length == 1) {
      w = column(s, 0);
    } else {
      w = column(JacobiSvd.of(s).u(), 0);
    }
    double n = norm(w);
    if (!(n > 0)) {
      return null;
    }
    divide(w, n);
    return w;
  }

  /** {@code Σ_a r[a] q[a]ᵀ} (features × targets) for rows {@code r} and {@code q}. */
  static double[][] outerSum(double[][] r, double[][] q, int k, int p, int targets) {
    double[][] b = new double[p][targets];
    for (int a = 0; a < k; a++) {
      for (int f = 0; f < p; f++) {
        for (int t = 0; t < targets; t++) {
          b[f][t] += r[a][f] * q[a][t];
        }
      }
    }
    return b;
  }
}
