package org.spectraflow.engine.operators.transform.resample;

import java.util.Arrays;
import java.util.List;

/**
 * One-dimensional interpolation from a fixed source axis onto a fixed target axis, as scipy's
 * {@code interpolate.interp1d} defines its kinds (scipy is BSD-licensed; the rules below follow its
 * documentation and published behaviour):
 *
 * <ul>
 *   <li>{@code linear}: for a target u, the first source point {@code x_i ≥ u} (left bisection),
 *       clipped to {@code [1, n−1]}; {@code y = (y_i − y_{i−1}) / (x_i − x_{i−1}) · (u − x_{i−1}) +
 *       y_{i−1}} (outside the range the end segments are extended).
 *   <li>{@code nearest}: the nearest source point, a tie going to the lower one; {@code previous} /
 *       {@code next}: the last point ≤ u / the first point ≥ u.
 *   <li>{@code zero}, {@code slinear}, {@code quadratic}, {@code cubic}: the interpolating B-spline
 *       of degree 0, 1, 2, 3 as {@code make_interp_spline} builds it (not-a-knot knots for odd
 *       degrees, knots at the midpoints of the interior intervals for degree 2), evaluated with de
 *       Boor's recursion; outside the range the end polynomial pieces are extended.
 * </ul>
 *
 * <p>The source axis is sorted ascending first (the values reordered with it, a stable sort, as
 * {@code interp1d(assume_sorted=False)} does). The collocation system of a spline is factored once
 * per axis (banded Gaussian elimination without pivoting, stable for B-spline collocation matrices,
 * which are totally positive) and every spectrum is then one banded solve. Out-of-range targets are
 * not handled here: the caller fills them ({@link Resampler}). Immutable and thread-safe.
 */
final class Interp1d {

  /** The kinds, in scipy's names. */
  static final List<String> KINDS =
      List.of("linear", "nearest", "previous", "next", "zero", "slinear", "quadratic", "cubic");

  private final String kind;
  private final double[] x;
  private final int[] order;
  private final double[] target;
  private final int degree;
  private final double[] knots;
  private final double[][] lower;
  private final double[][] band;
  private final int[] offset;
  private final int[] interval;
  private final double[][] basis;

