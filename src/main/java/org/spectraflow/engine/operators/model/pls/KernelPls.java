package org.spectraflow.engine.operators.model.pls;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Householder;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.StateChecks;

/**
 * nirs4all's KernelPLS: the kernel PLS regression of Rosipal &amp; Trejo (2001, J. Machine Learning
 * Research 2:97–123). The training kernel matrix {@code K} (on the raw X) is centred in feature
 * space, the targets are centred, and per component NIPALS runs in the kernel space: {@code t =
 * K·u} normalised, {@code c = Yᵀt}, {@code u = Y·c} normalised, repeated until {@code u} settles
 * (one pass for one target); then {@code K ← (I − ttᵀ)K(I − ttᵀ)} and {@code Y ← Y − ttᵀY}.
 * Predictions are {@code K_t·U·(TᵀKU)⁻¹·TᵀY} plus the target means, {@code K_t} the test kernel
 * centred with the training statistics. Kernels ({@code kernel_type}): 0 linear {@code x·x'}, 1 RBF
 * {@code exp(−γ‖x − x'‖²)}, 2 polynomial {@code (γ x·x' + coef0)^degree}, 3 sigmoid {@code tanh(γ
 * x·x' + coef0)}; {@code gamma ≤ 0} means {@code 1 / n_features} (docs/compatibility.md, "The PLS
 * family"). The fit keeps its training X, so it is not saved in a model file.
 */
public final class KernelPls implements RestorableModel {

  private static final List<String> KERNELS = List.of("linear", "rbf", "poly", "sigmoid");

  private final OperatorConfig config;
  private final int components;
  private final int kernel;
  private final double gamma;
  private final double coef0;
  private final int degree;
  private final int maxIter;
  private final double tol;

  private KernelPls(
      OperatorConfig config,
      int components,
      int kernel,
      double gamma,
      double coef0,
      int degree,
      int maxIter,
      double tol) {
    this.config = config;
    this.components = components;
    this.kernel = kernel;
    this.gamma = gamma;
    this.coef0 = coef0;
    this.degree = degree;
    this.maxIter = maxIter;
    this.tol = tol;
  }

