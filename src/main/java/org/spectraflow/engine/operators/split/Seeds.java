package org.spectraflow.engine.operators.split;

/** {@code random_state} handling and small index helpers shared by the splitters. */
final class Seeds {

  private Seeds() {}

  /** A fresh {@code RandomState(seed)}, or the run's global generator when seed is None. */
  static RandomState generator(Long seed, RandomState global) {
    return seed == null ? global : new RandomState(seed);
  }

  static int[] identity(int n) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = i;
    }
    return a;
  }

  /** Ascending positions where {@code mask[i] == value}. */
  static int[] where(boolean[] mask, boolean value) {
    int count = 0;
    for (boolean b : mask) {
      count += b == value ? 1 : 0;
    }
    int[] out = new int[count];
    int k = 0;
    for (int i = 0; i < mask.length; i++) {
      if (mask[i] == value) {
        out[k++] = i;
      }
    }
    return out;
  }
}
