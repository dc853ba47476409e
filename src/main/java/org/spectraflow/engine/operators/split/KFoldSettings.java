package org.spectraflow.engine.operators.split;

import org.spectraflow.engine.operators.Params;

/**
 * The {@code n_splits}, {@code shuffle} and {@code random_state} of scikit-learn's k-fold splitters
 * (KFold, GroupKFold), read and checked once: at least two folds, and no seed without shuffle.
 *
 * @param splits the number of folds, at least 2
 * @param shuffle whether the items are permuted before they are cut into folds
 * @param seed the shuffle's seed, or null for the run's global generator
 */
record KFoldSettings(int splits, boolean shuffle, Long seed) {

  /** Reads {@code n_splits=5, shuffle=False, random_state=None}. */
  static KFoldSettings read(Params p) {
    int k = p.integer("n_splits", 5);
    boolean shuffle = p.flag("shuffle", false);
    Long seed = p.randomState();
    if (k < 2) {
      throw p.invalid("n_splits", k, "must be >= 2");
    }
    if (!shuffle && seed != null) {
      throw p.invalid("random_state", seed, "has no effect when shuffle=False; leave it None");
    }
    return new KFoldSettings(k, shuffle, seed);
  }

  /** The size of fold {@code f} when {@code n} items are cut into consecutive folds. */
  int foldSize(int n, int f) {
    return n / splits + (f < n % splits ? 1 : 0);
  }
}
