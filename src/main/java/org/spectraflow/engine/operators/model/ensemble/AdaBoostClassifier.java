package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.DecisionFunctionModel;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ProbabilisticModel;
import org.spectraflow.engine.operators.model.StateChecks;
import org.spectraflow.engine.operators.model.forest.DecisionTreeClassifier;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's AdaBoostClassifier (BSD-3-Clause, {@code sklearn/ensemble/_weight_boosting.py},
 * 1.9): SAMME (J. Zhu, H. Zou, S. Rosset, T. Hastie, "Multi-class AdaBoost", 2009), followed step
 * by step. Weights start at 1/n; each round clips them to ≥ machine epsilon, fits a copy of the
 * estimator (a DecisionTreeClassifier, default max_depth=1, seeded as {@link BoostedEstimator}
 * says) with those sample weights, takes the weighted share ε of misclassified rows, stops when ε
 * is 0 (keeping the estimator, weight 1) or ≥ 1 − 1/K (dropping it; refused when it is the first),
 * gives it {@code learning_rate·(ln((1−ε)/ε) + ln(K−1))} and multiplies the weights of the
 * misclassified rows by {@code e^weight} (as {@code exp(log(w) + weight)}). The decision values are
 * the weighted votes ({@code weight} for the predicted class, {@code −weight/(K−1)} for the others)
 * over the total weight, for two classes the second column minus the first; probabilities are their
 * softmax (divided by K−1, or {@code [−d, d]/2} for two classes). Predictions are the original
 * labels. Immutable.
 */
public final class AdaBoostClassifier implements RestorableModel {

  private static final double EPS = Math.ulp(1.0);

  private final OperatorConfig config;
  private final BoostedEstimator base;

  private AdaBoostClassifier(OperatorConfig config, BoostedEstimator base) {
    this.config = config;
    this.base = base;
  }

