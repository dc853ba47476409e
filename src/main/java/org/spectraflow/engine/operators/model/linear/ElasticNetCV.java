package org.spectraflow.engine.operators.model.linear;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
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
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.CoordinateDescent;
import org.spectraflow.engine.operators.model.CoordinateRandR;
import org.spectraflow.engine.operators.model.ensemble.NestedModels;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's ElasticNetCV and LassoCV (BSD-3-Clause, {@code
 * sklearn/linear_model/_coordinate_descent.py}, 1.9, {@code LinearModelCV.fit}), followed step by
 * step: for each {@code l1_ratio} the alphas are {@code alphas} given (sorted descending), or a
 * geometric grid of {@code alphas} (an integer, default 100) values from {@code α_max = max|Xcᵀ(y −
 * ȳ)| / (n·l1_ratio)} down to {@code eps·α_max}; on each {@code cv} fold (None or k = KFold(k)
 * without shuffle, default 5, or a splitter reference) the training rows are centred and the path
 * is solved by {@link CoordinateDescent} with warm starts from the previous alpha; the mean squared
 * error of the held-out rows is averaged over folds and the first (l1_ratio, alpha) of least error
 * wins; then ElasticNet with those values is fitted on all rows. One target column. scikit-learn
 * solves the folds with the Gram matrix when they have more rows than columns ({@code
 * precompute='auto'}); we always solve from the columns: the fold errors then agree to the solver's
 * tolerance, the chosen alpha and the final model are the same (docs/compatibility.md). Immutable.
 */
public final class ElasticNetCV implements ModelOperator {

  private final OperatorConfig config;
  private final double[] l1Ratios;
  private final double eps;
  private final int nAlphas;
  private final double[] alphas;
  private final boolean fitIntercept;
  private final int maxIter;
  private final double tol;
  private final SplitterOperator cv;
  private final boolean positive;
  private final Long seed;
  private final boolean random;
  private final Object randomState;

