package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.List;

/**
 * The Kennard-Stone selection (docs/operator-behaviour.md §2.5 steps 4-6) over any symmetric
 * distance: start with the first maximal pair, then repeatedly add the candidate farthest from the
 * selected set (first index on ties). Distances are computed on demand, so memory stays O(n).
 */
final class KennardStone {

  /** A symmetric distance between rows i and j. */
  @FunctionalInterface
  interface Distance {
    double between(int i, int j);
  }

  private KennardStone() {}

  /** Selection order of {@code count} rows out of {@code n} (count ≥ 2). */
  static int[] select(int n, int count, Distance d) {
    int bi = 0;
    int bj = 1;
    double best = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        double v = d.between(i, j);
        if (v > best) {
          best = v;
          bi = i;
          bj = j;
        }
      }
    }
    int[] selected = new int[count];
    selected[0] = bi;
    selected[1] = bj;
    List<Integer> candidates = new ArrayList<>();
    double[] minDist = new double[n];
    for (int c = 0; c < n; c++) {
      if (c != bi && c != bj) {
        candidates.add(c);
        minDist[c] = Math.min(d.between(c, bi), d.between(c, bj));
      }
    }
    for (int s = 2; s < count; s++) {
      int pick = 0;
      for (int k = 1; k < candidates.size(); k++) {
        if (minDist[candidates.get(k)] > minDist[candidates.get(pick)]) {
          pick = k;
        }
      }
      int chosen = candidates.remove(pick);
      selected[s] = chosen;
      for (int c : candidates) {
        minDist[c] = Math.min(minDist[c], d.between(c, chosen));
      }
    }
    return selected;
  }
}
