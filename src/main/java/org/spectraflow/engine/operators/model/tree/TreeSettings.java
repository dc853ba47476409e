package org.spectraflow.engine.operators.model.tree;

/**
 * The stopping and sampling rules of one tree fit, resolved against the training set as
 * scikit-learn's {@code BaseDecisionTree.fit} resolves them: {@code maxDepth} (None ⇒ 2³¹−1),
 * {@code minSamplesSplit ≥ 2·minSamplesLeaf}, {@code minWeightLeaf} as a weight, {@code
 * maxFeatures} as a count in [1, features].
 */
record TreeSettings(
    int maxDepth,
    int minSamplesSplit,
    int minSamplesLeaf,
    double minWeightLeaf,
    int maxFeatures,
    double minImpurityDecrease) {

  TreeSettings {
    if (maxDepth < 1
        || minSamplesLeaf < 1
        || minSamplesSplit < 2
        || maxFeatures < 1
        || !(minWeightLeaf >= 0)
        || !(minImpurityDecrease >= 0)) {
      throw new IllegalArgumentException(
          "invalid tree settings: depth "
              + maxDepth
              + ", split "
              + minSamplesSplit
              + ", leaf "
              + minSamplesLeaf
              + ", features "
              + maxFeatures);
    }
  }
}
