package org.spectraflow.engine.operators.transform.nirs;

/**
 * Solves a symmetric positive definite banded system {@code A z = b} by an LDLᵀ factorisation in
 * band storage, in O(n·m²) time and O(n·m) memory for half-bandwidth m. The baseline estimators
 * solve the Whittaker system {@code (W + λ DᵀD) z = W y} (pentadiagonal for second differences)
 * once per reweighting iteration, for spectra of thousands of points: a dense solve would cost
 * O(n³), and our dependencies hold no sparse or banded solver (scipy's {@code spsolve} and {@code
 * solveh_banded} play this role in Python), hence this small kernel. No pivoting is needed for a
 * positive definite matrix. Stateless.
 */
public final class BandedLdl {

  private BandedLdl() {}

  /**
   * Solves in place. {@code band[k][i]} holds {@code A[i][i+k]} for k = 0..m (so {@code band[0]} is
   * the diagonal, of length n, and {@code band[k]} has length n - k); it is overwritten by the
   * factors (D on the diagonal, L below it by symmetry). {@code b} is overwritten by the solution.
   *
   * @throws IllegalArgumentException when a pivot is not positive (A not positive definite)
   */
  public static void solveInPlace(double[][] band, double[] b) {
    int n = band[0].length;
    int m = band.length - 1;
    double[] d = band[0];
    for (int i = 0; i < n; i++) {
      // L[i][j] = (A[i][j] - sum_{k<j} L[i][k] L[j][k] d[k]) / d[j] for j in [i-m, i)
      for (int j = Math.max(0, i - m); j < i; j++) {
        double s = band[i - j][j];
        for (int k = Math.max(0, i - m); k < j; k++) {
          s -= band[i - k][k] * band[j - k][k] * d[k];
        }
        band[i - j][j] = s / d[j];
      }
      double s = d[i];
      for (int k = Math.max(0, i - m); k < i; k++) {
        double l = band[i - k][k];
        s -= l * l * d[k];
      }
      if (!(s > 0.0)) {
        throw new IllegalArgumentException(
            "banded system is not positive definite (pivot " + s + " at " + i + ")");
      }
      d[i] = s;
    }
    for (int i = 0; i < n; i++) {
      double s = b[i];
      for (int k = Math.max(0, i - m); k < i; k++) {
        s -= band[i - k][k] * b[k];
      }
      b[i] = s;
    }
    for (int i = 0; i < n; i++) {
      b[i] /= d[i];
    }
    for (int i = n - 1; i >= 0; i--) {
      double s = b[i];
      for (int k = i + 1; k <= Math.min(n - 1, i + m); k++) {
        s -= band[k - i][i] * b[k];
      }
      b[i] = s;
    }
  }
}
