package org.spectraflow.engine.operators.model.svm;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.LinearModel;

/**
 * scikit-learn's LinearSVR (BSD-3-Clause, {@code sklearn/svm/_classes.py}, 1.9): linear ε-SVR
 * solved by liblinear's dual coordinate descent ({@link DualCoordinateDescent#svr}) on the rows
 * with the bias column {@code intercept_scaling} appended (so the intercept is penalised, as in
 * liblinear); {@code intercept_ = intercept_scaling·w_bias}. Loss {@code epsilon_insensitive}
 * (default, dual only) or {@code squared_epsilon_insensitive}. scikit-learn solves the latter's
 * primal with a trust-region Newton method when {@code dual=False} (or {@code 'auto'} with at least
 * as many rows as columns); we solve its dual to a 10⁶ times tighter tolerance instead, which
 * reaches the same optimum to within scikit-learn's own tolerance (docs/compatibility.md). One
 * target column; the fit is a linear model (saved in model files).
 */
public final class LinearSVR implements ModelOperator {

  private static final List<String> LOSSES =
      List.of("epsilon_insensitive", "squared_epsilon_insensitive");

  private final OperatorConfig config;
  private final LiblinearOptions options;
  private final double epsilon;
  private final boolean squared;

  private LinearSVR(
      OperatorConfig config, LiblinearOptions options, double epsilon, boolean squared) {
    this.config = config;
    this.options = options;
    this.epsilon = epsilon;
    this.squared = squared;
  }

  /** Reads {@code epsilon=0.0, loss='epsilon_insensitive'} and the shared liblinear options. */
  public static LinearSVR of(Params p) {
    double epsilon = p.number("epsilon", 0.0);
    String loss = p.string("loss", "epsilon_insensitive");
    LiblinearOptions options = LiblinearOptions.read(p);
    if (!(epsilon >= 0) || Double.isInfinite(epsilon)) {
      throw p.invalid("epsilon", epsilon, "must be a finite number >= 0");
    }
    if (!LOSSES.contains(loss)) {
      throw p.invalid("loss", loss, "must be one of " + LOSSES);
    }
    if ("false".equals(options.dual()) && "epsilon_insensitive".equals(loss)) {
      throw p.invalid(
          "dual",
          false,
          "must be True or 'auto' with loss='epsilon_insensitive' (liblinear has no primal"
              + " solver for it)");
    }
    return new LinearSVR(p.config(), options, epsilon, !"epsilon_insensitive".equals(loss));
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    if (y[0].length != 1) {
      throw new IllegalArgumentException(label() + ": supports one target column");
    }
    int n = x.rows();
    int p = x.cols();
    int[] order = new int[n];
    double[] target = new double[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
      target[i] = y[i][0];
    }
    boolean dual = options.useDual(n, p, true, squared);
    double eps = dual ? options.tol() : options.tol() * 1e-6;
    int maxIter = dual ? options.maxIter() : options.maxIter() * 100;
    double[] w =
        new DualCoordinateDescent(options.rows(x, order), options.liblinearSeed(), cancelled)
            .svr(target, options.c(), epsilon, squared, eps, maxIter);
    double[] coef = java.util.Arrays.copyOf(w, p);
    double intercept = options.fitIntercept() ? options.interceptScaling() * w[p] : 0.0;
    return new LinearModel(label(), new double[][] {coef}, new double[] {intercept});
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "LinearSVR",
              "sklearn.svm._classes",
              "linear support vector regression (liblinear's dual coordinate descent)",
              LinearSVR::of)
          .params(
              ParamSpec.floating("C", 1.0, 1e-12, 1e12, "", "cost of errors"),
              ParamSpec.floating("epsilon", 0.0, 0.0, 1e12, "", "insensitive tube half-width"),
              ParamSpec.choice("loss", "epsilon_insensitive", LOSSES, "loss of errors"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept (bias column)"),
              ParamSpec.integer("max_iter", 1000, 1, 1_000_000, "", "maximum sweeps"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the coordinate order"));

  /** Contributes the liblinear declarations to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, LinearSVC.DECLARATION);
    }
  }
}
