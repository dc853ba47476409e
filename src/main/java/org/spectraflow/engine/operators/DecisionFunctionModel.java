package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;

/**
 * A fitted classifier that also gives scikit-learn's {@code decision_function}: one column for two
 * classes (positive means the second sorted class), one column per sorted class otherwise. Stacking
 * uses it when a classifier has no probabilities (docs/compatibility.md). Immutable, thread-safe.
 */
public interface DecisionFunctionModel extends FittedModel {

  /** The decision values, one row per sample. */
  double[][] decisionFunction(Block x);
}