  private ElasticNetCV(Params p, boolean hasRatio) {
    l1Ratios = hasRatio ? ratios(p) : new double[] {1.0};
    eps = p.number("eps", 1e-3);
    Object a = p.raw("alphas", 100);
    if (a instanceof Integer || a instanceof Long) {
      long n = ((Number) a).longValue();
      if (n < 1 || n > 100_000) {
        throw p.invalid("alphas", a, "must be a number of alphas in [1, 100000] or a list");
      }
      nAlphas = (int) n;
      alphas = null;
    } else if (a instanceof List<?> l
        && !l.isEmpty()
        && l.stream().allMatch(o -> o instanceof Number n && n.doubleValue() >= 0)) {
      nAlphas = l.size();
      alphas = l.stream().mapToDouble(o -> ((Number) o).doubleValue()).sorted().toArray();
      reverse(alphas);
    } else {
      throw p.invalid(
          "alphas", a, "must be a number of alphas or a non-empty list of numbers >= 0");
    }
    fitIntercept = p.flag("fit_intercept", true);
    Object precompute = p.raw("precompute", "auto");
    if (!"auto".equals(precompute) && !(precompute instanceof Boolean)) {
      throw p.invalid("precompute", precompute, "must be 'auto', True or False");
    }
    maxIter = p.integer("max_iter", 1000);
    tol = p.number("tol", 1e-4);
    p.flag("copy_X", true);
    cv = NestedModels.cv(p, "KFold");
    p.raw("verbose", false);
    p.optionalInteger("n_jobs", null);
    positive = p.flag("positive", false);
    randomState = p.raw("random_state", null);
    seed = p.randomState();
    String selection = p.string("selection", "cyclic");
    if (!(eps > 0) || Double.isInfinite(eps)) {
      throw p.invalid("eps", eps, "must be a finite number > 0");
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
    random = "random".equals(selection);
    if (alphas == null && Arrays.stream(l1Ratios).anyMatch(r -> r == 0.0)) {
      throw p.invalid(
          "l1_ratio",
          p.raw("l1_ratio", 0.5),
          "of 0 needs an explicit alphas list (the automatic grid needs an L1 penalty)");
    }
    config = p.config();
  }

  /** Reads ElasticNetCV's {@code l1_ratio=0.5, eps=1e-3, alphas=100, cv=None, ...}. */
  public static ElasticNetCV of(Params p) {
    return new ElasticNetCV(p, true);
  }

  /** Reads LassoCV's parameters (ElasticNetCV's without {@code l1_ratio}, which is 1). */
  public static ElasticNetCV lasso(Params p) {
    return new ElasticNetCV(p, false);
  }

  private static double[] ratios(Params p) {
    Object v = p.raw("l1_ratio", 0.5);
    List<?> list = v instanceof List<?> l ? l : List.of(v);
    if (list.isEmpty() || !list.stream().allMatch(Number.class::isInstance)) {
      throw p.invalid("l1_ratio", v, "must be a number in [0, 1] or a list of them");
    }
    double[] out = list.stream().mapToDouble(o -> ((Number) o).doubleValue()).toArray();
    for (double r : out) {
      if (!(r >= 0 && r <= 1)) {
        throw p.invalid("l1_ratio", v, "must be in [0, 1]");
      }
    }
    return out;
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  /** The chosen penalty: {@code alpha_}, {@code l1_ratio_} and the grid's least mean error. */
  record Choice(double alpha, double l1Ratio, double mse) {}

  @Override
  public FittedModel fit(Block x, double[][] yRows, BooleanSupplier cancelled) {
    Choice best = choose(x, yRows, cancelled);
    Map<String, Object> params = new LinkedHashMap<>();
    params.put("alpha", best.alpha());
    params.put("l1_ratio", best.l1Ratio());
    params.put("fit_intercept", fitIntercept);
    params.put("max_iter", maxIter);
    params.put("tol", tol);
    params.put("positive", positive);
    params.put("selection", random ? "random" : "cyclic");
    if (randomState != null) {
      params.put("random_state", randomState);
    }
    return OperatorFactory.model("ElasticNet", params).fit(x, yRows, cancelled);
  }

  /** Runs the cross-validation and returns the chosen penalty (also read by the tests). */
  Choice choose(Block x, double[][] yRows, BooleanSupplier cancelled) {
    if (yRows.length == 0 || yRows[0].length != 1) {
      throw new IllegalArgumentException(
          label() + ": supports one target column (use ElasticNet per target for several)");
    }
    int n = x.rows();
    double[][] rows = new double[n][];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      rows[i] = new double[x.cols()];
      x.copyRow(i, rows[i]);
      y[i] = yRows[i][0];
    }
    List<PositionalFold> folds = cv.split(x, y);
    Choice best = null;
    for (double ratio : l1Ratios) {
      double[] grid = alphas != null ? alphas : grid(rows, y, ratio);
      double[] mean = new double[grid.length];
      for (PositionalFold f : folds) {
        double[] mse = foldErrors(rows, y, f, grid, ratio, cancelled);
        for (int k = 0; k < grid.length; k++) {
          mean[k] += mse[k];
        }
      }
      int arg = 0;
      for (int k = 0; k < grid.length; k++) {
        mean[k] /= folds.size();
        if (mean[k] < mean[arg]) {
          arg = k;
        }
      }
      if (best == null || mean[arg] < best.mse()) {
        best = new Choice(grid[arg], ratio, mean[arg]);
      }
    }
    return best;
  }

  /** scikit-learn's {@code _alpha_grid} on all rows. */
  private double[] grid(double[][] rows, double[] target, double ratio) {
    int n = rows.length;
    int p = rows[0].length;
    double[] y = target.clone();
    double[] xMean = new double[p];
    if (fitIntercept) {
      double yMean = Sums.pw(y, false) / n;
      for (int i = 0; i < n; i++) {
        y[i] -= yMean;
      }
      xMean = columnMeans(rows, p);
    }
    double ySum = Sums.pw(y, false);
    double max = 0.0;
    for (int j = 0; j < p; j++) {
      double xy = 0.0;
      for (int i = 0; i < n; i++) {
        xy += rows[i][j] * y[i];
      }
      if (fitIntercept) {
        xy -= xMean[j] * ySum;
      }
      max = positive ? Math.max(max, xy) : Math.max(max, xy * xy);
    }
    double alphaMax = (positive ? max : Math.sqrt(max)) / (n * ratio);
    double[] out = new double[nAlphas];
    if (alphaMax <= 1e-15) {
      Arrays.fill(out, 1e-15);
      return out;
    }
    // numpy.geomspace: 10 ** linspace(log10(start), log10(stop)), ends exact
    double lo = Math.log10(alphaMax);
    double hi = Math.log10(alphaMax * eps);
    double step = (hi - lo) / Math.max(nAlphas - 1, 1);
    for (int k = 0; k < nAlphas; k++) {
      out[k] = Math.pow(10.0, k * step + lo);
    }
    out[0] = alphaMax;
    if (nAlphas > 1) {
      out[nAlphas - 1] = alphaMax * eps;
    }
    return out;
  }

  /** One fold's held-out mean squared error along the path (scikit-learn's _path_residuals). */
  private double[] foldErrors(
      double[][] rows,
      double[] y,
      PositionalFold f,
      double[] grid,
      double ratio,
      BooleanSupplier cancelled) {
    int[] train = f.train();
    int[] val = f.val();
    int p = rows[0].length;
    int n = train.length;
    double[][] sub = new double[n][];
    double[] yTrain = new double[n];
    for (int i = 0; i < n; i++) {
      sub[i] = rows[train[i]];
      yTrain[i] = y[train[i]];
    }
    double[] xMean = fitIntercept ? columnMeans(sub, p) : new double[p];
    double yMean = fitIntercept ? Sums.pw(yTrain, false) / n : 0.0;
    double[][] cols = new double[p][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        cols[j][i] = sub[i][j] - xMean[j];
      }
      yTrain[i] -= yMean;
    }
    RandomState rng = new RandomState(seed == null ? 0L : seed);
    double[] w = null;
    double[] mse = new double[grid.length];
    for (int k = 0; k < grid.length; k++) {
      CoordinateRandR rand = new CoordinateRandR(rng.randint(0, 0x7fffffffL));
      double a = grid[k] * ratio * n;
      double b = grid[k] * (1.0 - ratio) * n;
      w =
          new CoordinateDescent(cols, yTrain, a, b, positive, CoordinateDescent.Rules.CURRENT, w)
              .solve(maxIter, tol, random ? rand : null, cancelled)
              .w();
      double intercept = yMean - CoordinateDescent.dot(xMean, w);
      double sum = 0.0;
      for (int v : val) {
        double r = CoordinateDescent.dot(rows[v], w) - y[v] + intercept;
        sum += r * r;
      }
      mse[k] = sum / val.length;
    }
    return mse;
  }

