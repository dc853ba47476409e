package org.spectraflow.engine.operators.filter.outlier;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * scikit-learn's {@code LocalOutlierFactor} (BSD-3-Clause; Breunig et al., "LOF: identifying
 * density-based local outliers", SIGMOD 2000), Euclidean distance, as {@code XOutlierFilter(method=
 * "lof")} uses it (docs/compatibility.md, filters). Fitting on n rows takes {@code k = max(1,
 * min(n_neighbors, n − 1))} nearest other rows of each row, the local reachability density {@code
 * lrd = 1 / (mean_j max(d(i, j), k-distance(j)) + 1e-10)} and the negative outlier factor {@code
 * −mean_j lrd(j) / lrd(i)}; the offset is the {@code 100·contamination} percentile of those factors
 * (numpy's linear interpolation). A fit row is an outlier when its factor is below the offset
 * ({@code fit_predict}); any other row is scored as with {@code novelty=True} (its k nearest fit
 * rows). Ties in distance are broken by row order. Immutable.
 */
public final class LocalOutlierFactor {

  private final double[][] fit;
  private final int k;
  private final double[] lrd;
  private final double[] kDistance;
  private final double[] factor;
  private final double offset;
  private final Map<List<Double>, Integer> rowsSeen;

  private LocalOutlierFactor(
      double[][] fit, int k, double[] lrd, double[] kDistance, double[] factor, double offset) {
    this.fit = fit;
    this.k = k;
    this.lrd = lrd;
    this.kDistance = kDistance;
    this.factor = factor;
    this.offset = offset;
    this.rowsSeen = new HashMap<>();
    for (int i = fit.length - 1; i >= 0; i--) {
      rowsSeen.put(key(fit[i]), i);
    }
  }

  /** Fits on {@code rows} (at least 2) with {@code nNeighbors} and {@code contamination}. */
  public static LocalOutlierFactor fit(double[][] rows, int nNeighbors, double contamination) {
    int n = rows.length;
    if (n < 2) {
      throw new IllegalArgumentException("LocalOutlierFactor needs at least 2 rows, got " + n);
    }
    int k = Math.max(1, Math.min(nNeighbors, n - 1));
    int[][] ind = new int[n][];
    double[][] dist = new double[n][];
    for (int i = 0; i < n; i++) {
      Neighbours nb = nearest(rows, rows[i], k, i);
      ind[i] = nb.index;
      dist[i] = nb.distance;
    }
    double[] kDistance = new double[n];
    for (int i = 0; i < n; i++) {
      kDistance[i] = dist[i][k - 1];
    }
    double[] lrd = new double[n];
    for (int i = 0; i < n; i++) {
      lrd[i] = density(dist[i], ind[i], kDistance);
    }
    double[] factor = new double[n];
    for (int i = 0; i < n; i++) {
      factor[i] = -ratio(ind[i], lrd, lrd[i]);
    }
    double[] sorted = factor.clone();
    Arrays.sort(sorted);
    double pos = contamination * (n - 1);
    int lo = (int) Math.floor(pos);
    int hi = Math.min(n - 1, lo + 1);
    double offset = sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
    double[][] copy = new double[n][];
    for (int i = 0; i < n; i++) {
      copy[i] = rows[i].clone();
    }
    return new LocalOutlierFactor(copy, k, lrd, kDistance, factor, offset);
  }

  /** The fit rows' negative outlier factors ({@code negative_outlier_factor_}). */
  public double[] negativeOutlierFactor() {
    return factor.clone();
  }

  /** The decision offset ({@code offset_}). */
  public double offset() {
    return offset;
  }

  /**
   * The score of {@code row}: its fit factor when it equals a fit row, else the novelty score
   * ({@code score_samples}).
   */
  public double score(double[] row) {
    Integer seen = rowsSeen.get(key(row));
    if (seen != null) {
      return factor[seen];
    }
    Neighbours nb = nearest(fit, row, k, -1);
    double own = density(nb.distance, nb.index, kDistance);
    return -ratio(nb.index, lrd, own);
  }

  /** True for each row that is an inlier (score at or above the offset). */
  public boolean[] inliers(double[][] rows) {
    boolean[] out = new boolean[rows.length];
    for (int i = 0; i < rows.length; i++) {
      out[i] = !(score(rows[i]) < offset);
    }
    return out;
  }

  private static double density(double[] dist, int[] ind, double[] kDistance) {
    double sum = 0;
    for (int j = 0; j < ind.length; j++) {
      sum += Math.max(dist[j], kDistance[ind[j]]);
    }
    return 1 / (sum / ind.length + 1e-10);
  }

  private static double ratio(int[] ind, double[] lrd, double own) {
    double sum = 0;
    for (int j : ind) {
      sum += lrd[j] / own;
    }
    return sum / ind.length;
  }

  private record Neighbours(int[] index, double[] distance) {}

  /** The {@code k} rows of {@code rows} nearest to {@code q}, skipping row {@code self}. */
  private static Neighbours nearest(double[][] rows, double[] q, int k, int self) {
    int n = rows.length;
    Integer[] order = new Integer[n - (self >= 0 ? 1 : 0)];
    double[] d = new double[n];
    int m = 0;
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int c = 0; c < q.length; c++) {
        double t = rows[j][c] - q[c];
        s += t * t;
      }
      d[j] = Math.sqrt(s);
      if (j != self) {
        order[m++] = j;
      }
    }
    Arrays.sort(order, (a, b) -> d[a] != d[b] ? Double.compare(d[a], d[b]) : Integer.compare(a, b));
    int[] index = new int[k];
    double[] distance = new double[k];
    for (int j = 0; j < k; j++) {
      index[j] = order[j];
      distance[j] = d[order[j]];
    }
    return new Neighbours(index, distance);
  }

  private static List<Double> key(double[] row) {
    return Arrays.stream(row).boxed().toList();
  }
}
