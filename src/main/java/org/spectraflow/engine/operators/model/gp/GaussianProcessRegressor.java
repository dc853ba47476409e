package org.spectraflow.engine.operators.model.gp;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Cholesky;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.Lbfgs;
import org.spectraflow.engine.operators.model.StateChecks;

/**
 * scikit-learn's GaussianProcessRegressor (BSD-3-Clause, {@code sklearn/gaussian_process/_gpr.py},
 * 1.9) with its default kernel {@code ConstantKernel(1.0, fixed) * RBF(1.0, fixed)}, whose
 * hyper-parameters are fixed, so nothing is optimised: {@code K = exp(−½‖xᵢ − xⱼ‖²)} (diagonal 1)
 * plus {@code alpha} on the diagonal, factored by Cholesky; the weights are {@code K⁻¹y}, the
 * predictions (posterior means) {@code k(x, X)·weights}; with {@code normalize_y=True} the targets
 * are standardised (mean, population standard deviation; a standard deviation below 10·machine
 * epsilon counts as 1) before and restored after. Any other kernel is refused (use KernelRidge with
 * kernel='rbf' or SVR). Computed in double; keeps the training rows.
 */
public final class GaussianProcessRegressor implements RestorableModel {

  private static final double TINY_STD = 10 * Math.ulp(1.0);

  private static final double LOG_LOW = Math.log(1e-5);
  private static final double LOG_HIGH = Math.log(1e5);

  private final OperatorConfig config;
  private final double alpha;
  private final boolean normalizeY;
  private final boolean optimise;

  private GaussianProcessRegressor(
      OperatorConfig config, double alpha, boolean normalizeY, boolean optimise) {
    this.config = config;
    this.alpha = alpha;
    this.normalizeY = normalizeY;
    this.optimise = optimise;
  }

