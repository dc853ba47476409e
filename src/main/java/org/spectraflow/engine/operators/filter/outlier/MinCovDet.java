package org.spectraflow.engine.operators.filter.outlier;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;
import org.spectraflow.engine.operators.linalg.SpecialFunctions;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's {@code MinCovDet} (BSD-3-Clause; Rousseeuw and Van Driessen, "A fast algorithm for
 * the minimum covariance determinant estimator", Technometrics 1999), followed step for step so
 * that a seeded fit equals scikit-learn 1.9.1 (docs/compatibility.md, filters).
 *
 * <p>FastMCD on n rows of p columns with support size {@code h = int(support_fraction·n)}, or
 * {@code min(ceil((n + p + 1)/2), n)} by default:
 *
 * <ul>
 *   <li>p = 1: the shortest half of the sorted values, the h values nearest its centre;
 *   <li>p > 1, n ≤ 500: 30 random subsets of h rows ({@code permutation(n)[:h]} from the
 *       RandomState, one after the other), two C-steps each; the 10 with the smallest
 *       log-determinant are iterated (up to 30 C-steps) to convergence and the best kept;
 *   <li>p > 1, n > 500: the rows are shuffled into {@code n // 300} subsets, each gives its 10 best
 *       of {@code max(10, 500 // subsets)} two-step trials, these are refined on a merged sample of
 *       {@code min(1500, n)} rows and, past 1500 rows, on all rows.
 * </ul>
 *
 * A C-step takes the h rows of smallest Mahalanobis distance under the current estimate ({@code
 * scipy.linalg.pinvh} precision) and stops when the log-determinant ({@code slogdet}) no longer
 * falls. The raw distances are then divided by the consistency factor {@code α / F_{χ²(p+2)}(
 * F⁻¹_{χ²(p)}(α))} (α = h/n); the rows with corrected distance below {@code χ²₀.₉₇₅(p)} are the
 * reweighted support, whose mean is {@code location} and whose (1/m) covariance times the factor at
 * α = 0.975 is {@code covariance}. Distances use the pseudo-inverse of that covariance. Ties in
 * distances and determinants are broken by row and trial order. Immutable.
 */
public final class MinCovDet {

  private static final double EPS = Math.ulp(1.0);

  private final double[] location;
  private final double[][] covariance;
  private final double[][] precision;
  private final boolean[] support;

  private MinCovDet(double[] location, double[][] covariance, boolean[] support) {
    this.location = location;
    this.covariance = covariance;
    this.precision = pinvh(covariance);
    this.support = support;
  }

  /**
   * Fits on {@code x} (n ≥ 2 rows of p ≥ 1 columns) with {@code supportFraction} (null: the
   * default) and a numpy RandomState seeded with {@code seed}.
   *
   * @throws IllegalStateException when the support's covariance is zero (scikit-learn's "try to
   *     increase support_fraction")
   */
  public static MinCovDet fit(double[][] x, Double supportFraction, long seed) {
    int n = x.length;
    if (n < 2) {
      throw new IllegalArgumentException("MinCovDet needs at least 2 rows, got " + n);
    }
    int p = x[0].length;
    RandomState rs = new RandomState(seed);
    int h =
        supportFraction == null
            ? Math.min((int) Math.ceil(0.5 * (n + p + 1)), n)
            : (int) (supportFraction * n);
    if (h < 1) {
      throw new IllegalArgumentException(
          "support_fraction " + supportFraction + " leaves no row of " + n);
    }
    Estimate raw = p == 1 ? univariate(x, h) : fastMcd(x, h, rs);
    int count = 0;
    for (boolean b : raw.support) {
      count += b ? 1 : 0;
    }
    if (count < n && allZero(raw.covariance)) {
      throw new IllegalStateException(
          "the covariance matrix of the support data is equal to 0, try to increase"
              + " support_fraction");
    }
    double factor = consistency(p, (double) count / n);
    double cut = SpecialFunctions.chiSquareQuantile(0.975, p);
    boolean[] mask = new boolean[n];
    int m = 0;
    for (int i = 0; i < n; i++) {
      mask[i] = raw.dist[i] / factor < cut;
      m += mask[i] ? 1 : 0;
    }
    double[][] kept = new double[m][];
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (mask[i]) {
        kept[k++] = x[i];
      }
    }
    if (m == 0) {
      throw new IllegalStateException("no row is left after reweighting");
    }
    double[] loc = mean(kept);
    double[][] cov = covariance(kept, loc);
    double c = consistency(p, 0.975);
    for (double[] row : cov) {
      for (int j = 0; j < p; j++) {
        row[j] *= c;
      }
    }
    return new MinCovDet(loc, cov, mask);
  }

  /**
   * The empirical estimate instead ({@code EmpiricalCovariance}): the mean and (1/n) covariance of
   * all rows of {@code x}, every row in the support.
   */
  public static MinCovDet empirical(double[][] x) {
    double[] loc = mean(x);
    boolean[] all = new boolean[x.length];
    Arrays.fill(all, true);
    return new MinCovDet(loc, covariance(x, loc), all);
  }

  /** The reweighted location ({@code location_}). */
  public double[] location() {
    return location.clone();
  }

  /** The reweighted, consistency-corrected covariance ({@code covariance_}). */
  public double[][] covariance() {
    return copy(covariance);
  }

  /** The reweighted support ({@code support_}). */
  public boolean[] support() {
    return support.clone();
  }

  /** The squared Mahalanobis distance of {@code row} ({@code mahalanobis}). */
  public double squaredDistance(double[] row) {
    return quadratic(row, location, precision);
  }

  // ---------------------------------------------------------------------------------------------
  // FastMCD

  /** One C-step result: location, covariance, log-determinant, support and distances. */
  private record Estimate(
      double[] location, double[][] covariance, double det, boolean[] support, double[] dist) {}

  private static Estimate univariate(double[][] x, int h) {
    int n = x.length;
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] = x[i][0];
    }
    double location;
    boolean[] support = new boolean[n];
    double variance;
    if (h < n) {
      double[] sorted = v.clone();
      Arrays.sort(sorted);
      double min = Double.POSITIVE_INFINITY;
      for (int i = 0; i < n - h; i++) {
        min = Math.min(min, sorted[h + i] - sorted[i]);
      }
      double sum = 0;
      int starts = 0;
      for (int i = 0; i < n - h; i++) {
        if (sorted[h + i] - sorted[i] == min) {
          sum += sorted[h + i] + sorted[i];
          starts++;
        }
      }
      location = 0.5 * (sum / starts);
      double loc = location;
      Integer[] order = IntStream.range(0, n).boxed().toArray(Integer[]::new);
      Arrays.sort(order, Comparator.comparingDouble(i -> Math.abs(v[i] - loc)));
      double[] chosen = new double[h];
      for (int i = 0; i < h; i++) {
        support[order[i]] = true;
      }
      int k = 0;
      for (int i = 0; i < n; i++) {
        if (support[i]) {
          chosen[k++] = v[i];
        }
      }
      variance = variance(chosen);
    } else {
      Arrays.fill(support, true);
      double s = 0;
      for (double a : v) {
        s += a;
      }
      location = s / n;
      variance = variance(v);
    }
    double precision = variance > 0 ? 1 / variance : 0;
    double[] dist = new double[n];
    for (int i = 0; i < n; i++) {
      double d = v[i] - location;
      dist[i] = d * precision * d;
    }
    return new Estimate(
        new double[] {location}, new double[][] {{variance}}, Double.NaN, support, dist);
  }

  private static double variance(double[] v) {
    double s = 0;
    for (double a : v) {
      s += a;
    }
    double mean = s / v.length;
    double q = 0;
    for (double a : v) {
      q += (a - mean) * (a - mean);
    }
    return q / v.length;
  }

  private static Estimate fastMcd(double[][] x, int h, RandomState rs) {
    int n = x.length;
    int p = x[0].length;
    if (n > 500) {
      int subsets = n / 300;
      int perSubset = n / subsets;
      int[] shuffle = rs.permutation(n);
      int hSubset = (int) Math.ceil(perSubset * (h / (double) n));
      int trials = Math.max(10, 500 / subsets);
      int bestPerSubset = 10;
      Estimate[] pool = new Estimate[subsets * bestPerSubset];
      for (int i = 0; i < subsets; i++) {
        double[][] sub = new double[perSubset][];
        for (int r = 0; r < perSubset; r++) {
          sub[r] = x[shuffle[i * perSubset + r]];
        }
        Estimate[] best = selectCandidates(sub, hSubset, trials, null, bestPerSubset, 2, rs);
        System.arraycopy(best, 0, pool, i * bestPerSubset, bestPerSubset);
      }
      int merged = Math.min(1500, n);
      int hMerged = (int) Math.ceil(merged * (h / (double) n));
      int bestMerged = n > 1500 ? 10 : 1;
      int[] selection = Arrays.copyOf(rs.permutation(n), merged);
      double[][] sample = new double[merged][];
      for (int r = 0; r < merged; r++) {
        sample[r] = x[selection[r]];
      }
      Estimate[] mergedBest =
          selectCandidates(sample, hMerged, pool.length, pool, bestMerged, 30, rs);
      if (n < 1500) {
        Estimate e = mergedBest[0];
        boolean[] support = new boolean[n];
        double[] dist = new double[n];
        for (int r = 0; r < merged; r++) {
          support[selection[r]] = e.support[r];
          dist[selection[r]] = e.dist[r];
        }
        return new Estimate(e.location, e.covariance, e.det, support, dist);
      }
      return selectCandidates(x, h, mergedBest.length, mergedBest, 1, 30, rs)[0];
    }
    Estimate[] best = selectCandidates(x, h, 30, null, 10, 2, rs);
    return selectCandidates(x, h, best.length, best, 1, 30, rs)[0];
  }

  /**
   * {@code select_candidates}: {@code trials} C-step runs (from random subsets, or from {@code
   * start}'s estimates), the {@code select} with the smallest log-determinant in ascending order.
   */
  private static Estimate[] selectCandidates(
      double[][] x,
      int h,
      int trials,
      Estimate[] start,
      int select,
      int iterations,
      RandomState rs) {
    Estimate[] all = new Estimate[trials];
    for (int t = 0; t < trials; t++) {
      all[t] = cStep(x, h, iterations, start == null ? null : start[t], rs);
    }
    Integer[] order = IntStream.range(0, trials).boxed().toArray(Integer[]::new);
    Arrays.sort(order, (a, b) -> Double.compare(all[a].det, all[b].det));
    Estimate[] out = new Estimate[Math.min(select, trials)];
    for (int i = 0; i < out.length; i++) {
      out[i] = all[order[i]];
    }
    return out;
  }

  /** {@code _c_step}. */
  private static Estimate cStep(
      double[][] x, int h, int remaining, Estimate initial, RandomState rs) {
    int n = x.length;
    double[] dist = filled(n, Double.POSITIVE_INFINITY);
    int[] supportIndices;
    if (initial == null) {
      supportIndices = Arrays.copyOf(rs.permutation(n), h);
    } else {
      double[][] prec = pinvh(initial.covariance);
      dist = distances(x, initial.location, prec);
      supportIndices = smallest(dist, h);
    }
    double[][] sub = rows(x, supportIndices);
    double[] location = mean(sub);
    double[][] covariance = covariance(sub, location);
    double det = logDet(covariance);
    double[][] precision = Double.isInfinite(det) ? pinvh(covariance) : null;
    double previousDet = Double.POSITIVE_INFINITY;
    double[] previousLocation = null;
    double[][] previousCovariance = null;
    int[] previousSupport = null;
    while (det < previousDet && remaining > 0 && !Double.isInfinite(det)) {
      previousLocation = location;
      previousCovariance = covariance;
      previousDet = det;
      previousSupport = supportIndices;
      precision = pinvh(covariance);
      dist = distances(x, location, precision);
      supportIndices = smallest(dist, h);
      sub = rows(x, supportIndices);
      location = mean(sub);
      covariance = covariance(sub, location);
      det = logDet(covariance);
      remaining--;
    }
    double[] previousDist = dist;
    dist = distances(x, location, precision);
    Estimate current = new Estimate(location, covariance, det, mask(supportIndices, n), dist);
    Estimate result = null;
    if (Double.isInfinite(det)) {
      result = current;
    }
    if (allClose(det, previousDet)) {
      result = current;
    } else if (det > previousDet) {
      result =
          new Estimate(
              previousLocation,
              previousCovariance,
              previousDet,
              mask(previousSupport, n),
              previousDist);
    }
    if (remaining == 0) {
      result = current;
    }
    if (result == null) {
      throw new IllegalStateException("C-step ended without an estimate");
    }
    return result;
  }

  /** {@code np.allclose(a, b)} for scalars (rtol 1e-5, atol 1e-8). */
  private static boolean allClose(double a, double b) {
    if (Double.isInfinite(a) || Double.isInfinite(b)) {
      return a == b;
    }
    return Math.abs(a - b) <= 1e-8 + 1e-5 * Math.abs(b);
  }

  /** The indices of the h smallest distances, ties by index. */
  private static int[] smallest(double[] dist, int h) {
    double[] sorted = dist.clone();
    Arrays.sort(sorted);
    double v = sorted[h - 1];
    if (!Double.isNaN(v)) {
      int below = 0;
      for (double d : dist) {
        below += d < v ? 1 : 0;
      }
      int[] out = new int[h];
      int k = 0;
      int ties = h - below;
      for (int i = 0; i < dist.length; i++) {
        if (dist[i] < v) {
          out[k++] = i;
        } else if (dist[i] == v && ties > 0) {
          out[k++] = i;
          ties--;
        }
      }
      return out;
    }
    Integer[] order = IntStream.range(0, dist.length).boxed().toArray(Integer[]::new);
    Arrays.sort(order, Comparator.comparingDouble(i -> dist[i]));
    int[] out = new int[h];
    for (int i = 0; i < h; i++) {
      out[i] = order[i];
    }
    Arrays.sort(out);
    return out;
  }

  private static boolean[] mask(int[] indices, int n) {
    boolean[] out = new boolean[n];
    for (int i : indices) {
      out[i] = true;
    }
    return out;
  }

  private static double[][] rows(double[][] x, int[] indices) {
    double[][] out = new double[indices.length][];
    for (int i = 0; i < indices.length; i++) {
      out[i] = x[indices[i]];
    }
    return out;
  }

  private static double[] filled(int n, double v) {
    double[] out = new double[n];
    Arrays.fill(out, v);
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // linear algebra

  /** The column means (sequential sums, as numpy reduces a C-ordered array along axis 0). */
  static double[] mean(double[][] rows) {
    int p = rows[0].length;
    double[] out = new double[p];
    for (double[] row : rows) {
      for (int j = 0; j < p; j++) {
        out[j] += row[j];
      }
    }
    for (int j = 0; j < p; j++) {
      out[j] /= rows.length;
    }
    return out;
  }

  /** The (1/m) covariance of {@code rows} about {@code mean} ({@code np.cov(bias=1)}). */
  static double[][] covariance(double[][] rows, double[] mean) {
    int p = mean.length;
    int m = rows.length;
    double[][] c = new double[p][p];
    double[] d = new double[p];
    for (double[] row : rows) {
      for (int j = 0; j < p; j++) {
        d[j] = row[j] - mean[j];
      }
      for (int a = 0; a < p; a++) {
        double da = d[a];
        double[] ca = c[a];
        for (int b = a; b < p; b++) {
          ca[b] += da * d[b];
        }
      }
    }
    for (int a = 0; a < p; a++) {
      for (int b = a; b < p; b++) {
        c[a][b] /= m;
        c[b][a] = c[a][b];
      }
    }
    return c;
  }

  /**
   * scikit-learn's {@code fast_logdet}: {@code log|det A|} when the determinant is positive, −∞
   * otherwise (LU with partial pivoting, as {@code slogdet}).
   */
  static double logDet(double[][] a) {
    int p = a.length;
    double[][] lu = copy(a);
    double log = 0;
    int sign = 1;
    for (int k = 0; k < p; k++) {
      int pivot = k;
      for (int i = k + 1; i < p; i++) {
        if (Math.abs(lu[i][k]) > Math.abs(lu[pivot][k])) {
          pivot = i;
        }
      }
      if (lu[pivot][k] == 0 || Double.isNaN(lu[pivot][k])) {
        return Double.NEGATIVE_INFINITY;
      }
      if (pivot != k) {
        double[] t = lu[pivot];
        lu[pivot] = lu[k];
        lu[k] = t;
        sign = -sign;
      }
      double diag = lu[k][k];
      if (diag < 0) {
        sign = -sign;
      }
      log += Math.log(Math.abs(diag));
      for (int i = k + 1; i < p; i++) {
        double f = lu[i][k] / diag;
        if (f != 0) {
          for (int j = k + 1; j < p; j++) {
            lu[i][j] -= f * lu[k][j];
          }
        }
      }
    }
    return sign > 0 ? log : Double.NEGATIVE_INFINITY;
  }

  /**
   * {@code scipy.linalg.pinvh} of a symmetric matrix: its eigen-decomposition (cyclic Jacobi
   * rotations), eigenvalues with {@code |λ| ≤ p·ε·max|λ|} dropped, {@code Σ v·vᵀ/λ} over the rest.
   */
  static double[][] pinvh(double[][] m) {
    int p = m.length;
    double[][] a = copy(m);
    double[][] v = new double[p][p];
    for (int i = 0; i < p; i++) {
      v[i][i] = 1;
    }
    for (int sweep = 0; sweep < 100; sweep++) {
      double off = 0;
      for (int i = 0; i < p; i++) {
        for (int j = i + 1; j < p; j++) {
          off += a[i][j] * a[i][j];
        }
      }
      if (off == 0) {
        break;
      }
      for (int i = 0; i < p - 1; i++) {
        for (int j = i + 1; j < p; j++) {
          double aij = a[i][j];
          if (Math.abs(aij) <= 1e-18 * Math.sqrt(Math.abs(a[i][i] * a[j][j]))) {
            a[i][j] = 0;
            a[j][i] = 0;
            continue;
          }
          double theta = (a[j][j] - a[i][i]) / (2 * aij);
          double t = Math.signum(theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
          if (theta == 0) {
            t = 1;
          }
          double c = 1 / Math.sqrt(t * t + 1);
          double sn = t * c;
          for (int k = 0; k < p; k++) {
            double aki = a[k][i];
            double akj = a[k][j];
            a[k][i] = c * aki - sn * akj;
            a[k][j] = sn * aki + c * akj;
          }
          for (int k = 0; k < p; k++) {
            double aik = a[i][k];
            double ajk = a[j][k];
            a[i][k] = c * aik - sn * ajk;
            a[j][k] = sn * aik + c * ajk;
          }
          for (int k = 0; k < p; k++) {
            double vki = v[k][i];
            double vkj = v[k][j];
            v[k][i] = c * vki - sn * vkj;
            v[k][j] = sn * vki + c * vkj;
          }
          a[i][j] = 0;
          a[j][i] = 0;
        }
      }
    }
    double max = 0;
    for (int i = 0; i < p; i++) {
      max = Math.max(max, Math.abs(a[i][i]));
    }
    double cutoff = max * p * EPS;
    double[][] out = new double[p][p];
    for (int e = 0; e < p; e++) {
      double lambda = a[e][e];
      if (!(Math.abs(lambda) > cutoff)) {
        continue;
      }
      double w = 1 / lambda;
      for (int i = 0; i < p; i++) {
        double vi = v[i][e] * w;
        for (int j = 0; j < p; j++) {
          out[i][j] += vi * v[j][e];
        }
      }
    }
    return out;
  }

  private static double[] distances(double[][] x, double[] location, double[][] precision) {
    double[] out = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      out[i] = quadratic(x[i], location, precision);
    }
    return out;
  }

  /** {@code (x − μ)ᵀ·P·(x − μ)}. */
  private static double quadratic(double[] row, double[] location, double[][] precision) {
    int p = location.length;
    double[] d = new double[p];
    for (int j = 0; j < p; j++) {
      d[j] = row[j] - location[j];
    }
    double out = 0;
    for (int j = 0; j < p; j++) {
      double t = 0;
      for (int k = 0; k < p; k++) {
        t += d[k] * precision[k][j];
      }
      out += t * d[j];
    }
    return out;
  }

  /** {@code α / F_{χ²(p+2)}(F⁻¹_{χ²(p)}(α))}. */
  static double consistency(int p, double alpha) {
    if (alpha >= 1) {
      return 1;
    }
    double q = SpecialFunctions.chiSquareQuantile(alpha, p);
    return alpha / SpecialFunctions.regularizedGammaP((p + 2) / 2.0, q / 2);
  }

  private static boolean allZero(double[][] a) {
    for (double[] row : a) {
      for (double v : row) {
        if (Math.abs(v) > 1e-8) {
          return false;
        }
      }
    }
    return true;
  }

  private static double[][] copy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }
}
