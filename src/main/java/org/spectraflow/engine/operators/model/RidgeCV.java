package org.spectraflow.engine.operators.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorFactory;
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
 * scikit-learn's RidgeCV with its default efficient leave-one-out cross-validation (BSD-3-Clause,
 * {@code _RidgeGCV}): for each {@code alpha} the leave-one-out residuals of ridge with an
 * unpenalised intercept are {@code rᵢ / (1 − Hᵢᵢ)} (H the hat matrix of the centred data plus
 * {@code 1/n} for the intercept), computed in closed form from the normal equations (features &lt;
 * samples) or the kernel (otherwise); the alpha of the smallest mean squared residual (first on
 * ties) is then fitted as {@link Ridge}. Only the GCV path: {@code cv}, {@code scoring}, {@code
 * alpha_per_target} and {@code store_cv_results} other than their defaults are refused.
 */
public final class RidgeCV implements ModelOperator {

  private final OperatorConfig config;
  private final double[] alphas;
  private final boolean fitIntercept;

  private RidgeCV(OperatorConfig config, double[] alphas, boolean fitIntercept) {
    this.config = config;
    this.alphas = alphas;
    this.fitIntercept = fitIntercept;
  }

  /**
   * Reads {@code alphas=(0.1, 1.0, 10.0), fit_intercept=True, scoring=None, cv=None, gcv_mode=None,
   * store_cv_results=False, alpha_per_target=False}.
   */
  public static RidgeCV of(Params p) {
    Object a = p.raw("alphas", List.of(0.1, 1.0, 10.0));
    List<?> list = a instanceof List<?> l ? l : a instanceof Number ? List.of(a) : null;
    if (list == null || list.isEmpty() || !list.stream().allMatch(Number.class::isInstance)) {
      throw p.invalid("alphas", a, "must be a number or a non-empty list of numbers > 0");
    }
    double[] alphas = list.stream().mapToDouble(o -> ((Number) o).doubleValue()).toArray();
    for (double v : alphas) {
      if (!(v > 0) || Double.isInfinite(v)) {
        throw p.invalid("alphas", a, "must all be finite and > 0");
      }
    }
    boolean intercept = p.flag("fit_intercept", true);
    for (String name : List.of("scoring", "cv")) {
      Object v = p.raw(name, null);
      if (v != null) {
        throw p.invalid(
            name, v, "is not supported: only the efficient leave-one-out path (None) runs");
      }
    }
    Object mode = p.raw("gcv_mode", null);
    if (mode != null && !List.of("auto", "svd", "eigen").contains(mode)) {
      throw p.invalid("gcv_mode", mode, "must be None, 'auto', 'svd' or 'eigen'");
    }
    if (p.flag("store_cv_results", false)) {
      throw p.invalid("store_cv_results", true, "is not supported");
    }
    if (p.flag("alpha_per_target", false)) {
      throw p.invalid("alpha_per_target", true, "is not supported");
    }
    return new RidgeCV(p.config(), alphas, intercept);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  /** The alpha the leave-one-out errors choose on {@code x}, {@code y}. */
  double bestAlpha(Block xBlock, double[][] y) {
    int n = xBlock.rows();
    int p = xBlock.cols();
    int q = y[0].length;
    double[] x = xBlock.toDoubleArray();
    double[] yc = new double[n * q];
    for (int i = 0; i < n; i++) {
      System.arraycopy(y[i], 0, yc, i * q, q);
    }
    if (fitIntercept) {
      Sums.centreColumns(x, n, p);
      Sums.centreColumns(yc, n, q);
    }
    double best = Double.NaN;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (double alpha : alphas) {
      double[][] looe = p < n ? primal(x, yc, n, p, q, alpha) : dual(x, yc, n, p, q, alpha);
      double sum = 0.0;
      for (double[] row : looe) {
        for (double e : row) {
          sum += e * e;
        }
      }
      double score = -sum / (n * q);
      if (Double.isNaN(best) || score > bestScore) {
        best = alpha;
        bestScore = score;
      }
    }
    return best;
  }

  private double[][] primal(double[] x, double[] y, int n, int p, int q, double alpha) {
    double[] a = new double[p * p];
    for (int i = 0; i < n; i++) {
      for (int r = 0; r < p; r++) {
        for (int c = 0; c <= r; c++) {
          a[r * p + c] += x[i * p + r] * x[i * p + c];
        }
      }
    }
    for (int r = 0; r < p; r++) {
      a[r * p + r] += alpha;
    }
    Cholesky chol = Cholesky.of(a, p);
    List<double[]> coef = new ArrayList<>();
    for (int t = 0; t < q; t++) {
      double[] xty = new double[p];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < p; j++) {
          xty[j] += x[i * p + j] * y[i * q + t];
        }
      }
      coef.add(chol.solve(xty));
    }
    double[][] looe = new double[n][q];
    double[] xi = new double[p];
    for (int i = 0; i < n; i++) {
      System.arraycopy(x, i * p, xi, 0, p);
      double h = dot(xi, chol.solve(xi));
      double d = 1.0 - h - (fitIntercept ? 1.0 / n : 0.0);
      for (int t = 0; t < q; t++) {
        looe[i][t] = (y[i * q + t] - dot(xi, coef.get(t))) / d;
      }
    }
    return looe;
  }

  private double[][] dual(double[] x, double[] y, int n, int p, int q, double alpha) {
    double[] k = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= i; j++) {
        double s = 0.0;
        for (int f = 0; f < p; f++) {
          s += x[i * p + f] * x[j * p + f];
        }
        k[i * n + j] = s;
      }
      k[i * n + i] += alpha;
    }
    Cholesky chol = Cholesky.of(k, n);
    double[] diag = new double[n];
    double[] e = new double[n];
    for (int i = 0; i < n; i++) {
      e[i] = 1.0;
      diag[i] = chol.solve(e)[i];
      e[i] = 0.0;
    }
    double[][] looe = new double[n][q];
    for (int t = 0; t < q; t++) {
      double[] yt = new double[n];
      for (int i = 0; i < n; i++) {
        yt[i] = y[i * q + t];
      }
      double[] c = chol.solve(yt);
      for (int i = 0; i < n; i++) {
        looe[i][t] = alpha * c[i] / (alpha * diag[i] - (fitIntercept ? 1.0 / n : 0.0));
      }
    }
    return looe;
  }

  private static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    double alpha = bestAlpha(x, y);
    return OperatorFactory.model("Ridge", Map.of("alpha", alpha, "fit_intercept", fitIntercept))
        .fit(x, y, cancelled);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "RidgeCV",
              "sklearn.linear_model._ridge",
              "Ridge whose alpha (alphas, default 0.1, 1, 10) minimises the leave-one-out error",
              RidgeCV::of)
          .params(ParamSpec.bool("fit_intercept", true, "fit an unpenalised intercept"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