  /**
   * Reads {@code kernel=None} (only the default), {@code alpha=1e-10}, {@code normalize_y=False},
   * and accepts {@code optimizer}, {@code n_restarts_optimizer}, {@code copy_X_train}, {@code
   * n_targets} and {@code random_state}, which do not change a fixed kernel's fit.
   */
  public static GaussianProcessRegressor of(Params p) {
    Object kernel = p.raw("kernel", null);
    if (kernel != null) {
      throw p.invalid(
          "kernel",
          kernel,
          "must be None (the default ConstantKernel(1.0) * RBF(1.0), optimised; other kernels"
              + " are not implemented: use KernelRidge with kernel='rbf' or SVR)");
    }
    Object a = p.raw("alpha", 1e-10);
    if (!(a instanceof Number n) || !(n.doubleValue() >= 0) || Double.isInfinite(n.doubleValue())) {
      throw p.invalid(
          "alpha", a, "must be a finite number >= 0 (per-sample arrays are not supported)");
    }
    Object optimizer = p.raw("optimizer", "fmin_l_bfgs_b");
    if (optimizer != null && !"fmin_l_bfgs_b".equals(optimizer)) {
      throw p.invalid("optimizer", optimizer, "must be 'fmin_l_bfgs_b' or None (a fixed kernel)");
    }
    int restarts = p.integer("n_restarts_optimizer", 0);
    if (restarts != 0) {
      throw p.invalid(
          "n_restarts_optimizer", restarts, "must be 0 (random restarts are not implemented)");
    }
    boolean normalize = p.flag("normalize_y", false);
    p.flag("copy_X_train", true);
    p.optionalInteger("n_targets", null);
    p.randomState();
    return new GaussianProcessRegressor(
        p.config(), ((Number) a).doubleValue(), normalize, optimizer != null);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    int n = x.rows();
    int q = y[0].length;
    double[][] rows = rows(x);
    double[] mean = new double[q];
    double[] std = new double[q];
    double[][] targets = new double[q][n];
    for (int t = 0; t < q; t++) {
      for (int i = 0; i < n; i++) {
        targets[t][i] = y[i][t];
      }
      std[t] = 1.0;
      if (normalizeY) {
        mean[t] = Sums.pw(targets[t], false) / n;
        double[] sq = new double[n];
        for (int i = 0; i < n; i++) {
          double d = targets[t][i] - mean[t];
          sq[i] = d * d;
        }
        double s = Math.sqrt(Sums.pw(sq, false) / n);
        std[t] = s < TINY_STD ? 1.0 : s;
        for (int i = 0; i < n; i++) {
          targets[t][i] = (targets[t][i] - mean[t]) / std[t];
        }
      }
    }
    double[] dist = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < i; j++) {
        double d = squaredDistance(rows[i], rows[j]);
        dist[i * n + j] = d;
        dist[j * n + i] = d;
      }
    }
    double[] theta = {0.0, 0.0};
    if (optimise) {
      Lbfgs.Objective objective = (th, grad) -> negativeLogLikelihood(th, grad, dist, targets, n);
      theta = Lbfgs.minimise(objective, theta, 15000, 1e-9, 1e-15, cancelled).x();
      for (int h = 0; h < 2; h++) {
        theta[h] = Math.min(Math.max(theta[h], LOG_LOW), LOG_HIGH);
      }
    }
    double c = Math.exp(theta[0]);
    double scale = Math.exp(theta[1]);
    Cholesky chol = factor(kernel(dist, n, c, scale));
    if (chol == null) {
      throw new IllegalArgumentException(
          label() + ": the kernel matrix is not positive definite; try gradually increasing alpha");
    }
    double[][] weights = new double[q][];
    for (int t = 0; t < q; t++) {
      weights[t] = chol.solve(targets[t]);
    }
    return new Fitted(label(), canonicalConfig(), rows, weights, mean, std, c, scale);
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "gaussian_process");
    double[][] train = state.matrix("train");
    double[][] weights = state.matrix("weights");
    double[] mean = state.vector("y_mean");
    double[] std = state.vector("y_std");
    if (train.length == 0 || weights.length == 0) {
      throw new IllegalArgumentException("gaussian_process: no training rows or no targets");
    }
    StateChecks.rect(state, "train", train[0].length);
    StateChecks.rect(state, "weights", train.length);
    StateChecks.same(state, "y_mean length", mean.length, weights.length);
    StateChecks.same(state, "y_std length", std.length, weights.length);
    return new Fitted(
        label(),
        state.text("operator"),
        train,
        weights,
        mean,
        std,
        state.number("constant"),
        state.number("length_scale"));
  }

  /** {@code c·exp(−½·d/ℓ²)} with {@code alpha} added on the diagonal. */
  private double[] kernel(double[] dist, int n, double c, double scale) {
    double[] k = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        k[i * n + j] = i == j ? c + alpha : c * Math.exp(-0.5 * dist[i * n + j] / (scale * scale));
      }
    }
    return k;
  }

  private static Cholesky factor(double[] k) {
    try {
      return Cholesky.of(k, (int) Math.round(Math.sqrt(k.length)));
    } catch (ArithmeticException e) {
      return null;
    }
  }

  /**
   * −log p(y | X, θ) and its gradient in {@code θ = (log c, log ℓ)} (summed over targets), as
   * scikit-learn's {@code log_marginal_likelihood(eval_gradient=True)}; +∞ when K is not positive
   * definite.
   */
  private double negativeLogLikelihood(
      double[] theta, double[] grad, double[] dist, double[][] targets, int n) {
    double c = Math.exp(theta[0]);
    double scale = Math.exp(theta[1]);
    double[] k = kernel(dist, n, c, scale);
    Cholesky chol = factor(k);
    if (chol == null) {
      grad[0] = 0;
      grad[1] = 0;
      return Double.POSITIVE_INFINITY;
    }
    double[] kinv = new double[n * n];
    double[] e = new double[n];
    for (int j = 0; j < n; j++) {
      e[j] = 1.0;
      double[] col = chol.solve(e);
      e[j] = 0.0;
      for (int i = 0; i < n; i++) {
        kinv[i * n + j] = col[i];
      }
    }
    double logDet = chol.logDeterminant() / 2;
    double value = 0.0;
    double[] inner = new double[n * n];
    for (double[] y : targets) {
      double[] a = chol.solve(y);
      value += -0.5 * dot(y, a) - logDet - n / 2.0 * Math.log(2 * Math.PI);
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          inner[i * n + j] += a[i] * a[j];
        }
      }
    }
    double g0 = 0.0;
    double g1 = 0.0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        double in = inner[i * n + j] - targets.length * kinv[i * n + j];
        double r = i == j ? c : c * Math.exp(-0.5 * dist[i * n + j] / (scale * scale));
        g0 += in * r;
        g1 += in * r * dist[i * n + j] / (scale * scale);
      }
    }
    grad[0] = -0.5 * g0;
    grad[1] = -0.5 * g1;
    return -value;
  }

  private static double dot(double[] u, double[] v) {
    double s = 0;
    for (int i = 0; i < u.length; i++) {
      s += u[i] * v[i];
    }
    return s;
  }

  /** {@code ‖a − b‖²}. */
  static double squaredDistance(double[] a, double[] b) {
    double s = 0;
    for (int j = 0; j < a.length; j++) {
      double d = a[j] - b[j];
      s += d * d;
    }
    return s;
  }

  private static double[][] rows(Block x) {
    double[][] out = new double[x.rows()][x.cols()];
    for (int i = 0; i < out.length; i++) {
      x.copyRow(i, out[i]);
    }
    return out;
  }

  /** The fitted process: the training rows, the weights {@code K⁻¹y} and the target scaling. */
  private record Fitted(
      String label,
      String operator,
      double[][] train,
      double[][] weights,
      double[] mean,
      double[] std,
      double c,
      double scale)
      implements FittedModel {

    /**
     * Kind {@code gaussian_process}: the training rows, the weights {@code K⁻¹y} (one row per
     * target), the target scaling and the kernel's constant and length scale.
     */
    @Override
    public FittedState state() {
      return FittedState.of("gaussian_process")
          .with("operator", operator)
          .with("train", train)
          .with("weights", weights)
          .with("y_mean", mean)
          .with("y_std", std)
          .with("constant", c)
          .with("length_scale", scale);
    }

    @Override
    public double[][] predict(Block x) {
      if (x.cols() != train[0].length) {
        throw new IllegalArgumentException(
            label + ": expects " + train[0].length + " columns, was " + x.cols());
      }
      double[][] rows = rows(x);
      double[][] out = new double[rows.length][weights.length];
      for (int i = 0; i < rows.length; i++) {
        double[] kx = new double[train.length];
        for (int j = 0; j < train.length; j++) {
          kx[j] = c * Math.exp(-0.5 * squaredDistance(rows[i], train[j]) / (scale * scale));
        }
        for (int t = 0; t < weights.length; t++) {
          double s = 0;
          for (int j = 0; j < train.length; j++) {
            s += kx[j] * weights[t][j];
          }
          out[i][t] = std[t] * s + mean[t];
        }
      }
      return out;
    }

    @Override
    public long retainedBytes() {
      long bytes = 16L * (train.length + weights.length + 1);
      bytes += 8L * train.length * (train.length == 0 ? 0 : train[0].length);
      bytes += 8L * weights.length * train.length + 16L * mean.length;
      return bytes;
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "GaussianProcessRegressor",
              "sklearn.gaussian_process._gpr",
              "Gaussian process posterior mean with the default fixed RBF kernel",
              GaussianProcessRegressor::of)
          .params(
              ParamSpec.floating("alpha", 1e-10, 0.0, 1e12, "", "noise added to the diagonal"),
              ParamSpec.bool("normalize_y", false, "standardise the targets"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