  /** Column means summed row after row (numpy's axis-0 mean of a row-major array). */
  private static double[] columnMeans(double[][] rows, int p) {
    double[] mean = new double[p];
    for (double[] r : rows) {
      for (int j = 0; j < p; j++) {
        mean[j] += r[j];
      }
    }
    for (int j = 0; j < p; j++) {
      mean[j] /= rows.length;
    }
    return mean;
  }

  private static void reverse(double[] v) {
    for (int i = 0, j = v.length - 1; i < j; i++, j--) {
      double t = v[i];
      v[i] = v[j];
      v[j] = t;
    }
  }

  @Override
  public String toString() {
    return label();
  }

  private static List<ParamSpec> common() {
    List<ParamSpec> out = new ArrayList<>();
    out.add(ParamSpec.floating("eps", 1e-3, 1e-12, 1.0, "", "alpha_min / alpha_max of the grid"));
    out.add(ParamSpec.bool("fit_intercept", true, "fit an intercept"));
    out.add(
        ParamSpec.integer("max_iter", 1000, 1, 1_000_000, "", "maximum coordinate-descent sweeps"));
    out.add(ParamSpec.floating("tol", 1e-4, 0.0, 1.0, "", "duality-gap tolerance"));
    out.add(ParamSpec.bool("positive", false, "force non-negative coefficients"));
    return out;
  }

  private static ParamSpec[] withRatio(ParamSpec ratio) {
    List<ParamSpec> out = new ArrayList<>(List.of(ratio));
    out.addAll(common());
    return out.toArray(ParamSpec[]::new);
  }

  /** The catalogue's declaration of ElasticNetCV (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "ElasticNetCV",
              "sklearn.linear_model._coordinate_descent",
              "ElasticNet whose alpha (and l1_ratio) are chosen by cross-validation",
              ElasticNetCV::of)
          .params(
              withRatio(
                  ParamSpec.floating(
                      "l1_ratio", 0.5, 0.0, 1.0, "", "share of the L1 penalty (1 = Lasso)")));

  /** The catalogue's declaration of LassoCV. */
  public static final OperatorSpec LASSO =
      OperatorSpec.model(
              "LassoCV",
              "sklearn.linear_model._coordinate_descent",
              "Lasso whose alpha is chosen by cross-validation",
              ElasticNetCV::lasso)
          .params(common().toArray(ParamSpec[]::new));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, LASSO);
    }
  }
}
