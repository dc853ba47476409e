package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.operators.PositionalFold;

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

  /**
   * One fold per test-fold number {@code 0..k-1}: validation = the rows whose {@code testFold} is
   * that number, training = the others, both ascending (scikit-learn's test-mask splits).
   */
  static List<PositionalFold> byTestFold(int[] testFold, int k) {
    List<PositionalFold> out = new ArrayList<>();
    for (int f = 0; f < k; f++) {
      boolean[] isVal = new boolean[testFold.length];
      for (int i = 0; i < testFold.length; i++) {
        isVal[i] = testFold[i] == f;
      }
      out.add(new PositionalFold(where(isVal, false), where(isVal, true)));
    }
    return out;
  }
}
