package org.spectraflow.engine.operators;

/**
 * A fitted model that knows how much each input feature contributed to its fit (docs/diagnostics.md
 * §6): the impurity-based {@code feature_importances_} of scikit-learn's tree ensembles, one
 * non-negative value per feature summing to 1 (all zeros when no tree split).
 */
public interface FeatureImportances {

  /** One importance per feature the model was fitted on. */
  double[] featureImportances();
}
