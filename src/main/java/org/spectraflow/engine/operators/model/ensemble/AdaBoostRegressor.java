package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.StateChecks;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's AdaBoostRegressor (BSD-3-Clause, {@code sklearn/ensemble/_weight_boosting.py},
 * 1.9): AdaBoost.R2 (H. Drucker, "Improving Regressors using Boosting Techniques", ICML 1997),
 * followed step by step. Weights start at 1/n; each round clips them to ≥ machine epsilon, copies
 * the estimator (default DecisionTreeRegressor(max_depth=3), seeded as {@link BoostedEstimator}
 * says), fits it on a weighted bootstrap ({@code RandomState.choice(n, n, p=weights)}: the
 * normalised cumulative weights searched with {@code random_sample} draws), scales the absolute
 * errors on all rows by their maximum ({@code loss} linear, square or {@code 1 − e^−x}), stops when
 * the weighted error is 0 (keeping the estimator) or ≥ 0.5 (dropping it unless it is the first),
 * gives the estimator {@code learning_rate·ln(1/β)} with {@code β = ε/(1−ε)} and multiplies each
 * weight by {@code β^((1−e)·learning_rate)}. Predictions are the weighted median of the estimators'
 * predictions (the first in ascending order whose cumulative weight reaches half the total). One
 * target column. Immutable.
 */
public final class AdaBoostRegressor implements RestorableModel {

  private static final double EPS = Math.ulp(1.0);
  private static final List<String> LOSSES = List.of("linear", "square", "exponential");

  private final OperatorConfig config;
  private final BoostedEstimator base;
  private final String loss;

  private AdaBoostRegressor(OperatorConfig config, BoostedEstimator base, String loss) {
    this.config = config;
    this.base = base;
    this.loss = loss;
  }

