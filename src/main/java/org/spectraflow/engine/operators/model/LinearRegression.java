package org.spectraflow.engine.operators.model;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.JacobiSvd;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * scikit-learn's LinearRegression: ordinary least squares on the centred data by the SVD, as
 * LAPACK's {@code gelsd} solves it — the minimum-norm solution, singular values below {@code
 * tol·s_max} treated as zero (the reference release's {@code tol=1e-6}; scikit-learn 1.2 used
 * machine epsilon). Intercept {@code ȳ − x̄·w}. Computed in double.
 */
public final class LinearRegression implements ModelOperator {

  private final OperatorConfig config;
  private final boolean fitIntercept;
  private final double tol;

  private LinearRegression(OperatorConfig config, boolean fitIntercept, double tol) {
    this.config = config;
    this.fitIntercept = fitIntercept;
    this.tol = tol;
  }

  /** Reads {@code fit_intercept=True, copy_X=True, tol=1e-6, n_jobs=None, positive=False}. */
  public static LinearRegression of(Params p) {
    boolean intercept = p.flag("fit_intercept", true);
    p.flag("copy_X", true);
    double tol = p.number("tol", 1e-6);
    p.optionalInteger("n_jobs", null);
    boolean positive = p.flag("positive", false);
    if (!(tol >= 0) || !(tol < 1)) {
      throw p.invalid("tol", tol, "must be in [0, 1)");
    }
    if (positive) {
      throw p.invalid("positive", true, "is not supported");
    }
    return new LinearRegression(p.config(), intercept, tol);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block xBlock, double[][] yRows, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, yRows);
    int n = xBlock.rows();
    int p = xBlock.cols();
    int q = yRows[0].length;
    double[] flat = xBlock.toDoubleArray();
    double[] xMean = fitIntercept ? Sums.columnMeans(flat, n, p, false) : new double[p];
    double[][] xc = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        xc[i][j] = flat[i * p + j] - xMean[j];
      }
    }
    JacobiSvd svd = JacobiSvd.of(xc);
    if (cancelled.getAsBoolean()) {
      throw new CancellationException(label() + " fit cancelled");
    }
    double[][] u = svd.u();
    double[] s = svd.s();
    double[][] vt = svd.vt();
    double cutoff = tol * s[0];
    double[][] coef = new double[q][p];
    double[] intercept = new double[q];
    for (int t = 0; t < q; t++) {
      double[] y = new double[n];
      for (int i = 0; i < n; i++) {
        y[i] = yRows[i][t];
      }
      double yMean = fitIntercept ? Sums.pw(y, false) / n : 0.0;
      for (int c = 0; c < s.length; c++) {
        if (s[c] <= cutoff || s[c] == 0.0) {
          continue;
        }
        double proj = 0.0;
        for (int i = 0; i < n; i++) {
          proj += u[i][c] * (y[i] - yMean);
        }
        double f = proj / s[c];
        for (int j = 0; j < p; j++) {
          coef[t][j] += f * vt[c][j];
        }
      }
      intercept[t] = fitIntercept ? yMean - CoordinateDescent.dot(xMean, coef[t]) : 0.0;
    }
    return new LinearModel(label(), coef, intercept);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "LinearRegression",
              "sklearn.linear_model._base",
              "ordinary least squares (minimum-norm SVD solution)",
              LinearRegression::of)
          .params(
              ParamSpec.bool("fit_intercept", true, "fit an intercept"),
              ParamSpec.floating(
                  "tol", 1e-6, 0.0, 1.0, "", "relative cutoff of small singular values"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