  /**
   * Prepares the interpolation of values on {@code axis} (distinct, any order) at {@code target}.
   *
   * @throws IllegalArgumentException when the axis repeats a value or has too few points for the
   *     kind
   */
  Interp1d(String kind, double[] axis, double[] target) {
    if (!KINDS.contains(kind)) {
      throw new IllegalArgumentException("unknown interpolation kind '" + kind + "'");
    }
    this.kind = kind;
    int n = axis.length;
    Integer[] idx = new Integer[n];
    for (int i = 0; i < n; i++) {
      idx[i] = i;
    }
    Arrays.sort(idx, (a, b) -> Double.compare(axis[a], axis[b]));
    this.order = new int[n];
    this.x = new double[n];
    for (int i = 0; i < n; i++) {
      order[i] = idx[i];
      x[i] = axis[idx[i]];
    }
    for (int i = 1; i < n; i++) {
      if (x[i] == x[i - 1]) {
        throw new IllegalArgumentException(
            "the wavelength axis repeats the value "
                + x[i]
                + ": interpolation needs distinct ones");
      }
    }
    this.target = target.clone();
    this.degree =
        switch (kind) {
          case "zero" -> 0;
          case "slinear" -> 1;
          case "quadratic" -> 2;
          case "cubic" -> 3;
          default -> -1;
        };
    int need = Math.max(degree + 1, kind.equals("linear") ? 2 : 1);
    if (n < need) {
      throw new IllegalArgumentException(
          "method '" + kind + "' needs at least " + need + " source wavelengths, had " + n);
    }
    if (degree < 0) {
      knots = null;
      lower = null;
      band = null;
      offset = null;
      interval = null;
      basis = null;
      return;
    }
    knots = knots(x, degree);
    int m = knots.length - degree - 1; // number of coefficients (= n)
    // collocation rows: B_{l-k..l}(x_i), then the target rows' bases
    offset = new int[n];
    double[][] rows = new double[n][];
    for (int i = 0; i < n; i++) {
      int l = findInterval(knots, degree, m, x[i]);
      offset[i] = l - degree;
      rows[i] = bases(knots, degree, l, x[i]);
    }
    // banded LU without pivoting: store the full rows in a (n × (2k+1)) band around the diagonal
    int w = 2 * degree + 1;
    band = new double[n][w];
    lower = new double[n][w];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= degree; j++) {
        int col = offset[i] + j;
        band[i][col - i + degree] = rows[i][j];
      }
    }
    for (int c = 0; c < n; c++) {
      double pivot = band[c][degree];
      if (pivot == 0.0) {
        throw new IllegalArgumentException(
            "the " + kind + " spline collocation matrix is singular for this wavelength axis");
      }
      for (int r = c + 1; r <= Math.min(n - 1, c + degree); r++) {
        double f = band[r][c - r + degree] / pivot;
        if (f == 0.0) {
          continue;
        }
        lower[r][c - r + degree] = f;
        for (int cc = c; cc <= Math.min(n - 1, c + 2 * degree); cc++) {
          int pr = cc - c + degree;
          int rr = cc - r + degree;
          if (pr < w && rr >= 0 && rr < w) {
            band[r][rr] -= f * band[c][pr];
          }
        }
      }
    }
    interval = new int[target.length];
    basis = new double[target.length][];
    for (int j = 0; j < target.length; j++) {
      int l = findInterval(knots, degree, m, target[j]);
      interval[j] = l;
      basis[j] = bases(knots, degree, l, target[j]);
    }
  }

  /** The sorted source axis. */
  double[] axis() {
    return x.clone();
  }

  /** The interpolated values of {@code y} (one per source point, in the source's order). */
  double[] apply(double[] y) {
    int n = x.length;
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] = y[order[i]];
    }
    double[] out = new double[target.length];
    switch (kind) {
      case "linear" -> {
        for (int j = 0; j < out.length; j++) {
          int i = Math.min(Math.max(lowerBound(x, target[j]), 1), n - 1);
          double slope = (v[i] - v[i - 1]) / (x[i] - x[i - 1]);
          out[j] = slope * (target[j] - x[i - 1]) + v[i - 1];
        }
      }
      case "nearest" -> {
        for (int j = 0; j < out.length; j++) {
          // bisection on the midpoints x_i/2 + x_{i+1}/2 (side left: a tie goes down)
          int lo = 0;
          int hi = n - 1;
          while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            double bound = x[mid] / 2.0 + x[mid + 1] / 2.0;
            if (bound < target[j]) {
              lo = mid + 1;
            } else {
              hi = mid;
            }
          }
          out[j] = v[lo];
        }
      }
      case "previous" -> {
        for (int j = 0; j < out.length; j++) {
          int i = upperBound(x, target[j]); // points <= u
          out[j] = v[Math.min(Math.max(i, 1), n) - 1];
        }
      }
      case "next" -> {
        for (int j = 0; j < out.length; j++) {
          int i = lowerBound(x, target[j]); // first point >= u
          out[j] = v[Math.min(Math.max(i, 0), n - 1)];
        }
      }
      default -> {
        double[] c = solve(v);
        for (int j = 0; j < out.length; j++) {
          double s = 0.0;
          int first = interval[j] - degree;
          for (int a = 0; a <= degree; a++) {
            s += c[first + a] * basis[j][a];
          }
          out[j] = s;
        }
      }
    }
    return out;
  }

  /** The B-spline coefficients interpolating {@code v} (forward and back substitution). */
  private double[] solve(double[] v) {
    int n = v.length;
    int k = degree;
    double[] c = v.clone();
    for (int r = 0; r < n; r++) {
      for (int col = Math.max(0, r - k); col < r; col++) {
        c[r] -= lower[r][col - r + k] * c[col];
      }
    }
    for (int r = n - 1; r >= 0; r--) {
      double s = c[r];
      for (int col = r + 1; col <= Math.min(n - 1, r + 2 * k); col++) {
        int at = col - r + k;
        if (at < band[r].length) {
          s -= band[r][at] * c[col];
        }
      }
      c[r] = s / band[r][k];
    }
    return c;
  }

  /** make_interp_spline's default knots for degree {@code k} on sorted {@code x}. */
  private static double[] knots(double[] x, int k) {
    int n = x.length;
    if (k == 0) {
      double[] t = Arrays.copyOf(x, n + 1);
      t[n] = x[n - 1];
      return t;
    }
    double[] interior;
    if (k == 2) {
      // midpoints of the intervals, dropping the first and the last
      interior = new double[Math.max(0, n - 3)];
      for (int i = 1; i < n - 2; i++) {
        interior[i - 1] = (x[i + 1] + x[i]) / 2.0;
      }
    } else {
      // not-a-knot: the data points without the k/2 + 1 first and last
      int drop = k / 2 + 1;
      interior = Arrays.copyOfRange(x, drop, n - drop);
    }
    double[] t = new double[interior.length + 2 * (k + 1)];
    Arrays.fill(t, 0, k + 1, x[0]);
    System.arraycopy(interior, 0, t, k + 1, interior.length);
    Arrays.fill(t, k + 1 + interior.length, t.length, x[n - 1]);
    return t;
  }

  /**
   * The knot interval {@code l} (k ≤ l ≤ m−1) with {@code t_l ≤ u < t_{l+1}}; a point beyond the
   * ends takes the first or last interval (extrapolation with the end pieces), the right end the
   * last interval.
   */
  private static int findInterval(double[] t, int k, int m, double u) {
    int l = k;
    while (l < m - 1 && u >= t[l + 1]) {
      l++;
    }
    return l;
  }

  /** The k+1 non-zero B-splines {@code B_{l−k..l}(u)} (de Boor–Cox recursion). */
  private static double[] bases(double[] t, int k, int l, double u) {
    double[] h = new double[k + 1];
    double[] hh = new double[k + 1];
    h[0] = 1.0;
    for (int j = 1; j <= k; j++) {
      System.arraycopy(h, 0, hh, 0, j);
      h[0] = 0.0;
      for (int n = 1; n <= j; n++) {
        double xb = t[l + n];
        double xa = t[l + n - j];
        if (xb == xa) {
          h[n] = 0.0;
          continue;
        }
        double w = hh[n - 1] / (xb - xa);
        h[n - 1] += w * (xb - u);
        h[n] = w * (u - xa);
      }
    }
    return h;
  }

  /** The first index i with {@code x[i] ≥ u} (numpy searchsorted, side left). */
  private static int lowerBound(double[] x, double u) {
    int lo = 0;
    int hi = x.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (x[mid] < u) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /** The first index i with {@code x[i] > u} (numpy searchsorted, side right). */
  private static int upperBound(double[] x, double u) {
    int lo = 0;
    int hi = x.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (x[mid] <= u) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }
}
