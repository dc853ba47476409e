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

  private final double[][] cols;
  private final double[] y;
  private final double a;
  private final double b;
  private final boolean positive;
  private final Rules rules;
  private final double[] norm2;
  private final double[] r;
  private final double[] w;
  private final double[] xta;
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
    this.cols = cols;
    this.y = y;
    this.a = a;
    this.b = b;
    this.positive = positive;
    this.rules = rules;
    int p = cols.length;
    norm2 = new double[p];
    for (int j = 0; j < p; j++) {
      norm2[j] = dot(cols[j], cols[j]);
    }
    r = y.clone();
    w = init == null ? new double[p] : init.clone();
    for (int j = 0; j < p; j++) {
      if (w[j] != 0.0) {
        axpy(-w[j], cols[j], r);
      }
    }
    xta = new double[p];
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
   * One pass over the active coordinates; returns {max |w_j|, max |Δw_j|}. The coordinates are
   * drawn first (the same draws in the same order); the residual dot products of up to four
   * coordinates ahead are computed in one pass over r, each summed in its own order as {@link #dot}
   * sums it, and used while r has not changed (no coefficient moved since): the same numbers as one
   * dot at a time, with four independent sums in flight instead of one.
   */
  private double[] sweep(CoordinateRandR rand) {
    int[] order = activeList();
    int len = order.length;
    int[] js = new int[len];
    for (int k = 0; k < len; k++) {
      js[k] = rand == null ? order[k] : order[rand.below(len)];
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
      double next =
          positive && t < 0
              ? 0.0
              : Math.signum(t) * Math.max(Math.abs(t) - a, 0.0) / (norm2[j] + b);
      w[j] = next;
      if (next != old) {
        axpy(old - next, cols[j], r);
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
      double[] c0 = cols[js[from]];
      double[] c1 = cols[js[from + 1]];
      double[] c2 = cols[js[from + 2]];
      double[] c3 = cols[js[from + 3]];
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
      out[k - from] = dot(cols[js[k]], r);
    }
  }

  /** Computes {@code XtA}, the dual norm and the duality gap of the current w. */
  private void dualityGap() {
    boolean l1Free = a == 0.0 && rules == Rules.CURRENT;
    dualNorm = 0.0;
    int[] all = new int[cols.length];
    for (int j = 0; j < all.length; j++) {
      all[j] = j;
    }
    double[] four = new double[AHEAD];
    for (int j = 0; j < cols.length; j += AHEAD) {
      int to = Math.min(cols.length, j + AHEAD);
      dots(all, j, to, four);
      System.arraycopy(four, 0, xta, j, to - j);
    }
    for (int j = 0; j < cols.length; j++) {
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
        if (w[j] != 0.0) {
          axpy(w[j], cols[j], r);
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
