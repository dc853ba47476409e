package org.spectraflow.engine.operators.model.forest;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.ProbabilisticModel;
import org.spectraflow.engine.operators.model.tree.ClassEnsemble;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;

/**
 * A fitted tree-ensemble classifier (RandomForestClassifier, GradientBoostingClassifier): the
 * ensemble's class probabilities, and as predictions the original label of each row's most probable
 * class (ties to the first class in sorted order).
 */
record EnsembleClassifierFit(
    String label, ClassLabels encoding, ClassEnsemble ensemble, String operator)
    implements ProbabilisticModel {

  @Override
  public FittedState state() {
    return TreeStates.of(ensemble, operator, encoding.classes());
  }

  @Override
  public double[][] probabilities(Block x) {
    ModelInputs.checkWidth(label, x, ensemble.features());
    return ensemble.probabilities(TrainingMatrix.rowMajor(x), x.rows());
  }

  @Override
  public long retainedBytes() {
    return ensemble.retainedBytes();
  }

  @Override
  public double[] classes() {
    return encoding.classes().clone();
  }

  @Override
  public double[][] predict(Block x) {
    return encoding.decide(probabilities(x));
  }
}
