package org.spectraflow.engine.operators.split;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * nirs4all's SPXY distance between units (samples, or groups' representatives): {@code D = D_X /
 * max(D_X) + D_Y / max(D_Y)} with Euclidean {@code D_X} (square root of the left-to-right sum of
 * squared differences), {@code D_Y = |yᵢ − yⱼ|} (Euclidean) or the Hamming indicator (not
 * normalised), or no y term. The full matrix is kept (n² doubles).
 */
final class SpxyDistances {

  /** How y enters the distance. */
  enum YMetric {
    EUCLIDEAN,
    HAMMING,
    NONE
  }

  private final double[][] d;

  private SpxyDistances(double[][] d) {
    this.d = d;
  }

  /** The distances between the rows of {@code x} (with {@code y} unless NONE). */
  static SpxyDistances of(double[][] x, double[] y, YMetric metric) {
    int n = x.length;
    double[][] dx = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        dx[i][j] = KennardStoneSplitter.euclidean(x[i], x[j]);
        dx[j][i] = dx[i][j];
      }
    }
    normalise(dx);
    if (metric != YMetric.NONE) {
      double[][] dy = new double[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          dy[i][j] = metric == YMetric.HAMMING ? (y[i] != y[j] ? 1.0 : 0.0) : Math.abs(y[i] - y[j]);
        }
      }
      if (metric == YMetric.EUCLIDEAN) {
        normalise(dy);
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          dx[i][j] += dy[i][j];
        }
      }
    }
    return new SpxyDistances(dx);
  }

  private static void normalise(double[][] m) {
    double max = 0.0;
    for (double[] row : m) {
      for (double v : row) {
        max = Math.max(max, v);
      }
    }
    if (max > 0) {
      for (double[] row : m) {
        for (int j = 0; j < row.length; j++) {
          row[j] /= max;
        }
      }
    }
  }

  int size() {
    return d.length;
  }

  double between(int i, int j) {
    return d[i][j];
  }

  /** The Kennard-Stone selection order of {@code count} units. */
  int[] select(int count) {
    return KennardStone.select(d.length, count, this::between);
  }

  /**
   * The k folds (unit ids of each fold's test side, ascending): the k units of largest centroid
   * score seed the folds (the smallest score to fold 0), then the folds take turns picking the
   * remaining unit farthest from their members (first on ties) until all are placed.
   */
  List<int[]> folds(int k) {
    int n = d.length;
    int[][] members = new int[k][];
    int[] sizes = new int[k];
    boolean[] placed = new boolean[n];
    int maxSize = n / k + (n % k != 0 ? 1 : 0);
    for (int f = 0; f < k; f++) {
      members[f] = new int[maxSize];
    }
    if (k >= n) {
      for (int i = 0; i < n; i++) {
        members[i % k][sizes[i % k]++] = i;
      }
      return trimmed(members, sizes);
    }
    Integer[] order = new Integer[n];
    Arrays.setAll(order, i -> i);
    double[] score = new double[n];
    for (int i = 0; i < n; i++) {
      score[i] = Sums.pw(d[i], false) / n;
    }
    Arrays.sort(order, (a, b) -> Double.compare(score[a], score[b]));
    for (int f = 0; f < k; f++) {
      int seed = order[n - k + f];
      members[f][sizes[f]++] = seed;
      placed[seed] = true;
    }
    int remaining = n - k;
    while (remaining > 0) {
      for (int f = 0; f < k && remaining > 0; f++) {
        if (sizes[f] >= maxSize) {
          continue;
        }
        int pick = farthest(members[f], sizes[f], placed);
        members[f][sizes[f]++] = pick;
        placed[pick] = true;
        remaining--;
      }
    }
    return trimmed(members, sizes);
  }

  private int farthest(int[] fold, int size, boolean[] placed) {
    int best = -1;
    double bestDist = Double.NEGATIVE_INFINITY;
    for (int c = 0; c < d.length; c++) {
      if (placed[c]) {
        continue;
      }
      double min = Double.POSITIVE_INFINITY;
      for (int m = 0; m < size; m++) {
        min = Math.min(min, d[c][fold[m]]);
      }
      if (min > bestDist) {
        bestDist = min;
        best = c;
      }
    }
    return best;
  }

  private static List<int[]> trimmed(int[][] members, int[] sizes) {
    return IntStream.range(0, members.length)
        .mapToObj(f -> Arrays.stream(members[f], 0, sizes[f]).sorted().toArray())
        .toList();
  }
}
