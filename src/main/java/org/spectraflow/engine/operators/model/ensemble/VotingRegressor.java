package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's VotingRegressor (BSD-3-Clause): each estimator is fitted on the whole training set
 * and the prediction is {@code np.average} of theirs, weighted by {@code weights} when given (Σ
 * wᵢ·pᵢ / Σ wᵢ). One target column, as in scikit-learn. Immutable.
 */
public final class VotingRegressor implements ModelOperator {

  private final OperatorConfig config;
  private final List<NestedModels.Named> estimators;
  private final double[] weights;

  private VotingRegressor(
      OperatorConfig config, List<NestedModels.Named> estimators, double[] weights) {
    this.config = config;
    this.estimators = List.copyOf(estimators);
    this.weights = weights;
  }

  /** Reads {@code estimators} (required), {@code weights=None}, {@code n_jobs}, {@code verbose}. */
  public static VotingRegressor of(Params p) {
    List<NestedModels.Named> estimators = NestedModels.estimators(p);
    Object w = p.raw("weights", null);
    double[] weights = null;
    if (w != null) {
      if (!(w instanceof List<?> l)
          || l.size() != estimators.size()
          || !l.stream().allMatch(Number.class::isInstance)) {
        throw p.invalid("weights", w, "must be None or one number per estimator");
      }
      weights = l.stream().mapToDouble(o -> ((Number) o).doubleValue()).toArray();
    }
    p.optionalInteger("n_jobs", null);
    p.flag("verbose", false);
    return new VotingRegressor(p.config(), estimators, weights);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    NestedModels.requireSome(label(), estimators);
    if (y[0].length != 1) {
      throw new IllegalArgumentException(label() + ": supports one target column");
    }
    List<FittedModel> fitted = new ArrayList<>();
    for (NestedModels.Named e : estimators) {
      fitted.add(e.model().fit(x, y, cancelled));
    }
    return block -> {
      int n = block.rows();
      double[][] out = new double[n][1];
      double[][] preds = new double[fitted.size()][];
      for (int e = 0; e < preds.length; e++) {
        preds[e] = Columns.first(fitted.get(e).predict(block));
      }
      double scale = 0.0;
      for (int e = 0; e < preds.length; e++) {
        scale += weights == null ? 1.0 : weights[e];
      }
      for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int e = 0; e < preds.length; e++) {
          s += weights == null ? preds[e][i] : preds[e][i] * weights[e];
        }
        out[i][0] = s / scale;
      }
      return out;
    };
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
          "VotingRegressor",
          "sklearn.ensemble._voting",
          "the (weighted) mean of several regressors' predictions",
          VotingRegressor::of);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
