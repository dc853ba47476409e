package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The elastic-net coordinate-descent solver of scikit-learn's {@code
 * cd_fast.enet_coordinate_descent} (BSD-3-Clause; authors Alexandre Gramfort, Fabian Pedregosa,
 * Olivier Grisel and others), followed step by step: it minimises {@code ½‖y − Xw‖² + a‖w‖₁ +
 * ½b‖w‖²} over w for a centred X given by columns, stopping on the duality gap ({@code gap ≤
 * tol·yᵀy}) checked whenever the largest coordinate update of a sweep is small relative to the
 * largest coefficient, or at the last sweep (see docs/compatibility.md).
 *
 * <p>Two releases are followed: {@link Rules#CURRENT} (the reference release: a gap test before the
 * first sweep and gap-safe screening of features) and {@link Rules#SKLEARN_1_2} (no early test, no
 * screening, strict comparisons), which the parity tests use against scikit-learn 1.2.1. Both reach
 * the same optimum; they differ in the path and hence in the last digits of a non-converged fit.
 * Computed in double. A solver object is single use.
 */
public final class CoordinateDescent {

  /** Which scikit-learn release's stopping and screening rules to follow. */
  public enum Rules {
    /** The reference release (scikit-learn 1.9). */
    CURRENT,
    /** scikit-learn 1.2.1 (parity tests only). */
    SKLEARN_1_2
  }

  /** The result: coefficients, sweeps run ({@code n_iter_}), final duality gap, convergence. */
  public record Result(double[] w, int iterations, double gap, boolean converged) {}

  /** X's columns, each made from {@link #rows} when first needed when not given. */
  private final double[][] cols;

  private final int p;
  private final double[][] rows;
  private double[][] activeRows;
  private int[] activeOrder;
  private final double[] y;
  private final double a;
  private final double b;
  private final boolean positive;
  private final Rules rules;
  private final double[] norm2;
  private final double[] r;
  private final double[] w;
  private final double[] xta;
  private final double[] ahead;
  private final boolean[] active;
  private double gap;
  private double dualNorm;

  /**
   * @param cols the centred feature columns (n values each), not modified
   * @param y the centred target (n values), not modified
   * @param a the L1 weight {@code α·ρ·n}
   * @param b the L2 weight {@code α·(1−ρ)·n}
   */
  public CoordinateDescent(
      double[][] cols, double[] y, double a, double b, boolean positive, Rules rules) {
    this(cols, y, a, b, positive, rules, null);
  }

  /**
   * A solver started from {@code init} (scikit-learn's warm start along a regularisation path:
   * residuals {@code y − X·init}), or from zeros when {@code init} is null.
   *
   * @param cols the centred feature columns (n values each), not modified
   * @param y the centred target (n values), not modified
   * @param a the L1 weight {@code α·ρ·n}
   * @param b the L2 weight {@code α·(1−ρ)·n}
   * @param init the starting coefficients (not modified), or null
   */
  public CoordinateDescent(
      double[][] cols,
      double[] y,
      double a,
      double b,
      boolean positive,
      Rules rules,
      double[] init) {
    this(cols, rowsOf(cols, y.length), y, a, b, positive, rules, init);
  }

  /**
   * A solver given X both by columns and by rows (the same centred values), so that it need not
   * transpose them itself.
   *
   * @param cols the centred feature columns (n values each), not modified; an entry may be null
   *     (then made from the rows when needed, {@link #ofRows})
   * @param rows the same values by rows (n rows of p values), not modified
   */
  CoordinateDescent(
      double[][] cols,
      double[][] rows,
      double[] y,
      double a,
      double b,
      boolean positive,
      Rules rules,
      double[] init) {
    this.cols = cols;
    this.p = cols.length;
    this.rows = rows;
    this.activeRows = rows;
    this.y = y;
    this.a = a;
    this.b = b;
    this.positive = positive;
    this.rules = rules;
    norm2 = new double[p];
    for (double[] row : rows) {
      for (int j = 0; j < p; j++) {
        norm2[j] += row[j] * row[j];
      }
    }
    r = y.clone();
    w = init == null ? new double[p] : init.clone();
    for (int j = 0; j < p; j++) {
      if (w[j] != 0.0) {
        axpy(-w[j], col(j), r);
      }
    }
    xta = new double[p];
    ahead = new double[p];
    active = new boolean[p];
    Arrays.fill(active, true);
  }

