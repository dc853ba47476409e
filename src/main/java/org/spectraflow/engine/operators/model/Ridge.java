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
import org.spectraflow.engine.operators.linalg.Cholesky;
import org.spectraflow.engine.operators.linalg.Gram;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * scikit-learn's Ridge with the Cholesky solver (docs/operator-behaviour.md §2.3): minimises {@code
 * ‖y − Xβ − b‖² + α‖β‖²}, primal normal equations when features ≤ samples, dual (kernel) form
 * otherwise. Computed in double (scikit-learn stays in float32 for float32 data: class C).
 */
public final class Ridge implements ModelOperator {

  private final OperatorConfig config;
  private final double alpha;
  private final boolean fitIntercept;

  private Ridge(OperatorConfig config, double alpha, boolean fitIntercept) {
    this.config = config;
    this.alpha = alpha;
    this.fitIntercept = fitIntercept;
  }

  /** Reads {@code alpha=1.0, fit_intercept=True}; solver must be 'auto' or 'cholesky'. */
  public static Ridge of(Params p) {
    double alpha = p.number("alpha", 1.0);
    boolean intercept = p.flag("fit_intercept", true);
    p.flag("copy_X", true);
    p.optionalInteger("max_iter", null);
    p.number("tol", 1e-4);
    String solver = p.string("solver", "auto");
    boolean positive = p.flag("positive", false);
    p.optionalInteger("random_state", null);
    if (!(alpha >= 0) || Double.isInfinite(alpha)) {
      throw p.invalid("alpha", alpha, "must be a finite number >= 0");
    }
    if (!"auto".equals(solver) && !"cholesky".equals(solver)) {
      throw p.invalid(
          "solver", solver, "must be 'auto' or 'cholesky' (other solvers are not supported)");
    }
    if (positive) {
      throw p.invalid("positive", true, "is not supported");
    }
    return new Ridge(p.config(), alpha, intercept);
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
    double[] y = new double[n * q];
    for (int i = 0; i < n; i++) {
      System.arraycopy(yRows[i], 0, y, i * q, q);
    }
    double[] yMean = fitIntercept ? Sums.centreColumns(y, n, q) : new double[q];
    if (p <= n) {
      double[] x = xBlock.toDoubleArray();
      double[] xMean = fitIntercept ? Sums.centreColumns(x, n, p) : new double[p];
      return finish(primal(x, y, n, p, q), xMean, yMean, cancelled);
    }
    double[][] rows = xBlock.toRows();
    double[] xMean = fitIntercept ? centreRows(rows, p) : new double[p];
    return finish(dual(rows, y, n, p, q), xMean, yMean, cancelled);
  }

  private FittedModel finish(
      double[][] coef, double[] xMean, double[] yMean, BooleanSupplier cancelled) {
    int q = coef.length;
    if (cancelled.getAsBoolean()) {
      throw new CancellationException("Ridge fit cancelled");
    }
    double[] intercept = new double[q];
    for (int t = 0; t < q; t++) {
      intercept[t] = yMean[t] - Nipals.dot(xMean, coef[t]);
    }
    return new LinearModel(label(), coef, intercept);
  }

  private double[][] primal(double[] x, double[] y, int n, int p, int q) {
    double[] a = new double[p * p];
    for (int i = 0; i < n; i++) {
      int off = i * p;
      for (int r = 0; r < p; r++) {
        double xr = x[off + r];
        for (int c = 0; c <= r; c++) {
          a[r * p + c] += xr * x[off + c];
        }
      }
    }
    for (int r = 0; r < p; r++) {
      a[r * p + r] += alpha;
    }
    Cholesky chol = Cholesky.of(a, p);
    double[][] coef = new double[q][];
    for (int t = 0; t < q; t++) {
      double[] xty = new double[p];
      for (int i = 0; i < n; i++) {
        double yi = y[i * q + t];
        for (int j = 0; j < p; j++) {
          xty[j] += x[i * p + j] * yi;
        }
      }
      coef[t] = chol.solve(xty);
    }
    return coef;
  }

  /**
   * Subtracts the column means from the rows in place and returns them: each mean is the column's
   * sum in row order divided by n ({@link Sums#centreColumns}'s numbers, with the rows apart).
   */
  private static double[] centreRows(double[][] rows, int p) {
    double[] mean = rows[0].clone();
    for (int i = 1; i < rows.length; i++) {
      double[] row = rows[i];
      for (int j = 0; j < p; j++) {
        mean[j] += row[j];
      }
    }
    for (int j = 0; j < p; j++) {
      mean[j] /= rows.length;
    }
    for (double[] row : rows) {
      for (int j = 0; j < p; j++) {
        row[j] -= mean[j];
      }
    }
    return mean;
  }

  /**
   * The dual (kernel) solution for {@code p > n}: {@code β = Xᵀ(XXᵀ + αI)⁻¹y}. {@code XXᵀ} comes
   * from {@link Gram#lower} on X's columns (each entry summed in feature order), {@code Xᵀd} row by
   * row (each coefficient summed in row order).
   */
  private double[][] dual(double[][] rows, double[] y, int n, int p, int q) {
    double[][] kRows = Gram.lower(Gram.columns(rows, p), n);
    double[] k = new double[n * n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(kRows[i], 0, k, i * n, i + 1);
      k[i * n + i] += alpha;
    }
    Cholesky chol = Cholesky.of(k, n);
    double[][] coef = new double[q][p];
    for (int t = 0; t < q; t++) {
      double[] yt = new double[n];
      for (int i = 0; i < n; i++) {
        yt[i] = y[i * q + t];
      }
      double[] dualCoef = chol.solve(yt);
      double[] c = coef[t];
      for (int i = 0; i < n; i++) {
        double d = dualCoef[i];
        double[] row = rows[i];
        for (int f = 0; f < p; f++) {
          c[f] += row[f] * d;
        }
      }
    }
    return coef;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "Ridge", "sklearn.linear_model._ridge", "L2-penalised linear regression", Ridge::of)
          .params(
              ParamSpec.floating("alpha", 1.0, 0.0, 1e12, "", "regularisation strength"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept"),
              ParamSpec.choice(
                  "solver",
                  "auto",
                  List.of("auto", "svd", "cholesky", "lsqr", "sparse_cg", "sag", "saga", "lbfgs"),
                  "linear solver"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
