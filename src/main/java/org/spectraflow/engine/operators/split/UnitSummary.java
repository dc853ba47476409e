package org.spectraflow.engine.operators.split;

import java.util.Arrays;

/** A group's representative spectrum and target: mean or median, or the mode for class labels. */
final class UnitSummary {

  private UnitSummary() {}

  static double[] spectrum(double[][] rows, int[] members, boolean median) {
    if (members.length == 1) {
      return rows[members[0]];
    }
    int p = rows[members[0]].length;
    double[] out = new double[p];
    double[] col = new double[members.length];
    for (int j = 0; j < p; j++) {
      for (int m = 0; m < members.length; m++) {
        col[m] = rows[members[m]][j];
      }
      out[j] = median ? median(col) : mean(col);
    }
    return out;
  }

  static double target(double[] y, int[] members, boolean median, boolean mode) {
    double[] v = Arrays.stream(members).mapToDouble(i -> y[i]).toArray();
    if (mode) {
      double[] sorted = v.clone();
      Arrays.sort(sorted);
      double best = sorted[0];
      int bestCount = 0;
      for (int i = 0; i < sorted.length; ) {
        int j = i;
        while (j < sorted.length && sorted[j] == sorted[i]) {
          j++;
        }
        if (j - i > bestCount) {
          bestCount = j - i;
          best = sorted[i];
        }
        i = j;
      }
      return best;
    }
    return median ? median(v) : mean(v);
  }

  private static double mean(double[] v) {
    double s = 0.0;
    for (double x : v) {
      s += x;
    }
    return s / v.length;
  }

  private static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    int n = s.length;
    return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2.0;
  }
}
