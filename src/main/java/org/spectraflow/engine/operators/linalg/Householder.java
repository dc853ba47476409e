package org.spectraflow.engine.operators.linalg;

/**
 * A Householder QR factorisation of a dense {@code m × n} matrix with {@code m ≥ n} and full column
 * rank, for least-squares and minimum-norm solves of small systems (polynomial fits, PLS
 * rotations). Immutable after construction; safe to share between threads.
 */
public final class Householder {

  private final int m;
  private final int n;
  private final double[][] qr;
  private final double[] diag;

  /** Column k of the factored matrix (the k-th reflector below the diagonal), contiguous. */
  private final double[][] reflectors;

  private Householder(double[][] a) {
    m = a.length;
    n = a[0].length;
    if (m < n) {
      throw new IllegalArgumentException("QR needs rows >= columns, was " + m + "x" + n);
    }
    qr = new double[m][];
    for (int i = 0; i < m; i++) {
      qr[i] = a[i].clone();
    }
    diag = new double[n];
    factor();
    reflectors = new double[n][m];
    for (int i = 0; i < m; i++) {
      for (int k = 0; k < n; k++) {
        reflectors[k][i] = qr[i][k];
      }
    }
  }

  /** Factors {@code a} (not modified). */
  public static Householder of(double[][] a) {
    return new Householder(a);
  }

  private void factor() {
    for (int k = 0; k < n; k++) {
      double norm = 0;
      for (int i = k; i < m; i++) {
        norm = Math.hypot(norm, qr[i][k]);
      }
      if (norm != 0.0) {
        if (qr[k][k] < 0) {
          norm = -norm;
        }
        for (int i = k; i < m; i++) {
          qr[i][k] /= norm;
        }
        qr[k][k] += 1.0;
        for (int j = k + 1; j < n; j++) {
          double s = 0.0;
          for (int i = k; i < m; i++) {
            s += qr[i][k] * qr[i][j];
          }
          s = -s / qr[k][k];
          for (int i = k; i < m; i++) {
            qr[i][j] += s * qr[i][k];
          }
        }
      }
      diag[k] = -norm;
    }
  }

  /** True when no diagonal entry of R is zero (the matrix has full column rank). */
  public boolean fullRank() {
    for (double v : diag) {
      if (v == 0.0) {
        return false;
      }
    }
    return true;
  }

  /** The least-squares solution x minimising ‖A x − b‖₂ ({@code b} has m entries). */
  public double[] solve(double[] b) {
    requireFullRank();
    double[] y = b.clone();
    applyQt(y);
    double[] x = new double[n];
    for (int k = n - 1; k >= 0; k--) {
      double s = y[k];
      for (int j = k + 1; j < n; j++) {
        s -= qr[k][j] * x[j];
      }
      x[k] = s / diag[k];
    }
    return x;
  }

  /**
   * The pseudo-inverse {@code R⁻¹ Q₁ᵀ} of the factored matrix ({@code n × m}, row k contiguous):
   * {@code pinv · b} is the least-squares solution of {@link #solve}, as a product, for callers
   * solving against the same matrix many times. Equal to {@link #solve} up to rounding.
   */
  public double[][] pseudoInverse() {
    requireFullRank();
    double[][] p = new double[n][];
    for (int k = 0; k < n; k++) {
      double[] e = new double[m];
      e[k] = 1.0;
      applyQ(e);
      p[k] = e;
    }
    for (int k = n - 1; k >= 0; k--) {
      double[] row = p[k];
      for (int j = k + 1; j < n; j++) {
        double r = qr[k][j];
        double[] done = p[j];
        for (int i = 0; i < m; i++) {
          row[i] -= r * done[i];
        }
      }
      double d = diag[k];
      for (int i = 0; i < m; i++) {
        row[i] /= d;
      }
    }
    return p;
  }

  /**
   * The minimum-norm solution of the underdetermined system {@code Aᵀ c = e}, where A is the
   * factored matrix ({@code e} has n entries, the result m).
   */
  public double[] minNormTransposed(double[] e) {
    requireFullRank();
    double[] z = new double[m];
    for (int k = 0; k < n; k++) {
      double s = e[k];
      for (int j = 0; j < k; j++) {
        s -= qr[j][k] * z[j];
      }
      z[k] = s / diag[k];
    }
    applyQ(z);
    return z;
  }

  /** The inverse of the factored square matrix (column by column through {@link #solve}). */
  public double[][] inverse() {
    if (m != n) {
      throw new IllegalArgumentException("inverse needs a square matrix, was " + m + "x" + n);
    }
    double[][] inv = new double[n][n];
    for (int j = 0; j < n; j++) {
      double[] e = new double[n];
      e[j] = 1.0;
      double[] col = solve(e);
      for (int i = 0; i < n; i++) {
        inv[i][j] = col[i];
      }
    }
    return inv;
  }

  private void applyQt(double[] y) {
    for (int k = 0; k < n; k++) {
      reflect(k, y);
    }
  }

  private void applyQ(double[] y) {
    for (int k = n - 1; k >= 0; k--) {
      reflect(k, y);
    }
  }

  private void reflect(int k, double[] y) {
    double[] v = reflectors[k];
    if (v[k] == 0.0) {
      return;
    }
    double s = 0.0;
    for (int i = k; i < m; i++) {
      s += v[i] * y[i];
    }
    s = -s / v[k];
    for (int i = k; i < m; i++) {
      y[i] += s * v[i];
    }
  }

  private void requireFullRank() {
    if (!fullRank()) {
      throw new ArithmeticException("matrix is rank deficient (" + m + "x" + n + ")");
    }
  }
}