  /**
   * Reads {@code estimator=None} (DecisionTreeClassifier(max_depth=1); only decision trees, which
   * take sample weights), {@code n_estimators=50}, {@code learning_rate=1.0}, {@code
   * algorithm='deprecated'} and {@code random_state=None}.
   */
  public static AdaBoostClassifier of(Params p) {
    BoostedEstimator base =
        BoostedEstimator.read(
            p, Map.of("class", "DecisionTreeClassifier", "params", Map.of("max_depth", 1)));
    Object algorithm = p.raw("algorithm", "deprecated");
    if (!"deprecated".equals(algorithm) && !"SAMME".equals(algorithm)) {
      throw p.invalid("algorithm", algorithm, "must be 'SAMME' (SAMME.R was removed in 1.6)");
    }
    if (!(base.next(new RandomState(0)) instanceof DecisionTreeClassifier)) {
      throw p.invalid(
          "estimator",
          p.raw("estimator", null),
          "must be a DecisionTreeClassifier (the estimator must take sample weights; use"
              + " GradientBoostingClassifier for other boosted models)");
    }
    return new AdaBoostClassifier(p.config(), base);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return true;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    if (y[0].length != 1) {
      throw new IllegalArgumentException(label() + ": supports one target column");
    }
    int n = x.rows();
    double[] target = Columns.first(y);
    double[] classes = Arrays.stream(target).distinct().sorted().toArray();
    if (classes.length < 2) {
      throw new IllegalArgumentException(label() + ": needs at least 2 classes");
    }
    int k = classes.length;
    double[] sw = new double[n];
    Arrays.fill(sw, 1.0);
    double total = Sums.pw(sw, false);
    for (int i = 0; i < n; i++) {
      sw[i] /= total;
    }
    RandomState rs = base.generator();
    List<FittedModel> fitted = new ArrayList<>();
    double[] weights = new double[base.estimators()];
    int rounds = base.estimators();
    for (int round = 0; round < rounds; round++) {
      if (cancelled.getAsBoolean()) {
        throw new java.util.concurrent.CancellationException("AdaBoost fit cancelled");
      }
      for (int i = 0; i < n; i++) {
        sw[i] = Math.max(sw[i], EPS);
      }
      DecisionTreeClassifier tree = (DecisionTreeClassifier) base.next(rs);
      FittedModel f = tree.fitWeighted(x, y, sw.clone());
      fitted.add(f);
      double[] pred = Columns.first(f.predict(x));
      double[] wrong = new double[n];
      boolean[] incorrect = new boolean[n];
      for (int i = 0; i < n; i++) {
        incorrect[i] = pred[i] != target[i];
        wrong[i] = incorrect[i] ? sw[i] : 0.0;
      }
      double error = Sums.pw(wrong, false) / Sums.pw(sw, false);
      if (error <= 0) {
        weights[round] = 1.0;
        break;
      }
      if (error >= 1.0 - 1.0 / k) {
        fitted.remove(fitted.size() - 1);
        if (fitted.isEmpty()) {
          throw new IllegalArgumentException(
              label()
                  + ": the first estimator is worse than random (weighted error "
                  + error
                  + "); use a deeper tree (e.g. max_depth=2)");
        }
        break;
      }
      double weight = base.learningRate() * (Math.log((1.0 - error) / error) + Math.log(k - 1.0));
      weights[round] = weight;
      if (round != rounds - 1) {
        for (int i = 0; i < n; i++) {
          sw[i] = Math.exp(Math.log(sw[i]) + (incorrect[i] && sw[i] > 0 ? weight : 0.0));
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
    return new Fitted(label(), canonicalConfig(), List.copyOf(fitted), weights, classes);
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "adaboost");
    double[] weights = state.vector("weights");
    double[] classes = state.vector("classes");
    int members = StateChecks.count(state, "members");
    if (members == 0 || members > weights.length || classes.length < 2) {
      throw new IllegalArgumentException(
          "adaboost: "
              + members
              + " members for "
              + weights.length
              + " weights and "
              + classes.length
              + " classes");
    }
    ModelOperator member = base.next(new RandomState(0));
    List<FittedModel> fitted = new ArrayList<>();
    for (int e = 0; e < members; e++) {
      fitted.add(NestedStates.restore(state, e, member));
    }
    return new Fitted(label(), state.text("operator"), List.copyOf(fitted), weights, classes);
  }

  /** The fitted ensemble: weighted votes, their softmax, the labels. */
  private record Fitted(
      String label, String operator, List<FittedModel> fitted, double[] weights, double[] classes)
      implements ProbabilisticModel, DecisionFunctionModel {

    /**
     * Kind {@code adaboost}: every round's weight (0 for rounds not run), the classes and each
     * member's state (docs/model-file.md).
     */
    @Override
    public FittedState state() {
      FittedState s =
          FittedState.of("adaboost")
              .with("operator", operator)
              .with("members", (double) fitted.size())
              .with("weights", weights)
              .with("classes", classes);
      for (int e = 0; e < fitted.size(); e++) {
        s = NestedStates.put(s, e, fitted.get(e).state());
      }
      return s;
    }

    /** The per-class weighted votes over the total weight (before the two-class fold). */
    private double[][] votes(Block x) {
      int k = classes.length;
      double[][] out = new double[x.rows()][k];
      for (int e = 0; e < fitted.size(); e++) {
        double[] pred = Columns.first(fitted.get(e).predict(x));
        double w = weights[e];
        double other = -1.0 / (k - 1) * w;
        for (int i = 0; i < out.length; i++) {
          for (int c = 0; c < k; c++) {
            out[i][c] += pred[i] == classes[c] ? w : other;
          }
        }
      }
      double total = Sums.pw(weights, false);
      for (double[] row : out) {
        for (int c = 0; c < k; c++) {
          row[c] /= total;
        }
      }
      return out;
    }

    @Override
    public double[][] decisionFunction(Block x) {
      double[][] v = votes(x);
      if (classes.length != 2) {
        return v;
      }
      double[][] out = new double[v.length][1];
      for (int i = 0; i < v.length; i++) {
        out[i][0] = -v[i][0] + v[i][1];
      }
      return out;
    }

    @Override
    public double[][] probabilities(Block x) {
      double[][] d = decisionFunction(x);
      int k = classes.length;
      double[][] out = new double[d.length][];
      for (int i = 0; i < d.length; i++) {
        double[] z;
        if (k == 2) {
          z = new double[] {-d[i][0] / 2, d[i][0] / 2};
        } else {
          z = d[i].clone();
          for (int c = 0; c < k; c++) {
            z[c] /= k - 1;
          }
        }
        double max = Arrays.stream(z).max().orElse(0.0);
        double sum = 0.0;
        for (int c = 0; c < k; c++) {
          z[c] = Math.exp(z[c] - max);
          sum += z[c];
        }
        for (int c = 0; c < k; c++) {
          z[c] /= sum;
        }
        out[i] = z;
      }
      return out;
    }

    @Override
    public double[] classes() {
      return classes.clone();
    }

    @Override
    public double[][] predict(Block x) {
      return ClassLabels.decide(decisionFunction(x), classes);
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

  /** The catalogue's declaration (contributed by {@link AdaBoostRegressor.Provider}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "AdaBoostClassifier",
              "sklearn.ensemble._weight_boosting",
              "SAMME boosting of weighted decision trees (default stumps)",
              AdaBoostClassifier::of)
          .params(
              ParamSpec.integer("n_estimators", 50, 1, 100_000, "", "boosting rounds"),
              ParamSpec.floating("learning_rate", 1.0, 1e-6, 1e6, "", "shrinks each weight"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the estimators"));
}
