package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn's in-tree generator {@code rand_r}: a 32-bit xorshift whose output is the state
 * modulo 2³¹, and {@code rand_int(lo, hi) = lo + output mod (hi − lo)}. Seeded once per tree from
 * that tree's RandomState. Mutable and not thread-safe.
 */
final class RandR {

  private int state;

  /** A generator with seed {@code seed} (a seed of 0 is replaced by 1, as scikit-learn does). */
  RandR(long seed) {
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