  /**
   * Reads {@code estimator=None} (DecisionTreeRegressor(max_depth=3)), {@code n_estimators=50},
   * {@code learning_rate=1.0}, {@code loss='linear'}, {@code random_state=None}.
   */
  public static AdaBoostRegressor of(Params p) {
    BoostedEstimator base =
        BoostedEstimator.read(
            p, Map.of("class", "DecisionTreeRegressor", "params", Map.of("max_depth", 3)));
    String loss = p.string("loss", "linear");
    if (!LOSSES.contains(loss)) {
      throw p.invalid("loss", loss, "must be one of " + LOSSES);
    }
    AdaBoostRegressor out = new AdaBoostRegressor(p.config(), base, loss);
    if (out.base.next(new RandomState(0)).classifier()) {
      throw p.invalid("estimator", p.raw("estimator", null), "must be a regressor");
    }
    return out;
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
    double[] target = Columns.first(y);
    double[] sw = new double[n];
    Arrays.fill(sw, 1.0);
    double total = Sums.pw(sw, false);
    for (int i = 0; i < n; i++) {
      sw[i] /= total;
    }
    RandomState rs = base.generator();
    List<FittedModel> fitted = new ArrayList<>();
    List<Double> weights = new ArrayList<>();
    int rounds = base.estimators();
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < n; i++) {
        sw[i] = Math.max(sw[i], EPS);
      }
      ModelOperator est = base.next(rs);
      int[] boot = choice(sw, rs);
      double[][] yBoot = new double[n][];
      for (int i = 0; i < n; i++) {
        yBoot[i] = y[boot[i]];
      }
      FittedModel f = est.fit(x.selectRows(boot), yBoot, cancelled);
      fitted.add(f);
      double[] pred = Columns.first(f.predict(x));
      double[] err = new double[n];
      double max = 0.0;
      for (int i = 0; i < n; i++) {
        err[i] = Math.abs(pred[i] - target[i]);
        max = Math.max(max, err[i]);
      }
      double[] weighted = new double[n];
      for (int i = 0; i < n; i++) {
        if (max != 0) {
          err[i] /= max;
        }
        if ("square".equals(loss)) {
          err[i] = err[i] * err[i];
        } else if ("exponential".equals(loss)) {
          err[i] = 1.0 - Math.exp(-err[i]);
        }
        weighted[i] = sw[i] * err[i];
      }
      double error = Sums.pw(weighted, false);
      if (error <= 0) {
        weights.add(1.0);
        break;
      }
      if (error >= 0.5) {
        if (fitted.size() > 1) {
          fitted.remove(fitted.size() - 1);
        } else {
          weights.add(0.0);
        }
        break;
      }
      double beta = error / (1.0 - error);
      weights.add(base.learningRate() * Math.log(1.0 / beta));
      if (round != rounds - 1) {
        for (int i = 0; i < n; i++) {
          sw[i] *= Math.pow(beta, (1.0 - err[i]) * base.learningRate());
        }
      }
      double sum = Sums.pw(sw, false);
      if (!Double.isFinite(sum) || sum <= 0) {
        break;
      }
      if (round < rounds - 1) {
        for (int i = 0; i < n; i++) {
          sw[i] /= sum;
        }
      }
    }
    double[] w = weights.stream().mapToDouble(Double::doubleValue).toArray();
    return new Median(label(), canonicalConfig(), List.copyOf(fitted), w);
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "adaboost");
    double[] weights = state.vector("weights");
    int members = StateChecks.count(state, "members");
    StateChecks.same(state, "weights length", weights.length, members);
    if (members == 0 || state.vectors().containsKey("classes")) {
      throw new IllegalArgumentException("adaboost: no members, or a classifier's state");
    }
    ModelOperator member = base.next(new RandomState(0));
    List<FittedModel> fitted = new ArrayList<>();
    for (int e = 0; e < members; e++) {
      fitted.add(NestedStates.restore(state, e, member));
    }
    return new Median(label(), state.text("operator"), List.copyOf(fitted), weights);
  }

  /**
   * numpy's legacy {@code RandomState.choice(n, size=n, replace=True, p=p)}: {@code cdf = cumsum(p)
   * / cdf[-1]}, then {@code searchsorted(cdf, random_sample(n), side='right')}.
   */
  static int[] choice(double[] p, RandomState rs) {
    int n = p.length;
    double[] cdf = new double[n];
    double acc = 0.0;
    for (int i = 0; i < n; i++) {
      acc += p[i];
      cdf[i] = acc;
    }
    double last = cdf[n - 1];
    for (int i = 0; i < n; i++) {
      cdf[i] /= last;
    }
    int[] out = new int[n];
    for (int k = 0; k < n; k++) {
      double u = rs.randomSample();
      int lo = 0;
      int hi = n;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (cdf[mid] <= u) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      out[k] = Math.min(lo, n - 1);
    }
    return out;
  }

  /** The fitted ensemble: the weighted median of the estimators' predictions. */
  private record Median(String label, String operator, List<FittedModel> fitted, double[] weights)
      implements FittedModel {

    /** Kind {@code adaboost}: the weights and each member's state (docs/model-file.md). */
    @Override
    public FittedState state() {
      FittedState s =
          FittedState.of("adaboost")
              .with("operator", operator)
              .with("members", (double) fitted.size())
              .with("weights", weights);
      for (int e = 0; e < fitted.size(); e++) {
        s = NestedStates.put(s, e, fitted.get(e).state());
      }
      return s;
    }

    @Override
    public double[][] predict(Block x) {
      int m = fitted.size();
      double[][] preds = new double[m][];
      for (int e = 0; e < m; e++) {
        preds[e] = Columns.first(fitted.get(e).predict(x));
      }
      double[][] out = new double[x.rows()][1];
      Integer[] order = new Integer[m];
      for (int i = 0; i < out.length; i++) {
        final int row = i;
        for (int e = 0; e < m; e++) {
          order[e] = e;
        }
        Arrays.sort(order, (a, b) -> Double.compare(preds[a][row], preds[b][row]));
        double[] cdf = new double[m];
        double acc = 0.0;
        for (int k = 0; k < m; k++) {
          acc += weights[order[k]];
          cdf[k] = acc;
        }
        int k = 0;
        while (k < m - 1 && !(cdf[k] >= 0.5 * cdf[m - 1])) {
          k++;
        }
        out[i][0] = preds[order[k]][row];
      }
      return out;
    }

    @Override
    public long retainedBytes() {
      return fitted.stream().mapToLong(FittedModel::retainedBytes).sum();
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "AdaBoostRegressor",
              "sklearn.ensemble._weight_boosting",
              "AdaBoost.R2: regressors fitted on weighted bootstraps, their weighted median",
              AdaBoostRegressor::of)
          .params(
              ParamSpec.integer("n_estimators", 50, 1, 100_000, "", "boosting rounds"),
              ParamSpec.floating("learning_rate", 1.0, 1e-6, 1e6, "", "shrinks each weight"),
              ParamSpec.choice("loss", "linear", LOSSES, "how the scaled errors are weighted"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the bootstraps and estimators"));

  /** Contributes the AdaBoost declarations to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, AdaBoostClassifier.DECLARATION);
    }
  }
}
