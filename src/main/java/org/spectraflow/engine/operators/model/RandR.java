package org.spectraflow.engine.operators.model;

/**
 * scikit-learn's in-tree 32-bit xorshift generator {@code our_rand_r} (sklearn/utils/_random.pxd,
 * BSD-3-Clause): a zero state is replaced by 1, then {@code s ^= s << 13; s ^= s >> 17; s ^= s <<
 * 5}; the output is {@code s mod 2³¹}. Mutable and not thread-safe.
 */
final class RandR {

  private int state;

  /** A generator seeded with {@code seed} (an unsigned 32-bit value). */
  RandR(long seed) {
    state = (int) seed;
  }

  /** The next output in [0, 2³¹). */
  long next() {
    if (state == 0) {
      state = 1;
    }
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state & 0x7fffffffL;
  }

  /** {@code rand_int(0, end)}: the next output modulo {@code end}. */
  int below(int end) {
    return (int) (next() % end);
  }
}
