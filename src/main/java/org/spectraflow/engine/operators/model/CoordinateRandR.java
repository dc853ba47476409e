package org.spectraflow.engine.operators.model;

/**
 * scikit-learn's in-tree 32-bit xorshift generator {@code our_rand_r} (sklearn/utils/_random.pxd,
 * BSD-3-Clause): a zero state is replaced by 1, then {@code s ^= s << 13; s ^= s >> 17; s ^= s <<
 * 5}; the output is {@code s mod 2³¹}. Used by coordinate descent's random coordinate selection.
 * Mutable and not thread-safe.
 *
 * <p>The same generator as the trees' {@code TreeRandR}, kept apart because each package draws its
 * own way ({@link #below} here, {@code nextInt} there). The zero seed is handled differently but
 * gives the same numbers: here, as in scikit-learn, a zero state is replaced by 1 before every
 * draw; {@code TreeRandR} replaces a zero seed once, when seeding. Xorshift maps every non-zero
 * state to a non-zero state, so the check can only fire on the first draw and both give the
 * sequence of seed 1.
 */
public final class CoordinateRandR {

  private int state;

  /** A generator seeded with {@code seed} (an unsigned 32-bit value). */
  public CoordinateRandR(long seed) {
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
