package org.spectraflow.engine.diagnostics;

/**
 * The Q-residual (squared prediction error) limit of J. E. Jackson and G. S. Mudholkar, "Control
 * procedures for residuals associated with principal component analysis", Technometrics 21 (1979)
 * 341–349 (docs/diagnostics.md §4): with θ_i = Σ_j λ_j^i over the eigenvalues λ_j of the residual
 * covariance EᵀE/(n−1), h₀ = 1 − 2θ₁θ₃/(3θ₂²) and c_α the standard normal quantile,
 *
 * <pre>Q_α = θ₁ · [ c_α √(2θ₂h₀²)/θ₁ + 1 + θ₂h₀(h₀−1)/θ₁² ]^(1/h₀).</pre>
 *
 * <p>The power sums are traces, θ_i = tr(Mⁱ) for M = EᵀE/(n−1), computed exactly from the smaller
 * of the two Gram matrices (EᵀE is p × p, EEᵀ is n × n; they share their non-zero eigenvalues), so
 * no eigenvalue iteration is needed: tr(M) is the sum of the diagonal, tr(M²) the sum of squares of
 * all entries and tr(M³) = Σ_ij (M²)_ij M_ij (M is symmetric). Stateless.
 */
public final class QLimit {

  private QLimit() {}

  /**
   * The power sums θ₁, θ₂, θ₃ of the residual covariance's eigenvalues.
   *
   * @param theta1 Σ λ
   * @param theta2 Σ λ²
   * @param theta3 Σ λ³
   */
  public record Thetas(double theta1, double theta2, double theta3) {

    /** The power sums of the eigenvalues themselves. */
    public static Thetas ofEigenvalues(double[] lambda) {
      double t1 = 0;
      double t2 = 0;
      double t3 = 0;
      for (double l : lambda) {
        t1 += l;
        t2 += l * l;
        t3 += l * l * l;
      }
      return new Thetas(t1, t2, t3);
    }

    /** The power sums of the eigenvalues of EᵀE/(n−1) for the n × p residuals {@code e}. */
    public static Thetas ofResiduals(double[][] e) {
      int n = e.length;
      int p = n == 0 ? 0 : e[0].length;
      if (n < 2) {
        return new Thetas(Double.NaN, Double.NaN, Double.NaN);
      }
      double[][] m = n <= p ? rowGram(e) : columnGram(e);
      double scale = 1.0 / (n - 1);
      int k = m.length;
      for (double[] row : m) {
        for (int j = 0; j < k; j++) {
          row[j] *= scale;
        }
      }
      // M is symmetric: (M²)_ij = m_i · m_j (rows), so tr(M³) = Σ_ij M_ij (m_i · m_j) over the
      // upper triangle, each off-diagonal pair twice
      double t1 = 0;
      double t2 = 0;
      double t3 = 0;
      for (int i = 0; i < k; i++) {
        double[] mi = m[i];
        t1 += mi[i];
        t2 += Matrices.dot(mi, mi);
        t3 += mi[i] * Matrices.dot(mi, mi);
        for (int j = i + 1; j < k; j++) {
          t3 += 2 * mi[j] * Matrices.dot(mi, m[j]);
        }
      }
      return new Thetas(t1, t2, t3);
    }

    /** E Eᵀ (n × n). */
    private static double[][] rowGram(double[][] e) {
      int n = e.length;
      double[][] g = new double[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          double s = Matrices.dot(e[i], e[j]);
          g[i][j] = s;
          g[j][i] = s;
        }
      }
      return g;
    }

    /** Eᵀ E (p × p), accumulated row by row. */
    private static double[][] columnGram(double[][] e) {
      int p = e[0].length;
      double[][] g = new double[p][p];
      for (double[] row : e) {
        for (int a = 0; a < p; a++) {
          double ra = row[a];
          double[] ga = g[a];
          for (int b = 0; b <= a; b++) {
            ga[b] += ra * row[b];
          }
        }
      }
      for (int a = 0; a < p; a++) {
        for (int b = 0; b < a; b++) {
          g[b][a] = g[a][b];
        }
      }
      return g;
    }
  }

  /**
   * h₀ is bounded below by this: residual spectra whose variance is spread over many small
   * eigenvalues (white noise over many wavelengths) give h₀ ≤ 0, where the power 1/h₀ turns the
   * formula into a number below the mean Q; as h₀ → 0 the formula tends to the log-normal limit θ₁
   * exp(c_α√(2θ₂)/θ₁ − θ₂/θ₁²), which h₀ = 0.001 approximates (docs/diagnostics.md §4).
   */
  public static final double MIN_H0 = 0.001;

  /**
   * The Jackson–Mudholkar limit at {@code confidence} (e.g. 0.95), h₀ bounded below by {@link
   * #MIN_H0}; NaN when the residuals have no variance or the bracket is not positive.
   */
  public static double jacksonMudholkar(Thetas t, double confidence) {
    double t1 = t.theta1();
    double t2 = t.theta2();
    double t3 = t.theta3();
    if (!(t1 > 0) || !(t2 > 0)) {
      return Double.NaN;
    }
    double h0 = Math.max(MIN_H0, 1 - 2 * t1 * t3 / (3 * t2 * t2));
    if (Double.isNaN(h0)) {
      return Double.NaN;
    }
    double c = Distributions.normalQuantile(confidence);
    double bracket = c * Math.sqrt(2 * t2 * h0 * h0) / t1 + 1 + t2 * h0 * (h0 - 1) / (t1 * t1);
    if (!(bracket > 0)) {
      return Double.NaN;
    }
    return t1 * Math.pow(bracket, 1 / h0);
  }
}
