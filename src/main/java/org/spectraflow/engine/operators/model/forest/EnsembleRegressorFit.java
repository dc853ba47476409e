package org.spectraflow.engine.operators.model.forest;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FeatureImportances;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.tree.Boosted;
import org.spectraflow.engine.operators.model.tree.ClassEnsemble;
import org.spectraflow.engine.operators.model.tree.Forest;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;

/**
 * A fitted single-output tree-ensemble regressor (RandomForestRegressor,
 * GradientBoostingRegressor): checks the width it was fitted on and returns the ensemble's
 * prediction as one column.
 *
 * @param label the model's label, named in a width error
 * @param features the number of columns the ensemble was fitted on
 * @param ensemble the prediction over row-major float rows
 * @param retainedBytes the ensemble's estimated heap bytes (its trees)
 * @param trees the fitted ensemble itself, whose state {@link TreeStates} writes and whose
 *     impurity-based feature importances this fit reports
 * @param operator the model's canonical configuration
 */
record EnsembleRegressorFit(
    String label,
    int features,
    RowPredictions ensemble,
    long retainedBytes,
    ClassEnsemble trees,
    String operator)
    implements FittedModel, FeatureImportances {

  @Override
  public double[] featureImportances() {
    return switch (trees) {
      case Forest f -> f.featureImportances();
      case Boosted b -> b.featureImportances();
      default ->
          throw new IllegalStateException(
              label + ": no feature importances for " + trees.getClass().getSimpleName());
    };
  }

  /** Predictions of a fitted ensemble for {@code rows} row-major rows of {@code x}. */
  @FunctionalInterface
  interface RowPredictions {
    double[] predict(float[] x, int rows);
  }

  @Override
  public double[][] predict(Block x) {
    ModelInputs.checkWidth(label, x, features);
    double[] pred = ensemble.predict(TrainingMatrix.rowMajor(x), x.rows());
    double[][] out = new double[pred.length][1];
    for (int i = 0; i < pred.length; i++) {
      out[i][0] = pred[i];
    }
    return out;
  }

  @Override
  public FittedState state() {
    return TreeStates.of(trees, operator, null);
  }
}
