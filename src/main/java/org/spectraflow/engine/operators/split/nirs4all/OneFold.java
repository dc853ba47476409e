package org.spectraflow.engine.operators.split.nirs4all;

import org.spectraflow.engine.operators.PositionalFold;

/** Builds a single train/test fold from the rows a splitter chose for one side. */
final class OneFold {

  private OneFold() {}

  /**
   * The fold of {@code n} rows where {@code chosen} rows go to training ({@code chosenTrain}) or to
   * test; both sides ascending.
   */
  static PositionalFold of(int n, int[] chosen, boolean chosenTrain) {
    boolean[] mark = new boolean[n];
    for (int i : chosen) {
      mark[i] = true;
    }
    int[] in = rows(mark, true);
    int[] out = rows(mark, false);
    return chosenTrain ? new PositionalFold(in, out) : new PositionalFold(out, in);
  }

  private static int[] rows(boolean[] mark, boolean value) {
    int count = 0;
    for (boolean b : mark) {
      count += b == value ? 1 : 0;
    }
    int[] r = new int[count];
    int k = 0;
    for (int i = 0; i < mark.length; i++) {
      if (mark[i] == value) {
        r[k++] = i;
      }
    }
    return r;
  }

  /** Squared Euclidean distance between two rows. */
  static double squared(double[] a, double[] b) {
    double s = 0.0;
    for (int k = 0; k < a.length; k++) {
      double d = a[k] - b[k];
      s += d * d;
    }
    return s;
  }
}
