package org.spectraflow.engine.operators.model;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Cholesky;

/**
 * scikit-learn's KernelRidge (BSD licence, {@code sklearn/kernel_ridge.py}): the dual coefficients
 * {@code (K + αI)⁻¹ y} of the training kernel matrix (Cholesky solve, no intercept), predictions
 * {@code K(x, X_train)·dual}. Kernels as {@code sklearn.metrics.pairwise}: linear {@code x·z},
 * polynomial {@code (γ x·z + c₀)^d}, rbf {@code exp(−γ‖x − z‖²)}, sigmoid {@code tanh(γ x·z + c₀)},
 * laplacian {@code exp(−γ‖x − z‖₁)}, with {@code γ = 1/features} when None. Computed in double. A
 * fit saves as kind {@code kernel_ridge}, keeping the training rows as the fit does
 * (docs/model-file.md). Declared by {@link RidgeClassifier.Provider}.
 */
public final class KernelRidge implements RestorableModel {

  private static final List<String> KERNELS =
      List.of("linear", "poly", "polynomial", "rbf", "sigmoid", "laplacian");

  private final OperatorConfig config;
  private final double alpha;
  private final String kernel;
  private final Double gamma;
  private final double degree;
  private final double coef0;

  private KernelRidge(
      OperatorConfig config,
      double alpha,
      String kernel,
      Double gamma,
      double degree,
      double coef0) {
    this.config = config;
    this.alpha = alpha;
    this.kernel = kernel;
    this.gamma = gamma;
    this.degree = degree;
    this.coef0 = coef0;
  }

  /** Reads {@code alpha=1, kernel='linear', gamma=None, degree=3, coef0=1}. */
  public static KernelRidge of(Params p) {
    double alpha = p.number("alpha", 1.0);
    if (!(alpha > 0) || Double.isInfinite(alpha)) {
      throw p.invalid("alpha", alpha, "must be a finite number > 0");
    }
    String kernel = p.string("kernel", "linear");
    if (!KERNELS.contains(kernel)) {
      throw p.invalid(
          "kernel", kernel, "must be one of " + KERNELS + " (a callable is not supported)");
    }
    Object g = p.raw("gamma", null);
    Double gamma = g == null ? null : p.number("gamma", 0.0);
    if (gamma != null && (!(gamma > 0) || gamma.isInfinite())) {
      throw p.invalid("gamma", gamma, "must be None or a finite number > 0");
    }
    double degree = p.number("degree", 3.0);
    double coef0 = p.number("coef0", 1.0);
    Object kp = p.raw("kernel_params", null);
    if (kp != null) {
      throw p.invalid("kernel_params", kp, "is not supported; use None");
    }
    return new KernelRidge(p.config(), alpha, kernel, gamma, degree, coef0);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block xBlock, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, y);
    int n = xBlock.rows();
    int p = xBlock.cols();
    int q = y[0].length;
    double[][] x = new double[n][p];
    for (int i = 0; i < n; i++) {
      xBlock.copyRow(i, x[i]);
    }
    double g = gamma == null ? 1.0 / p : gamma;
    double[] k = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= i; j++) {
        k[i * n + j] = kernel(x[i], x[j], g);
      }
      k[i * n + i] += alpha;
    }
    Cholesky chol = Cholesky.of(k, n);
    double[][] dual = new double[q][];
    for (int t = 0; t < q; t++) {
      double[] yt = new double[n];
      for (int i = 0; i < n; i++) {
        yt[i] = y[i][t];
      }
      dual[t] = chol.solve(yt);
    }
    return new Fitted(this, x, dual, g);
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "kernel_ridge");
    double[][] train = state.matrix("train");
    double[][] dual = state.matrix("dual");
    double g = state.number("gamma");
    if (train.length == 0 || dual.length == 0) {
      throw new IllegalArgumentException("kernel_ridge: no training rows or no targets");
    }
    StateChecks.rect(state, "train", train[0].length);
    StateChecks.rect(state, "dual", train.length);
    if (!(g > 0) || Double.isInfinite(g)) {
      throw new IllegalArgumentException("kernel_ridge: gamma " + g + " is not a number > 0");
    }
    return new Fitted(this, train, dual, g);
  }

  double kernel(double[] a, double[] b, double g) {
    switch (kernel) {
      case "linear":
        return Nipals.dot(a, b);
      case "poly":
      case "polynomial":
        return Math.pow(Nipals.dot(a, b) * g + coef0, degree);
      case "sigmoid":
        return Math.tanh(Nipals.dot(a, b) * g + coef0);
      case "rbf":
        {
          double s = 0.0;
          for (int f = 0; f < a.length; f++) {
            double d = a[f] - b[f];
            s += d * d;
          }
          return Math.exp(-g * s);
        }
      default:
        {
          double s = 0.0;
          for (int f = 0; f < a.length; f++) {
            s += Math.abs(a[f] - b[f]);
          }
          return Math.exp(-g * s);
        }
    }
  }

  /**
   * A fitted kernel ridge: the training rows, the dual coefficients (targets × rows) and the
   * resolved γ. Immutable (the arrays are never changed).
   */
  record Fitted(KernelRidge model, double[][] train, double[][] dual, double gamma)
      implements FittedModel {

    @Override
    public double[][] predict(Block x) {
      ModelInputs.checkWidth(model.label(), x, train[0].length);
      double[] row = new double[x.cols()];
      double[] kr = new double[train.length];
      double[][] out = new double[x.rows()][dual.length];
      for (int i = 0; i < x.rows(); i++) {
        x.copyRow(i, row);
        for (int j = 0; j < train.length; j++) {
          kr[j] = model.kernel(row, train[j], gamma);
        }
        for (int t = 0; t < dual.length; t++) {
          out[i][t] = Nipals.dot(kr, dual[t]);
        }
      }
      return out;
    }

    /**
     * Kind {@code kernel_ridge}: the operator (kernel, degree, coef0), the training rows, the dual
     * coefficients (targets × rows) and the resolved {@code gamma} (docs/model-file.md).
     */
    @Override
    public FittedState state() {
      return FittedState.of("kernel_ridge")
          .with("operator", model.canonicalConfig())
          .with("train", train)
          .with("dual", dual)
          .with("gamma", gamma);
    }

    @Override
    public long retainedBytes() {
      return ArrayBytes.of(train) + ArrayBytes.of(dual);
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "KernelRidge",
              "sklearn.kernel_ridge",
              "ridge regression in a kernel's feature space (dual form, no intercept)",
              KernelRidge::of)
          .params(
              ParamSpec.floating("alpha", 1.0, 1e-12, 1e12, "", "regularisation strength"),
              ParamSpec.choice("kernel", "linear", List.copyOf(KERNELS), "kernel function"),
              ParamSpec.sizeOrNull("gamma", 1e12, "kernel coefficient; None = 1 / features"),
              ParamSpec.floating("degree", 3.0, 0.0, 20.0, "", "degree of the polynomial kernel"),
              ParamSpec.floating("coef0", 1.0, -1e6, 1e6, "", "constant of poly and sigmoid"));
}
