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

  /** For each point in order, the nearest data row not yet taken (lowest row on ties). */
  static int[] nearestSequential(double[][] data, double[][] points) {
    boolean[] taken = new boolean[data.length];
    int[] out = new int[points.length];
    for (int s = 0; s < points.length; s++) {
      int best = -1;
      double bestD = Double.POSITIVE_INFINITY;
      for (int i = 0; i < data.length; i++) {
        if (taken[i]) {
          continue;
        }
        double d = squared(data[i], points[s]);
        if (best < 0 || d < bestD) {
          best = i;
          bestD = d;
        }
      }
      taken[best] = true;
      out[s] = best;
    }
    return out;
  }
}
