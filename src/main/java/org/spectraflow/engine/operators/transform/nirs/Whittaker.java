package org.spectraflow.engine.operators.transform.nirs;

/**
 * The weighted Whittaker smoother of Eilers (2003) that the penalised-least-squares baselines
 * share: for a spectrum y, weights w and smoothness λ it returns z solving {@code (W + λ DᵀD) z = W
 * y}, D the second-difference matrix ((n-2) × n), by {@link BandedLdl}. Holds the band of DᵀD for
 * one spectrum length; immutable and thread-safe.
 */
public final class Whittaker {

  /** Fewest points the second-difference penalty needs. */
  public static final int MIN_POINTS = 3;

  private final double lambda;
  private final double[][] penalty;

  /** The smoother for spectra of {@code n >= 3} points and smoothness {@code lambda > 0}. */
  public Whittaker(int n, double lambda) {
    if (n < MIN_POINTS) {
      throw new IllegalArgumentException(
          "the Whittaker smoother needs at least 3 points, was " + n);
    }
    this.lambda = lambda;
    penalty = new double[][] {new double[n], new double[n - 1], new double[n - 2]};
    // DᵀD = Σ_r d_rᵀ d_r over the rows d_r = (1, -2, 1) at columns r, r+1, r+2
    double[] row = {1.0, -2.0, 1.0};
    for (int r = 0; r < n - 2; r++) {
      for (int a = 0; a < 3; a++) {
        for (int b = a; b < 3; b++) {
          penalty[b - a][r + a] += row[a] * row[b];
        }
      }
    }
  }

  /** The smoothed z for data {@code y} and weights {@code w} (both unchanged). */
  public double[] smooth(double[] y, double[] w) {
    int n = y.length;
    double[][] band = new double[3][];
    for (int k = 0; k < 3; k++) {
      band[k] = new double[n - k];
      for (int i = 0; i < n - k; i++) {
        band[k][i] = lambda * penalty[k][i];
      }
    }
    double[] z = new double[n];
    for (int i = 0; i < n; i++) {
      band[0][i] += w[i];
      z[i] = w[i] * y[i];
    }
    BandedLdl.solveInPlace(band, z);
    return z;
  }
}
