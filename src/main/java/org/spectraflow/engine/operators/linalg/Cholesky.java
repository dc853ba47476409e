package org.spectraflow.engine.operators.linalg;

/**
 * The Cholesky factorisation {@code A = L Lᵀ} of a symmetric positive-definite matrix, used to
 * solve ridge normal equations. Immutable after construction.
 */
public final class Cholesky {

  private final int n;
  private final double[] l;

  private Cholesky(double[] a, int n) {
    this.n = n;
    this.l = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= i; j++) {
        double s = a[i * n + j];
        for (int k = 0; k < j; k++) {
          s -= l[i * n + k] * l[j * n + k];
        }
        if (i == j) {
          if (!(s > 0)) {
            throw new ArithmeticException(
                "matrix is not positive definite (pivot " + i + " = " + s + ")");
          }
          l[i * n + i] = Math.sqrt(s);
        } else {
          l[i * n + j] = s / l[j * n + j];
        }
      }
    }
  }

  /** Factors the row-major {@code n × n} matrix {@code a} (only its lower triangle is read). */
  public static Cholesky of(double[] a, int n) {
    return new Cholesky(a, n);
  }

  /** {@code log det A = 2·Σ log Lᵢᵢ}. */
  public double logDeterminant() {
    double s = 0.0;
    for (int i = 0; i < n; i++) {
      s += Math.log(l[i * n + i]);
    }
    return 2 * s;
  }

  /** Solves {@code A x = b}. */
  public double[] solve(double[] b) {
    double[] x = b.clone();
    for (int i = 0; i < n; i++) {
      double s = x[i];
      for (int k = 0; k < i; k++) {
        s -= l[i * n + k] * x[k];
      }
      x[i] = s / l[i * n + i];
    }
    for (int i = n - 1; i >= 0; i--) {
      double s = x[i];
      for (int k = i + 1; k < n; k++) {
        s -= l[k * n + i] * x[k];
      }
      x[i] = s / l[i * n + i];
    }
    return x;
  }
}
