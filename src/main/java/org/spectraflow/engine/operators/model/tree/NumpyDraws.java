package org.spectraflow.engine.operators.model.tree;

import org.spectraflow.engine.operators.split.RandomState;

/**
 * The numpy {@code RandomState} draws the tree learners need, on top of the shared MT19937 port:
 * {@code randint(0, hi)} by masked rejection and the 53-bit {@code random_sample}.
 */
final class NumpyDraws {

  /** scikit-learn's {@code RAND_R_MAX} and {@code np.iinfo(np.int32).max}: 2³¹ − 1. */
  static final long INT32_MAX = 0x7fffffffL;

  private NumpyDraws() {}

  /** {@code rs.randint(0, hi)}: uniform in [0, hi). */
  static long randint(RandomState rs, long hi) {
    return rs.interval(hi - 1);
  }

  /** {@code rs.random_sample()}: a uniform double in [0, 1) from two 32-bit outputs. */
  static double randomSample(RandomState rs) {
    long a = rs.nextUint32() >>> 5;
    long b = rs.nextUint32() >>> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
  }
}
