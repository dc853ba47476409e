package org.spectraflow.engine.operators.model.tree;

/**
 * A tree's parameters as the user wrote them (scikit-learn's int-or-float conventions), before they
 * are resolved against a training set by {@link #resolve}.
 *
 * @param maxDepth {@code max_depth}; null for unlimited
 * @param minSamplesSplit {@code min_samples_split}: an Integer ≥ 2 or a Double in (0, 1]
 * @param minSamplesLeaf {@code min_samples_leaf}: an Integer ≥ 1 or a Double in (0, 1)
 * @param minWeightFractionLeaf {@code min_weight_fraction_leaf} in [0, 0.5]
 * @param maxFeatures {@code max_features}: null (all), an Integer ≥ 1, a Double in (0, 1], or
 *     "sqrt" / "log2"
 * @param minImpurityDecrease {@code min_impurity_decrease} ≥ 0
 */
public record TreeParameters(
    Integer maxDepth,
    Number minSamplesSplit,
    Number minSamplesLeaf,
    double minWeightFractionLeaf,
    Object maxFeatures,
    double minImpurityDecrease) {

  /** The settings for {@code rows} training rows of {@code features} features. */
  TreeSettings resolve(int rows, int features, double weightSum) {
    int leaf =
        minSamplesLeaf instanceof Integer i
            ? i
            : (int) Math.ceil(minSamplesLeaf.doubleValue() * rows);
    int split =
        minSamplesSplit instanceof Integer i
            ? i
            : Math.max(2, (int) Math.ceil(minSamplesSplit.doubleValue() * rows));
    split = Math.max(split, 2 * leaf);
    return new TreeSettings(
        maxDepth == null ? Integer.MAX_VALUE : maxDepth,
        split,
        leaf,
        minWeightFractionLeaf * weightSum,
        maxFeatures(features),
        minImpurityDecrease);
  }

  private int maxFeatures(int p) {
    if (maxFeatures == null) {
      return p;
    }
    if (maxFeatures instanceof Integer i) {
      if (i > p) {
        throw new IllegalArgumentException(
            "max_features must be <= the number of features (" + p + "), was " + i);
      }
      return i;
    }
    if (maxFeatures instanceof Double f) {
      return Math.max(1, (int) (f * p));
    }
    return switch ((String) maxFeatures) {
      case "sqrt" -> Math.max(1, (int) Math.sqrt(p));
      case "log2" -> Math.max(1, 31 - Integer.numberOfLeadingZeros(p));
      default ->
          throw new IllegalArgumentException(
              "max_features must be None, an int, a float,"
                  + " 'sqrt' or 'log2', was '"
                  + maxFeatures
                  + "'");
    };
  }
}
