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
    double[] x = xBlock.toDoubleArray();
    double[] y = new double[n * q];
    for (int i = 0; i < n; i++) {
      System.arraycopy(yRows[i], 0, y, i * q, q);
    }
    double[] xMean = fitIntercept ? Sums.centreColumns(x, n, p) : new double[p];
    double[] yMean = fitIntercept ? Sums.centreColumns(y, n, q) : new double[q];
    double[][] coef = p <= n ? primal(x, y, n, p, q) : dual(x, y, n, p, q);
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

  private double[][] dual(double[] x, double[] y, int n, int p, int q) {
    double[] k = new double[n * n];
    for (int i = 0; i < n; i++) {
      int ri = i * p;
      int j = 0;
      // four entries of the row at once, each summed over f in order as one at a time would be
      for (; j + 3 <= i; j += 4) {
        int r0 = j * p;
        int r1 = r0 + p;
        int r2 = r1 + p;
        int r3 = r2 + p;
        double s0 = 0.0;
        double s1 = 0.0;
        double s2 = 0.0;
        double s3 = 0.0;
        for (int f = 0; f < p; f++) {
          double xi = x[ri + f];
          s0 += xi * x[r0 + f];
          s1 += xi * x[r1 + f];
          s2 += xi * x[r2 + f];
          s3 += xi * x[r3 + f];
        }
        k[i * n + j] = s0;
        k[i * n + j + 1] = s1;
        k[i * n + j + 2] = s2;
        k[i * n + j + 3] = s3;
      }
      for (; j <= i; j++) {
        double s = 0.0;
        for (int f = 0; f < p; f++) {
          s += x[ri + f] * x[j * p + f];
        }
        k[i * n + j] = s;
      }
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
      for (int i = 0; i < n; i++) {
        for (int f = 0; f < p; f++) {
          coef[t][f] += x[i * p + f] * dualCoef[i];
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
