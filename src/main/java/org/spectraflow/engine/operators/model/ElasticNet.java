package org.spectraflow.engine.operators.model;

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
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.CoordinateDescent.Rules;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's ElasticNet and Lasso ({@code Lasso(α) ≡ ElasticNet(α, l1_ratio=1)}): minimises
 * {@code 1/(2n)·‖y − Xw − b‖² + α·ρ·‖w‖₁ + ½·α·(1−ρ)·‖w‖²} by {@link CoordinateDescent} on the
 * centred data, one target at a time; intercept {@code ȳ − x̄·w}. Computed in double (scikit-learn
 * keeps float32 data in float32: see docs/compatibility.md).
 *
 * <p>The rand_r seed is {@code RandomState(random_state).randint(0, 2³¹−1)}, drawn once per target
 * as scikit-learn does; with {@code random_state=None} a generator seeded 0 stands in for numpy's
 * global stream, so runs are reproducible (it only matters for {@code selection='random'}).
 */
public final class ElasticNet implements ModelOperator {

  private final OperatorConfig config;
  private final Settings settings;
  private final Rules rules;

  /** The validated parameters. */
  record Settings(
      double alpha,
      double l1Ratio,
      boolean fitIntercept,
      int maxIter,
      double tol,
      boolean random,
      boolean positive,
      Long seed) {}

  private ElasticNet(OperatorConfig config, Settings settings, Rules rules) {
    this.config = config;
    this.settings = settings;
    this.rules = rules;
  }

  /** Reads ElasticNet's {@code alpha=1.0, l1_ratio=0.5, fit_intercept=True, max_iter=1000, ...}. */
  public static ElasticNet of(Params p) {
    return read(p, true);
  }

  /** Reads Lasso's parameters (ElasticNet's without {@code l1_ratio}, which is 1). */
  public static ElasticNet lasso(Params p) {
    return read(p, false);
  }

  private static ElasticNet read(Params p, boolean hasRatio) {
    double alpha = p.number("alpha", 1.0);
    double ratio = hasRatio ? p.number("l1_ratio", 0.5) : 1.0;
    boolean intercept = p.flag("fit_intercept", true);
    Object precompute = p.raw("precompute", false);
    int maxIter = p.integer("max_iter", 1000);
    p.flag("copy_X", true);
    double tol = p.number("tol", 1e-4);
    p.flag("warm_start", false);
    boolean positive = p.flag("positive", false);
    Long seed = p.randomState();
    String selection = p.string("selection", "cyclic");
    if (!(alpha >= 0) || Double.isInfinite(alpha)) {
      throw p.invalid("alpha", alpha, "must be a finite number >= 0");
    }
    if (!(ratio >= 0 && ratio <= 1)) {
      throw p.invalid("l1_ratio", ratio, "must be in [0, 1]");
    }
    if (!Boolean.FALSE.equals(precompute)) {
      throw p.invalid("precompute", precompute, "is not supported (use False)");
    }
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (!(tol >= 0)) {
      throw p.invalid("tol", tol, "must be >= 0");
    }
    if (!"cyclic".equals(selection) && !"random".equals(selection)) {
      throw p.invalid("selection", selection, "must be 'cyclic' or 'random'");
    }
    Settings s =
        new Settings(
            alpha, ratio, intercept, maxIter, tol, "random".equals(selection), positive, seed);
    return new ElasticNet(p.config(), s, Rules.CURRENT);
  }

