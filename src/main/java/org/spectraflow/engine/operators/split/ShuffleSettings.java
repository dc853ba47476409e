package org.spectraflow.engine.operators.split;

import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.Params;

/**
 * The {@code n_splits}, {@code test_size}, {@code train_size} and {@code random_state} of
 * scikit-learn's shuffle splitters (ShuffleSplit, StratifiedShuffleSplit, GroupShuffleSplit), read
 * and checked once.
 *
 * @param splits the number of splits, at least 1
 * @param testSize a fraction, a count or null
 * @param trainSize a fraction, a count or null
 * @param seed the seed, or null for the run's global generator
 */
record ShuffleSettings(int splits, Number testSize, Number trainSize, Long seed) {

  /** Reads {@code n_splits=defaultSplits, test_size=None, train_size=None, random_state=None}. */
  static ShuffleSettings read(Params p, int defaultSplits) {
    int k = p.integer("n_splits", defaultSplits);
    Number test = SplitSizes.read(p, "test_size");
    Number train = SplitSizes.read(p, "train_size");
    Long seed = p.randomState();
    if (k < 1) {
      throw p.invalid("n_splits", k, "must be >= 1");
    }
    return new ShuffleSettings(k, test, train, seed);
  }

  /** {@code {n_train, n_test}} for {@code n} items ({@code defaultTest} when both are None). */
  int[] sizes(ConfiguredOperator op, int n, double defaultTest) {
    return SplitSizes.resolve(op, testSize, trainSize, n, defaultTest);
  }

  /** The generator of the splits: a fresh seeded one, or the run's global generator. */
  RandomState generator(RandomState global) {
    return Seeds.generator(seed, global);
  }
}
