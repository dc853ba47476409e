package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's StackingRegressor (BSD-3-Clause): every estimator is fitted on the whole training
 * set; its {@code cross_val_predict} predictions over {@code cv} (an integer k = KFold(k) without
 * shuffle, default 5, or a splitter reference) become one column each of the final estimator's
 * training matrix (then the original features when {@code passthrough=True}); predictions feed the
 * fitted estimators' predictions to the final estimator (default RidgeCV, as in scikit-learn). One
 * target column. Immutable.
 */
public final class StackingRegressor implements ModelOperator {

  private final OperatorConfig config;
  private final List<NestedModels.Named> estimators;
  private final ModelOperator finalEstimator;
  private final SplitterOperator cv;
  private final boolean passthrough;

  private StackingRegressor(
      OperatorConfig config,
      List<NestedModels.Named> estimators,
      ModelOperator finalEstimator,
      SplitterOperator cv,
      boolean passthrough) {
    this.config = config;
    this.estimators = List.copyOf(estimators);
    this.finalEstimator = finalEstimator;
    this.cv = cv;
    this.passthrough = passthrough;
  }

  /**
   * Reads {@code estimators}, {@code final_estimator=None} (RidgeCV), {@code cv=None}, {@code
   * passthrough=False}, {@code n_jobs}, {@code verbose}.
   */
  public static StackingRegressor of(Params p) {
    List<NestedModels.Named> estimators = NestedModels.estimators(p);
    Object fin = p.raw("final_estimator", null);
    ModelOperator finalEstimator =
        fin == null
            ? OperatorFactory.model("RidgeCV", Map.of())
            : NestedModels.model(p, "final_estimator", fin);
    if (finalEstimator.classifier()) {
      throw p.invalid("final_estimator", fin, "must be a regressor");
    }
    SplitterOperator cv = NestedModels.cv(p, "KFold");
    boolean passthrough = p.flag("passthrough", false);
    p.optionalInteger("n_jobs", null);
    p.optionalInteger("verbose", 0);
    return new StackingRegressor(p.config(), estimators, finalEstimator, cv, passthrough);
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
    List<PositionalFold> folds = cv.split(x, Columns.first(y));
    double[][] meta = new double[estimators.size()][x.rows()];
    for (int e = 0; e < estimators.size(); e++) {
      boolean[] seen = new boolean[x.rows()];
      for (PositionalFold f : folds) {
        int[] train = f.train();
        int[] val = f.val();
        double[][] yTrain = new double[train.length][];
        for (int i = 0; i < train.length; i++) {
          yTrain[i] = y[train[i]];
        }
        double[][] pred =
            estimators
                .get(e)
                .model()
                .fit(x.selectRows(train), yTrain, cancelled)
                .predict(x.selectRows(val));
        for (int i = 0; i < val.length; i++) {
          if (seen[val[i]]) {
            throw new IllegalArgumentException(
                label()
                    + ": cv must validate each sample once (cross_val_predict needs a partition)");
          }
          seen[val[i]] = true;
          meta[e][val[i]] = pred[i][0];
        }
      }
      for (boolean s : seen) {
        if (!s) {
          throw new IllegalArgumentException(
              label() + ": cv must validate every sample (cross_val_predict needs a partition)");
        }
      }
    }
    FittedModel top = finalEstimator.fit(Columns.block(meta, passthrough ? x : null), y, cancelled);
    return block -> {
      double[][] cols = new double[fitted.size()][];
      for (int e = 0; e < cols.length; e++) {
        cols[e] = Columns.first(fitted.get(e).predict(block));
      }
      return top.predict(Columns.block(cols, passthrough ? block : null));
    };
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
          "StackingRegressor",
          "sklearn.ensemble._stacking",
          "a final regressor fitted on several regressors' cross-validated predictions",
          StackingRegressor::of);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