  /** The same operator following scikit-learn 1.2's solver rules (for parity tests). */
  ElasticNet withRules(Rules other) {
    return new ElasticNet(config, settings, other);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block xBlock, double[][] yRows, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, yRows);
    int q = yRows[0].length;
    double[][] coef = new double[q][];
    double[] intercept = new double[q];
    for (int t = 0; t < q; t++) {
      double[] y = new double[yRows.length];
      for (int i = 0; i < y.length; i++) {
        y[i] = yRows[i][t];
      }
      Fit f = fitTarget(xBlock, y, cancelled);
      coef[t] = f.result().w();
      intercept[t] = f.intercept();
    }
    return new LinearModel(label(), coef, intercept);
  }

  /** One target's fit: the solver's result and the intercept. */
  record Fit(CoordinateDescent.Result result, double intercept) {}

  /** Fits one target column (also used by the tests to read {@code n_iter_}). */
  Fit fitTarget(Block xBlock, double[] target, BooleanSupplier cancelled) {
    int n = xBlock.rows();
    int p = xBlock.cols();
    double[][] rows = xBlock.toRows();
    double[] xMean = new double[p];
    double[] y = target.clone();
    double yMean = 0.0;
    if (settings.fitIntercept()) {
      double[] column = new double[n];
      for (int j = 0; j < p; j++) {
        for (int i = 0; i < n; i++) {
          column[i] = rows[i][j];
        }
        xMean[j] = Sums.pw(column, false) / n;
      }
      for (double[] row : rows) {
        for (int j = 0; j < xMean.length; j++) {
          row[j] -= xMean[j];
        }
      }
      yMean = centre(y);
    }
    RandomState rng = new RandomState(settings.seed() == null ? 0L : settings.seed());
    CoordinateRandR rand = new CoordinateRandR(rng.randint(0, 0x7fffffffL));
    double a = settings.alpha() * settings.l1Ratio() * n;
    double b = settings.alpha() * (1.0 - settings.l1Ratio()) * n;
    CoordinateDescent.Result r =
        CoordinateDescent.ofRows(rows, p, y, a, b, settings.positive(), rules)
            .solve(settings.maxIter(), settings.tol(), settings.random() ? rand : null, cancelled);
    double intercept = settings.fitIntercept() ? yMean - CoordinateDescent.dot(xMean, r.w()) : 0.0;
    return new Fit(r, intercept);
  }

  /** Subtracts the pairwise mean (numpy's mean of a contiguous column) and returns it. */
  private static double centre(double[] v) {
    double mean = Sums.pw(v, false) / v.length;
    for (int i = 0; i < v.length; i++) {
      v[i] -= mean;
    }
    return mean;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of ElasticNet (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "ElasticNet",
              "sklearn.linear_model._coordinate_descent",
              "linear regression with combined L1 and L2 penalties (coordinate descent)",
              ElasticNet::of)
          .params(
              ParamSpec.floating("alpha", 1.0, 0.0, 1e12, "", "penalty strength"),
              ParamSpec.floating(
                  "l1_ratio", 0.5, 0.0, 1.0, "", "share of the L1 penalty (1 = Lasso, 0 = ridge)"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept"),
              ParamSpec.integer(
                  "max_iter", 1000, 1, 1_000_000, "", "maximum coordinate-descent sweeps"),
              ParamSpec.floating(
                  "tol", 1e-4, 0.0, 1.0, "", "duality-gap tolerance (relative to y·y)"),
              ParamSpec.bool("positive", false, "force non-negative coefficients"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the random coordinate order"),
              ParamSpec.choice(
                  "selection", "cyclic", List.of("cyclic", "random"), "coordinate order"));

  /** The catalogue's declaration of Lasso (ElasticNet with l1_ratio = 1). */
  public static final OperatorSpec LASSO =
      OperatorSpec.model(
              "Lasso",
              "sklearn.linear_model._coordinate_descent",
              "L1-penalised linear regression (coordinate descent)",
              ElasticNet::lasso)
          .params(
              ParamSpec.floating("alpha", 1.0, 0.0, 1e12, "", "penalty strength"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept"),
              ParamSpec.integer(
                  "max_iter", 1000, 1, 1_000_000, "", "maximum coordinate-descent sweeps"),
              ParamSpec.floating(
                  "tol", 1e-4, 0.0, 1.0, "", "duality-gap tolerance (relative to y·y)"),
              ParamSpec.bool("positive", false, "force non-negative coefficients"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the random coordinate order"),
              ParamSpec.choice(
                  "selection", "cyclic", List.of("cyclic", "random"), "coordinate order"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, LASSO);
    }
  }
}
