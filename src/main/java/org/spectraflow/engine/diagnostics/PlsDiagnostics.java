package org.spectraflow.engine.diagnostics;

import java.util.Arrays;
import java.util.Objects;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * The diagnostics of one fitted PLS regression on its calibration spectra (docs/diagnostics.md
 * §2–§4), with W = x_weights, q = y_loadings, T = x_scores, P = x_loadings, X_s the calibration
 * spectra centred and scaled as the PLS sees them, n samples, p features, A components:
 *
 * <ul>
 *   <li>VIP_j = sqrt(p · Σ_a SS_a (w_ja/‖w_a‖)² / Σ_a SS_a), SS_a = ‖q_a‖² · t_aᵀt_a;
 *   <li>regression coefficients ∂ŷ/∂x in the units of the spectra the PLS was given (scikit-learn's
 *       {@code coef_}, first target);
 *   <li>T = X_s R with R = W (PᵀW)⁻¹ ({@code x_rotations_}: equal to the NIPALS scores);
 *   <li>T²_i = Σ_a t_ia² / var(t_a), var with ddof 1 (Hotelling's t_i C⁻¹ t_iᵀ with the full score
 *       covariance C when the scores are correlated, as a sparse PLS's are); Q_i = Σ_j e_ij², E =
 *       X_s − T Pᵀ, over the features the fit rests on ({@link PlsFit#support()});
 *   <li>the 95 % and 99 % limits ({@link ControlLimits}).
 * </ul>
 *
 * <p>{@link #project} places new spectra (in the same preprocessed units) on the calibration: their
 * scores through R, T² with the calibration's score variances, Q from their own residuals. Usage:
 * {@code PlsDiagnostics d = PlsDiagnostics.of(fitted, xTrain); SampleStatistics test =
 * d.project(xTest);}. Immutable and thread-safe; arrays are copied out.
 */
public final class PlsDiagnostics {

  /** Scores whose largest correlation is below this are orthogonal (T² over the variances). */
  static final double ORTHOGONAL = 1e-10;

  private final PlsFit fit;
  private final double[][] rotations;
  private final double[] scoreVariances;
  private final double[][] inverseCovariance;
  private final double[] vip;
  private final double[] coefficients;
  private final SampleStatistics calibration;
  private final ControlLimits limits;

  private PlsDiagnostics(PlsFit fit, double[][] x) {
    this.fit = fit;
    this.rotations = fit.rotations();
    Projected cal = projected(fit, rotations, x);
    this.scoreVariances = variances(cal.scores);
    this.inverseCovariance = inverseCovariance(cal.scores, scoreVariances);
    this.calibration =
        new SampleStatistics(
            cal.scores, hotelling(cal.scores, scoreVariances, inverseCovariance), cal.q);
    this.vip = vip(fit, cal.scores);
    this.coefficients = fit.coefficients()[0];
    this.limits =
        ControlLimits.of(x.length, fit.components(), QLimit.Thetas.ofResiduals(cal.residuals));
  }

  /**
   * The diagnostics of {@code fit} on the spectra it was fitted on ({@code x}: n × p, in the units
   * the PLS was given).
   *
   * @throws IllegalArgumentException when x has the wrong width or fewer than two rows
   */
  public static PlsDiagnostics of(PlsFit fit, double[][] x) {
    Objects.requireNonNull(fit, "fit");
    if (x.length < 2) {
      throw new IllegalArgumentException(
          "PLS diagnostics need at least two calibration samples, were " + x.length);
    }
    requireWidth(fit, x);
    return new PlsDiagnostics(fit, x);
  }

  /** {@link #of(PlsFit, double[][])} of a row matrix. */
  public static PlsDiagnostics of(PlsFit fit, RowMatrix x) {
    return of(fit, Matrices.rows(x));
  }

  /**
   * The diagnostics of the PLS regression {@code model} on its training spectra {@code x}.
   *
   * @throws IllegalArgumentException when the model exposes no latent structure (not PLSRegression,
   *     PLS-DA or a {@link org.spectraflow.engine.operators.LatentStructure}) or x does not fit it
   */
  public static PlsDiagnostics of(FittedModel model, RowMatrix x) {
    PlsFit fit =
        PlsFit.of(model)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "the model has no latent structure (weights, scores and loadings): VIP,"
                            + " T² and Q apply to PLSRegression, PLS-DA, IKPLS, SIMPLS, OPLS,"
                            + " SparsePLS, IntervalPLS and PCR"));
    return of(fit, Matrices.rows(x));
  }

  /** The calibration samples' scores, T² and Q. */
  public SampleStatistics calibration() {
    return calibration;
  }

  /**
   * New samples (rows in the preprocessed units) projected on the calibration model.
   *
   * @throws IllegalArgumentException when a row has the wrong width
   */
  public SampleStatistics project(double[][] x) {
    requireWidth(fit, x);
    Projected p = projected(fit, rotations, x);
    return new SampleStatistics(
        p.scores, hotelling(p.scores, scoreVariances, inverseCovariance), p.q);
  }

  /**
   * New samples (rows in the preprocessed units) projected on {@code fit} when only its calibration
   * score variances are kept (a saved model's domain section, docs/model-file.md), not its
   * calibration spectra.
   *
   * @throws IllegalArgumentException when a row has the wrong width or the variances do not match
   *     the components
   */
  public static SampleStatistics project(PlsFit fit, double[] scoreVariances, RowMatrix x) {
    if (scoreVariances.length != fit.components()) {
      throw new IllegalArgumentException(
          scoreVariances.length + " score variances for " + fit.components() + " components");
    }
    double[][] rows = Matrices.rows(x);
    requireWidth(fit, rows);
    Projected p = projected(fit, fit.rotations(), rows);
    return new SampleStatistics(p.scores, hotelling(p.scores, scoreVariances, null), p.q);
  }

  /** {@link #project(double[][])} of a row matrix. */
  public SampleStatistics project(RowMatrix x) {
    return project(Matrices.rows(x));
  }

  /** The fitted PLS the diagnostics describe. */
  public PlsFit fit() {
    return fit;
  }

  /** VIP per feature (Σ_j VIP_j² = p, or the window's width for a fit on a window). */
  public double[] vip() {
    return vip.clone();
  }

  /** The regression coefficients of the first target per feature, ∂ŷ/∂x. */
  public double[] coefficients() {
    return coefficients.clone();
  }

  /** var(t_a) per component over the calibration samples (ddof 1). */
  public double[] scoreVariances() {
    return scoreVariances.clone();
  }

  /**
   * True when the calibration scores are orthogonal (every correlation below {@link #ORTHOGONAL}):
   * T² is then Σ t²/var(t) and the scores plot's ellipse has its axes along the components; false
   * for a sparse PLS's oblique scores, whose T² uses their full covariance.
   */
  public boolean orthogonalScores() {
    return inverseCovariance == null;
  }

  /** The T² and Q limits at 95 % and 99 %. */
  public ControlLimits limits() {
    return limits;
  }

  /** Scores and residuals of rows {@code x}. */
  private static Projected projected(PlsFit fit, double[][] rotations, double[][] x) {
    int n = x.length;
    int k = fit.components();
    double[][] p = fit.xLoadings();
    double[][] scores = new double[n][k];
    double[][] residuals = new double[n][];
    double[] q = new double[n];
    boolean[] outside = outside(fit);
    for (int i = 0; i < n; i++) {
      double[] xs = fit.scale(x[i]);
      for (int a = 0; a < k; a++) {
        scores[i][a] = Matrices.dot(rotations[a], xs);
      }
      for (int a = 0; a < k; a++) {
        double t = scores[i][a];
        double[] pa = p[a];
        for (int f = 0; f < xs.length; f++) {
          xs[f] -= t * pa[f];
        }
      }
      if (outside != null) {
        for (int f = 0; f < xs.length; f++) {
          if (outside[f]) {
            xs[f] = 0.0;
          }
        }
      }
      residuals[i] = xs;
      q[i] = Matrices.dot(xs, xs);
    }
    return new Projected(scores, residuals, q);
  }

  /** The features outside the fit's support (their residuals are not the model's), or null. */
  private static boolean[] outside(PlsFit fit) {
    if (fit.wholeSpectrum()) {
      return null;
    }
    boolean[] out = new boolean[fit.features()];
    java.util.Arrays.fill(out, true);
    for (int f : fit.support()) {
      out[f] = false;
    }
    return out;
  }

  private record Projected(double[][] scores, double[][] residuals, double[] q) {}

  /**
   * The inverse of the calibration scores' covariance (ddof 1) when they are correlated (a sparse
   * PLS, whose thresholded weights give oblique scores), so that T² is Hotelling's t·C⁻¹·tᵀ; null
   * when every correlation is below {@link #ORTHOGONAL}, where C is diagonal and T² = Σ t²/var.
   */
  private static double[][] inverseCovariance(double[][] t, double[] var) {
    int n = t.length;
    int k = var.length;
    double[] mean = new double[k];
    for (double[] row : t) {
      for (int a = 0; a < k; a++) {
        mean[a] += row[a] / n;
      }
    }
    double[][] c = new double[k][k];
    boolean correlated = false;
    for (int a = 0; a < k; a++) {
      c[a][a] = var[a];
      for (int b = 0; b < a; b++) {
        double s = 0;
        for (double[] row : t) {
          s += (row[a] - mean[a]) * (row[b] - mean[b]);
        }
        s /= n - 1;
        c[a][b] = s;
        c[b][a] = s;
        correlated |= Math.abs(s) > ORTHOGONAL * Math.sqrt(var[a] * var[b]);
      }
    }
    return correlated ? Householder.of(c).inverse() : null;
  }

  private static double[] variances(double[][] t) {
    int n = t.length;
    int k = t[0].length;
    double[] var = new double[k];
    for (int a = 0; a < k; a++) {
      double mean = 0;
      for (double[] row : t) {
        mean += row[a];
      }
      mean /= n;
      double ss = 0;
      for (double[] row : t) {
        double d = row[a] - mean;
        ss += d * d;
      }
      var[a] = ss / (n - 1);
    }
    return var;
  }

  private static double[] hotelling(double[][] t, double[] var, double[][] inverse) {
    double[] out = new double[t.length];
    if (inverse != null) {
      for (int i = 0; i < t.length; i++) {
        double s = 0;
        for (int a = 0; a < var.length; a++) {
          s += t[i][a] * Matrices.dot(inverse[a], t[i]);
        }
        out[i] = s;
      }
      return out;
    }
    for (int i = 0; i < t.length; i++) {
      double s = 0;
      for (int a = 0; a < var.length; a++) {
        s += t[i][a] * t[i][a] / var[a];
      }
      out[i] = s;
    }
    return out;
  }

  /** VIP from the weights, the y loadings and the calibration scores. */
  private static double[] vip(PlsFit fit, double[][] t) {
    int k = fit.components();
    int p = fit.features();
    int used = fit.support().length;
    double[][] w = fit.weights();
    double[][] q = fit.yLoadings();
    double[] ss = new double[k];
    double total = 0;
    for (int a = 0; a < k; a++) {
      double tt = 0;
      for (double[] row : t) {
        tt += row[a] * row[a];
      }
      ss[a] = Matrices.dot(q[a], q[a]) * tt;
      total += ss[a];
    }
    double[] out = new double[p];
    for (int a = 0; a < k; a++) {
      double norm2 = Matrices.dot(w[a], w[a]);
      for (int j = 0; j < p; j++) {
        out[j] += ss[a] * w[a][j] * w[a][j] / norm2;
      }
    }
    for (int j = 0; j < p; j++) {
      out[j] = Math.sqrt(used * out[j] / total);
    }
    return out;
  }

  private static void requireWidth(PlsFit fit, double[][] x) {
    for (int i = 0; i < x.length; i++) {
      if (x[i].length != fit.features()) {
        throw new IllegalArgumentException(
            "row "
                + i
                + " has "
                + x[i].length
                + " features, the PLS was fitted on "
                + fit.features());
      }
    }
  }

  @Override
  public String toString() {
    return "PlsDiagnostics["
        + fit
        + ", "
        + calibration.size()
        + " calibration samples, limits "
        + limits
        + ", vip "
        + Arrays.stream(vip).max().orElse(Double.NaN)
        + " max]";
  }
}