  /**
   * Reads {@code n_components=2, kernel_type=1} (or {@code kernel} by name: 'linear', 'rbf',
   * 'poly', 'sigmoid'), {@code gamma=0.0, coef0=1.0, degree=3, max_iter=500, tol=1e-06}.
   */
  public static KernelPls of(Params p) {
    int k = p.integer("n_components", 2);
    int type = p.integer("kernel_type", 1);
    String name = p.string("kernel", null);
    double gamma = p.number("gamma", 0.0);
    double coef0 = p.number("coef0", 1.0);
    int degree = p.integer("degree", 3);
    int maxIter = p.integer("max_iter", 500);
    double tol = p.number("tol", 1e-6);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    if (type < 0 || type > 3) {
      throw p.invalid("kernel_type", type, "must be 0 (linear), 1 (rbf), 2 (poly) or 3 (sigmoid)");
    }
    if (name != null) {
      if (!KERNELS.contains(name)) {
        throw p.invalid("kernel", name, "must be one of " + KERNELS);
      }
      type = KERNELS.indexOf(name);
    }
    if (!Double.isFinite(gamma) || !Double.isFinite(coef0)) {
      throw p.invalid("gamma", gamma, "must be finite (with coef0)");
    }
    if (degree < 1) {
      throw p.invalid("degree", degree, "must be >= 1");
    }
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (!(tol >= 0)) {
      throw p.invalid("tol", tol, "must be >= 0");
    }
    return new KernelPls(p.config(), k, type, gamma, coef0, degree, maxIter, tol);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    int n = x.rows();
    if (components > n) {
      throw new IllegalArgumentException(
          label() + ": n_components must be <= n_samples = " + n + ", was " + components);
    }
    double[][] train = new double[n][x.cols()];
    for (int i = 0; i < n; i++) {
      x.copyRow(i, train[i], 0);
    }
    Kernel kern = new Kernel(kernel, gamma > 0 ? gamma : 1.0 / x.cols(), coef0, degree);
    double[][] k = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= i; j++) {
        k[i][j] = kern.apply(train[i], train[j]);
        k[j][i] = k[i][j];
      }
    }
    double[] colMean = new double[n];
    double total = 0.0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        colMean[j] += k[i][j] / n;
      }
    }
    for (double m : colMean) {
      total += m / n;
    }
    double[][] kc = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        kc[i][j] = k[i][j] - colMean[i] - colMean[j] + total;
      }
    }
    int q = y[0].length;
    double[] yMean = new double[q];
    for (double[] row : y) {
      PlsAlgebra.axpy(1.0 / n, row, yMean);
    }
    double[][] yc = new double[n][q];
    for (int i = 0; i < n; i++) {
      for (int t = 0; t < q; t++) {
        yc[i][t] = y[i][t] - yMean[t];
      }
    }
    double[][] alpha = dualCoefficients(kc, yc, cancelled);
    return new Fitted(label(), canonicalConfig(), kern, train, colMean, total, alpha, yMean);
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "kernel_pls");
    double[][] train = state.matrix("train");
    double[] colMean = state.vector("column_means");
    double[][] alpha = state.matrix("alpha");
    double[] yMean = state.vector("y_mean");
    if (train.length == 0 || yMean.length == 0) {
      throw new IllegalArgumentException("kernel_pls: no training rows or no targets");
    }
    StateChecks.rect(state, "train", train[0].length);
    StateChecks.same(state, "column_means length", colMean.length, train.length);
    StateChecks.same(state, "alpha rows", alpha.length, train.length);
    StateChecks.rect(state, "alpha", yMean.length);
    Kernel kern =
        new Kernel(
            StateChecks.count(state, "kernel_type"),
            state.number("gamma"),
            state.number("coef0"),
            StateChecks.count(state, "degree"));
    if (kern.type() > 3) {
      throw new IllegalArgumentException(
          "kernel_pls: kernel_type " + kern.type() + " outside [0, 3]");
    }
    return new Fitted(
        label(), state.text("operator"), kern, train, colMean, state.number("total"), alpha, yMean);
  }

  /** {@code U·(TᵀKU)⁻¹·TᵀY} (samples × targets) by Rosipal &amp; Trejo's kernel NIPALS. */
  private double[][] dualCoefficients(double[][] kc, double[][] yc, BooleanSupplier cancelled) {
    int n = kc.length;
    int q = yc[0].length;
    double[][] kd = new double[n][];
    double[][] yd = new double[n][];
    for (int i = 0; i < n; i++) {
      kd[i] = kc[i].clone();
      yd[i] = yc[i].clone();
    }
    double[][] ts = new double[components][];
    double[][] us = new double[components][];
    int done = 0;
    for (int a = 0; a < components; a++) {
      if (cancelled.getAsBoolean()) {
        throw new java.util.concurrent.CancellationException(label() + " fit cancelled");
      }
      double[] u = PlsAlgebra.column(yd, 0);
      double[] t = null;
      for (int it = 0; it < maxIter; it++) {
        t = PlsAlgebra.times(kd, u);
        double tn = PlsAlgebra.norm(t);
        if (!(tn > 0)) {
          t = null;
          break;
        }
        PlsAlgebra.divide(t, tn);
        double[] c = PlsAlgebra.timesTransposed(yd, t);
        double[] next = PlsAlgebra.times(yd, c);
        double un = PlsAlgebra.norm(next);
        if (!(un > 0)) {
          t = null;
          break;
        }
        PlsAlgebra.divide(next, un);
        double change = 0.0;
        for (int i = 0; i < n; i++) {
          change += (next[i] - u[i]) * (next[i] - u[i]);
        }
        u = next;
        if (q == 1 || Math.sqrt(change) < tol) {
          break;
        }
      }
      if (t == null) {
        break;
      }
      deflate(kd, t);
      double[] ty = PlsAlgebra.timesTransposed(yd, t);
      for (int i = 0; i < n; i++) {
        PlsAlgebra.axpy(-t[i], ty, yd[i]);
      }
      ts[a] = t;
      us[a] = u;
      done++;
    }
    if (done == 0) {
      throw new IllegalArgumentException(
          label() + ": the centred kernel or targets are zero, so no component can be extracted");
    }
    // (TᵀKU) with the undeflated centred kernel
    double[][] ku = new double[done][];
    for (int a = 0; a < done; a++) {
      ku[a] = PlsAlgebra.times(kc, us[a]);
    }
    double[][] tku = new double[done][done];
    for (int a = 0; a < done; a++) {
      for (int b = 0; b < done; b++) {
        tku[a][b] = PlsAlgebra.dot(ts[a], ku[b]);
      }
    }
    double[][] inv = Householder.of(tku).inverse();
    double[][] tyc = new double[done][];
    for (int a = 0; a < done; a++) {
      tyc[a] = PlsAlgebra.timesTransposed(yc, ts[a]);
    }
    double[][] alpha = new double[n][q];
    for (int b = 0; b < done; b++) {
      for (int t = 0; t < q; t++) {
        double g = 0.0;
        for (int c = 0; c < done; c++) {
          g += inv[b][c] * tyc[c][t];
        }
        for (int i = 0; i < n; i++) {
          alpha[i][t] += us[b][i] * g;
        }
      }
    }
    return alpha;
  }

  /** {@code K ← (I − ttᵀ)·K·(I − ttᵀ)} for unit {@code t}, in place. */
  private static void deflate(double[][] k, double[] t) {
    int n = k.length;
    double[] kt = PlsAlgebra.times(k, t);
    double tkt = PlsAlgebra.dot(t, kt);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        k[i][j] += -t[i] * kt[j] - kt[i] * t[j] + t[i] * t[j] * tkt;
      }
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /**
   * A kernel function.
   *
   * @param type 0 linear, 1 rbf, 2 polynomial, 3 sigmoid
   * @param gamma the bandwidth / scale (already resolved from 0 to 1 / n_features)
   * @param coef0 the independent term of the polynomial and sigmoid kernels
   * @param degree the polynomial degree
   */
  record Kernel(int type, double gamma, double coef0, int degree) {
    double apply(double[] a, double[] b) {
      return switch (type) {
        case 0 -> PlsAlgebra.dot(a, b);
        case 1 -> {
          double d = 0.0;
          for (int f = 0; f < a.length; f++) {
            double e = a[f] - b[f];
            d += e * e;
          }
          yield Math.exp(-gamma * d);
        }
        case 2 -> Math.pow(gamma * PlsAlgebra.dot(a, b) + coef0, degree);
        default -> Math.tanh(gamma * PlsAlgebra.dot(a, b) + coef0);
      };
    }
  }

  /**
   * A fitted kernel PLS: the training rows, the training kernel's column means and grand mean (to
   * centre a test kernel), the dual coefficients and the target means. Immutable.
   */
  private record Fitted(
      String label,
      String operator,
      Kernel kernel,
      double[][] train,
      double[] colMean,
      double total,
      double[][] alpha,
      double[] yMean)
      implements FittedModel {

    @Override
    public double[][] predict(Block x) {
      ModelInputs.checkWidth(label, x, train[0].length);
      int n = train.length;
      int q = yMean.length;
      double[] row = new double[x.cols()];
      double[] kt = new double[n];
      double[][] out = new double[x.rows()][q];
      for (int r = 0; r < x.rows(); r++) {
        x.copyRow(r, row, 0);
        double rowMean = 0.0;
        for (int i = 0; i < n; i++) {
          kt[i] = kernel.apply(row, train[i]);
          rowMean += kt[i] / n;
        }
        for (int t = 0; t < q; t++) {
          double s = yMean[t];
          for (int i = 0; i < n; i++) {
            s += (kt[i] - colMean[i] - rowMean + total) * alpha[i][t];
          }
          out[r][t] = s;
        }
      }
      return out;
    }

    /**
     * Kind {@code kernel_pls}: the training rows, the kernel (type, resolved gamma, coef0, degree),
     * the training kernel's column means and grand mean, the dual coefficients and the target
     * means.
     */
    @Override
    public FittedState state() {
      return FittedState.of("kernel_pls")
          .with("operator", operator)
          .with("kernel_type", (double) kernel.type())
          .with("gamma", kernel.gamma())
          .with("coef0", kernel.coef0())
          .with("degree", (double) kernel.degree())
          .with("train", train)
          .with("column_means", colMean)
          .with("total", total)
          .with("alpha", alpha)
          .with("y_mean", yMean);
    }

    @Override
    public long retainedBytes() {
      long rows = 16 + 8L * train.length;
      return rows
          + train.length * (16 + 8L * train[0].length)
          + rows
          + train.length * (16 + 8L * yMean.length)
          + 2 * (16 + 8L * train.length);
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "KernelPLS",
              "nirs4all.operators.models.sklearn.kernel_pls",
              "kernel PLS regression (Rosipal & Trejo), RBF kernel by default",
              KernelPls::of)
          .params(
              ParamSpec.integer("n_components", 2, 1, 1000, "", "number of latent variables"),
              ParamSpec.integer(
                  "kernel_type", 1, 0, 3, "", "0 linear, 1 rbf, 2 polynomial, 3 sigmoid"),
              ParamSpec.choice(
                  "kernel",
                  null,
                  java.util.Arrays.asList(null, "linear", "rbf", "poly", "sigmoid"),
                  "the kernel by name (overrides kernel_type)"),
              ParamSpec.floating(
                  "gamma", 0.0, 0.0, 1e12, "", "kernel scale; 0 means 1 / n_features"),
              ParamSpec.floating(
                  "coef0",
                  1.0,
                  -1e12,
                  1e12,
                  "",
                  "independent term of the poly and sigmoid kernels"),
              ParamSpec.integer("degree", 3, 1, 100, "", "degree of the polynomial kernel"),
              ParamSpec.integer(
                  "max_iter", 500, 1, 100_000, "", "kernel NIPALS iterations (several targets)"),
              ParamSpec.floating(
                  "tol", 1e-06, 0.0, 1.0, "", "kernel NIPALS tolerance (several targets)"))
          .rules(ShapeRules.atMostSamples("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
