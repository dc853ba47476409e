package org.spectraflow.engine.operators.model.tree;

/**
 * The parameters of a random forest (scikit-learn's {@code RandomForest*}).
 *
 * @param trees {@code n_estimators} ≥ 1
 * @param criterion the split criterion of every tree
 * @param tree the per-tree parameters
 * @param bootstrap whether each tree sees a bootstrap sample (else all rows, unweighted)
 * @param maxSamples {@code max_samples}: null (n rows), an Integer in [1, n], or a Double in (0, 1]
 *     (then {@code max(round(f·n), 1)}, Python's half-even rounding)
 * @param threads how many trees grow at once (≥ 1; {@code n_jobs}); never changes the trees
 */
public record ForestSettings(
    int trees,
    TreeCriterion criterion,
    TreeParameters tree,
    boolean bootstrap,
    Number maxSamples,
    int threads) {

  /** Settings that grow one tree at a time. */
  public ForestSettings(
      int trees,
      TreeCriterion criterion,
      TreeParameters tree,
      boolean bootstrap,
      Number maxSamples) {
    this(trees, criterion, tree, bootstrap, maxSamples, 1);
  }

  /** The bootstrap size for {@code n} rows. */
  int bootstrapSize(int n) {
    if (maxSamples == null) {
      return n;
    }
    if (maxSamples instanceof Integer i) {
      if (i > n) {
        throw new IllegalArgumentException(
            "max_samples must be <= the number of training rows (" + n + "), was " + i);
      }
      return i;
    }
    return (int) Math.max(Math.rint(n * maxSamples.doubleValue()), 1);
  }
}