  /**
   * Runs at most {@code maxIter} sweeps; {@code rand} picks coordinates at random ({@code
   * selection='random'}) when not null, else they are visited in ascending order.
   */
  public Result solve(int maxIter, double tol, CoordinateRandR rand, BooleanSupplier cancelled) {
    double tolGap = tol * dot(y, y);
    boolean current = rules == Rules.CURRENT;
    if (current) {
      dualityGap();
      if (gap <= tolGap) {
        return new Result(w.clone(), 0, gap, true);
      }
      screen();
    }
    for (int it = 0; it < maxIter; it++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException("coordinate descent cancelled");
      }
      double[] maxima = sweep(rand);
      double wMax = maxima[0];
      double dwMax = maxima[1];
      boolean small = current ? dwMax / wMax <= tol : dwMax / wMax < tol;
      if (wMax == 0.0 || small || it == maxIter - 1) {
        dualityGap();
        if (current ? gap <= tolGap : gap < tolGap) {
          return new Result(w.clone(), it + 1, gap, true);
        }
        if (current) {
          screen();
        }
      }
    }
    return new Result(w.clone(), maxIter, gap, false);
  }

  /**
   * One pass over the active coordinates; returns {max |w_j|, max |Δw_j|}. In ascending order
   * ({@code rand} null) the residual dot products of a run of coordinates are computed in one pass
   * over the active columns by rows ({@link #blockDots}), each summed in the order {@link #dot}
   * sums it, and used while r has not changed (no coefficient moved since). A run ends at the next
   * coordinate that is not zero, the one likely to move, so few dots are computed in vain: the same
   * numbers as one dot at a time, vectorised along the coordinates.
   */
  private double[] sweep(CoordinateRandR rand) {
    if (rand != null) {
      return randomSweep(rand);
    }
    int[] order = activeOrder();
    double[][] xa = activeRows;
    int len = order.length;
    double[] ahead = this.ahead;
    int aheadTo = 0;
    double wMax = 0.0;
    double dwMax = 0.0;
    for (int k = 0; k < len; k++) {
      int j = order[k];
      if (norm2[j] == 0.0) {
        continue;
      }
      if (k >= aheadTo) {
        aheadTo = runEnd(order, k);
        if (aheadTo - k < MIN_BLOCK) {
          for (int m = k; m < aheadTo; m++) {
            ahead[m] = dot(col(order[m]), r);
          }
        } else {
          blockDots(xa, r, k, aheadTo, ahead);
        }
      }
      double old = w[j];
      double t = ahead[k] + old * norm2[j];
      double next = softThreshold(t, a, norm2[j] + b, positive);
      w[j] = next;
      if (next != old) {
        axpy(old - next, col(j), r);
        aheadTo = k + 1;
      }
      dwMax = Math.max(dwMax, Math.abs(next - old));
      wMax = Math.max(wMax, Math.abs(next));
    }
    return new double[] {wMax, dwMax};
  }

  /**
   * The coordinate's new coefficient: {@code t} soft-thresholded by the L1 penalty {@code a} and
   * divided by {@code scale} (its squared norm plus the L2 penalty); 0 for a negative {@code t}
   * when the coefficients are constrained positive. The bits of {@code sign(t) · max(|t| − a, 0) /
   * scale}: a coordinate the penalty keeps at zero (most of a sparse fit's, every sweep) gets the
   * signed zero without the division, which {@code scale > 0} makes exact ({@code
   * CoordinateDescentBlockTest} checks the bits against the formula).
   */
  static double softThreshold(double t, double a, double scale, boolean positive) {
    if (positive && t < 0) {
      return 0.0;
    }
    double m = Math.abs(t) - a;
    if (m > 0.0) {
      return Math.copySign(m, t) / scale;
    }
    return m <= 0.0 && scale > 0.0
        ? Math.copySign(0.0, t)
        : Math.signum(t) * Math.max(m, 0.0) / scale;
  }

  /** Longest run of coordinates whose dots one pass computes. */
  private static final int MAX_BLOCK = 512;

  /** Shorter runs are computed one dot at a time. */
  private static final int MIN_BLOCK = 8;

  /**
   * The end (exclusive) of the run starting at position k: up to and including the first coordinate
   * with a non-zero coefficient, at most {@link #MAX_BLOCK} positions.
   */
  private int runEnd(int[] order, int k) {
    int limit = Math.min(order.length, k + MAX_BLOCK);
    int m = k;
    while (m < limit && w[order[m]] == 0.0) {
      m++;
    }
    return m < limit ? m + 1 : limit;
  }

  /**
   * {@code out[j] = Σ_i xr[i][j]·v[i]} for j in [from, to), each summed over i in order from 0 (as
   * {@link #dot} sums a column against v), four rows per pass, vectorised along j.
   */
  static void blockDots(double[][] xr, double[] v, int from, int to, double[] out) {
    Arrays.fill(out, from, to, 0.0);
    int n = v.length;
    int i = 0;
    for (; i + 4 <= n; i += 4) {
      double v0 = v[i];
      double v1 = v[i + 1];
      double v2 = v[i + 2];
      double v3 = v[i + 3];
      double[] x0 = xr[i];
      double[] x1 = xr[i + 1];
      double[] x2 = xr[i + 2];
      double[] x3 = xr[i + 3];
      for (int j = from; j < to; j++) {
        double s = out[j];
        s += x0[j] * v0;
        s += x1[j] * v1;
        s += x2[j] * v2;
        s += x3[j] * v3;
        out[j] = s;
      }
    }
    for (; i < n; i++) {
      double vi = v[i];
      double[] xi = xr[i];
      for (int j = from; j < to; j++) {
        out[j] += xi[j] * vi;
      }
    }
  }

  /** The active coordinates in ascending order, and {@link #activeRows} to match. */
  private int[] activeOrder() {
    if (activeOrder == null) {
      activeOrder = activeList();
      if (activeOrder.length == cols.length) {
        activeRows = rows;
      } else {
        int len = activeOrder.length;
        double[][] xa = new double[rows.length][len];
        for (int i = 0; i < rows.length; i++) {
          double[] src = rows[i];
          double[] dst = xa[i];
          for (int k = 0; k < len; k++) {
            dst[k] = src[activeOrder[k]];
          }
        }
        activeRows = xa;
      }
    }
    return activeOrder;
  }

  /**
   * One pass in random order ({@code selection='random'}): the coordinates are drawn first (the
   * same draws in the same order); the residual dot products of up to four coordinates ahead are
   * computed in one pass over r, each summed in its own order as {@link #dot} sums it, and used
   * while r has not changed (no coefficient moved since).
   */
  private double[] randomSweep(CoordinateRandR rand) {
    int[] order = activeList();
    int len = order.length;
    int[] js = new int[len];
    for (int k = 0; k < len; k++) {
      js[k] = order[rand.below(len)];
    }
    double[] ahead = new double[AHEAD];
    int aheadFrom = 0;
    int aheadTo = 0;
    double wMax = 0.0;
    double dwMax = 0.0;
    for (int k = 0; k < len; k++) {
      int j = js[k];
      if (norm2[j] == 0.0) {
        continue;
      }
      if (k >= aheadTo) {
        aheadFrom = k;
        aheadTo = Math.min(len, k + AHEAD);
        dots(js, aheadFrom, aheadTo, ahead);
      }
      double old = w[j];
      double t = ahead[k - aheadFrom] + old * norm2[j];
      double next = softThreshold(t, a, norm2[j] + b, positive);
      w[j] = next;
      if (next != old) {
        axpy(old - next, col(j), r);
        aheadTo = k + 1;
      }
      dwMax = Math.max(dwMax, Math.abs(next - old));
      wMax = Math.max(wMax, Math.abs(next));
    }
    return new double[] {wMax, dwMax};
  }

  /** Coordinates whose residual dots one pass computes. */
  private static final int AHEAD = 4;

  /** {@code out[k − from] = dot(cols[js[k]], r)} for k in [from, to), at most four. */
  private void dots(int[] js, int from, int to, double[] out) {
    int count = to - from;
    if (count == AHEAD) {
      double[] c0 = col(js[from]);
      double[] c1 = col(js[from + 1]);
      double[] c2 = col(js[from + 2]);
      double[] c3 = col(js[from + 3]);
      double[] v = r;
      double s0 = 0.0;
      double s1 = 0.0;
      double s2 = 0.0;
      double s3 = 0.0;
      for (int i = 0; i < v.length; i++) {
        double vi = v[i];
        s0 += c0[i] * vi;
        s1 += c1[i] * vi;
        s2 += c2[i] * vi;
        s3 += c3[i] * vi;
      }
      out[0] = s0;
      out[1] = s1;
      out[2] = s2;
      out[3] = s3;
      return;
    }
    for (int k = from; k < to; k++) {
      out[k - from] = dot(col(js[k]), r);
    }
  }

  /** Computes {@code XtA}, the dual norm and the duality gap of the current w. */
  private void dualityGap() {
    boolean l1Free = a == 0.0 && rules == Rules.CURRENT;
    dualNorm = 0.0;
    blockDots(rows, r, 0, p, xta);
    for (int j = 0; j < p; j++) {
      xta[j] = xta[j] - (l1Free ? 0.0 : b * w[j]);
      double v = positive && !l1Free ? xta[j] : Math.abs(xta[j]);
      dualNorm = l1Free ? dualNorm + xta[j] * xta[j] : Math.max(dualNorm, v);
    }
    double r2 = dot(r, r);
    double ry = dot(r, y);
    double l2 = dot(w, w);
    if (l1Free) {
      gap = b == 0.0 ? dualNorm : r2 + 0.5 * b * l2 - ry + dualNorm / (2.0 * b);
      return;
    }
    double l1 = 0.0;
    for (double v : w) {
      l1 += Math.abs(v);
    }
    double primal = 0.5 * (r2 + b * l2) + a * l1;
    double s = dualNorm > a ? a / dualNorm : 1.0;
    double dual = -0.5 * s * s * (r2 + b * l2) + s * ry;
    gap = primal - dual;
  }

  /** Gap-safe screening: drops features whose optimal coefficient is provably zero. */
  private void screen() {
    if (a <= 0.0) {
      return;
    }
    double radius = Math.sqrt(2.0 * gap) / a;
    double scale = Math.max(a, dualNorm);
    for (int j = 0; j < cols.length; j++) {
      if (!active[j]) {
        continue;
      }
      boolean keep =
          norm2[j] != 0.0 && (1.0 - Math.abs(xta[j] / scale)) / Math.sqrt(norm2[j] + b) <= radius;
      if (!keep) {
        active[j] = false;
        activeOrder = null;
        if (w[j] != 0.0) {
          axpy(w[j], col(j), r);
          w[j] = 0.0;
        }
      }
    }
  }

  private int[] activeList() {
    int count = 0;
    for (boolean on : active) {
      count += on ? 1 : 0;
    }
    int[] out = new int[count];
    int k = 0;
    for (int j = 0; j < active.length; j++) {
      if (active[j]) {
        out[k++] = j;
      }
    }
    return out;
  }

  /**
   * A solver given X by rows only (centred, not modified): a column is copied out of the rows the
   * first time the solver needs it (a coefficient that moves, a short run of dots), so a sparse fit
   * never transposes the whole matrix. The same values, so the same bits, as given columns.
   */
  static CoordinateDescent ofRows(
      double[][] rows, int p, double[] y, double a, double b, boolean positive, Rules rules) {
    return new CoordinateDescent(new double[p][], rows, y, a, b, positive, rules, null);
  }

  /** Column j of X, copied from the rows the first time. */
  private double[] col(int j) {
    double[] c = cols[j];
    if (c == null) {
      c = new double[rows.length];
      for (int i = 0; i < c.length; i++) {
        c[i] = rows[i][j];
      }
      cols[j] = c;
    }
    return c;
  }

  /** The rows of the matrix whose {@code n}-value columns are {@code cols}. */
  static double[][] rowsOf(double[][] cols, int n) {
    double[][] rows = new double[n][cols.length];
    for (int j = 0; j < cols.length; j++) {
      double[] c = cols[j];
      for (int i = 0; i < n; i++) {
        rows[i][j] = c[i];
      }
    }
    return rows;
  }

  /** The plain sequential dot product {@code u·v}. */
  public static double dot(double[] u, double[] v) {
    double s = 0.0;
    for (int i = 0; i < u.length; i++) {
      s += u[i] * v[i];
    }
    return s;
  }

  private static void axpy(double alpha, double[] x, double[] target) {
    for (int i = 0; i < x.length; i++) {
      target[i] += alpha * x[i];
    }
  }
}
