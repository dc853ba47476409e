package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn's in-tree generator {@code rand_r}: a 32-bit xorshift whose output is the state
 * modulo 2³¹, and {@code rand_int(lo, hi) = lo + output mod (hi − lo)}. Seeded once per tree from
 * that tree's RandomState. Mutable and not thread-safe.
 *
 * <p>The same generator as {@code CoordinateRandR} (scikit-learn's {@code our_rand_r}, which the
 * tree code and coordinate descent both call), kept apart because each package draws its own way
 * ({@link #nextInt} here, {@code below} there). The zero seed is handled differently but gives the
 * same numbers: here a zero seed is replaced by 1 once, when seeding; {@code CoordinateRandR} does
 * as scikit-learn and checks before every draw. Xorshift maps every non-zero state to a non-zero
 * state, so after the first draw the check can never fire again and both give the sequence of seed
 * 1.
 */
final class TreeRandR {

  private int state;

  /** A generator with seed {@code seed} (a seed of 0 is replaced by 1, as scikit-learn does). */
  TreeRandR(long seed) {
    state = seed == 0 ? 1 : (int) seed;
  }

  /** The next output in [0, 2³¹). */
  int next() {
    int s = state;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    state = s;
    return s & 0x7fffffff;
  }

  /** A draw in [lo, hi) ({@code hi > lo}). */
  int nextInt(int lo, int hi) {
    return lo + next() % (hi - lo);
  }
}
