package org.spectraflow.engine.operators.split.nirs4all;

import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * The {@code test_size} and seed of nirs4all's single-fold splitters, read and checked once. The
 * seed is {@code random_state} (nirs4all's spelling) or {@code seed} (the methods catalogue's); at
 * most one may be given.
 *
 * @param testSize the test fraction, in (0, 1)
 * @param seed the seed, or null for the run's global generator
 */
record SplitDraw(double testSize, Long seed) {

  /** Reads {@code test_size=0.25} and {@code random_state=None} or {@code seed=None}. */
  static SplitDraw read(Params p) {
    double test = p.number("test_size", 0.25);
    Long seed = seed(p);
    if (!(test > 0 && test < 1)) {
      throw p.invalid("test_size", test, "must be a fraction in (0, 1)");
    }
    return new SplitDraw(test, seed);
  }

  /** {@code random_state} or {@code seed} (an integer in [0, 2^32) or None), not both. */
  static Long seed(Params p) {
    Long state = p.randomState();
    Integer alt = p.optionalInteger("seed", null);
    if (alt != null && state != null) {
      throw p.invalid("seed", alt, "repeats random_state; give only one of them");
    }
    if (alt != null && alt < 0) {
      throw p.invalid("seed", alt, "must be None or an integer in [0, 2^32)");
    }
    return alt != null ? Long.valueOf(alt) : state;
  }

  /** A fresh {@code RandomState(seed)}, or the run's global generator when there is no seed. */
  RandomState generator(RandomState global) {
    return seed == null ? global : new RandomState(seed);
  }

  /**
   * {@code {n_train, n_test}} for {@code n} samples: {@code n_test = ceil(test_size * n)}; both
   * must be at least {@code min}.
   */
  int[] sizes(ConfiguredOperator op, int n, int min) {
    int nTest = (int) Math.ceil(testSize * n);
    int nTrain = n - nTest;
    if (nTrain < min || nTest < min) {
      throw new IllegalArgumentException(
          op.label()
              + ": "
              + n
              + " samples with test_size="
              + testSize
              + " give "
              + nTrain
              + " training and "
              + nTest
              + " test samples; each needs at least "
              + min
              + " (use more samples or another test_size)");
    }
    return new int[] {nTrain, nTest};
  }
}
