package org.spectraflow.engine.operators.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * The NIPALS iterations of scikit-learn's {@code _PLS.fit} (regression deflation, mode A), step for
 * step (docs/operator-behaviour.md §2.2), in the non-deflating form: X is read in place through
 * {@link CentredRows} and never copied; the deflated residual {@code X_k = Xc − Σ_j t_j p_jᵀ}
 * enters only through its products, {@code X_k w = Xc w − Σ_j t_j (p_jᵀw)} and {@code X_kᵀu = Xcᵀu
 * − Σ_j p_j (t_jᵀu)}. Mathematically equal to deflating; the roundings differ (agreement with
 * scikit-learn is tested to 1e-10 relative). Y (small) is deflated in place on a private copy.
 * Single use: {@link #fit} hands X's working copy back when it returns.
 */
final class Nipals {

  private static final double EPS = 2.220446049250313e-16;

  private final CentredRows x;
  private final double[] y;
  private final int n;
  private final int p;
  private final int q;
  private final boolean scale;
  private final int maxIter;
  private final double tol;
  private final BooleanSupplier cancelled;
  private final List<double[]> scores = new ArrayList<>();
  private final List<double[]> loadings = new ArrayList<>();

  Nipals(
      RowMatrix x,
      double[][] y,
      boolean scale,
      int maxIter,
      double tol,
      BooleanSupplier cancelled) {
    this(x, y, scale, maxIter, tol, cancelled, CentredRows.RESIDENT_VALUES);
  }

  /** As above, keeping {@code X − mean} resident up to {@code residentValues} values. */
  Nipals(
      RowMatrix x,
      double[][] y,
      boolean scale,
      int maxIter,
      double tol,
      BooleanSupplier cancelled,
      long residentValues) {
    this.x = CentredRows.of(x, scale, cancelled, residentValues);
    this.n = x.rows();
    this.p = x.cols();
    this.q = y[0].length;
    this.y = new double[n * q];
    for (int i = 0; i < n; i++) {
      System.arraycopy(y[i], 0, this.y, i * q, q);
    }
    this.scale = scale;
    this.maxIter = maxIter;
    this.tol = tol;
    this.cancelled = cancelled;
  }

  PlsModel fit(int components) {
    try {
      return fitComponents(components);
    } finally {
      x.release();
    }
  }

  private PlsModel fitComponents(int components) {
    double[] yMean = centre(y, n, q);
    double[] yStd = scale ? standardise(y, n, q) : ones(q);
    double[][] w = new double[components][];
    double[][] loadX = new double[components][];
    double[][] loadY = new double[components][];
    int done = 0;
    double[] u = nextTargetColumn();
    double[] xtu = u == null ? null : residualTransposedTimes(u);
    while (done < components && u != null) {
      checkCancelled();
      double[] next = q == 1 ? xtu.clone() : null;
      Component comp = powerMethod(u, xtu);
      double tt = dot(comp.t, comp.t);
      loadY[done] = deflateY(comp.t, tt);
      if (next != null) {
        nextSingleTarget(next, comp.xtT, loadY[done][0]);
      }
      loadX[done] = divide(comp.xtT, tt);
      w[done] = comp.w;
      scores.add(comp.t);
      loadings.add(loadX[done]);
      done++;
      u = done < components ? nextTargetColumn() : null;
      if (u != null) {
        xtu = next != null ? next : residualTransposedTimes(u);
      }
    }
    return new PlsModel(
        trim(w, done), trim(loadX, done), trim(loadY, done), x.mean(), x.std(), yMean, yStd);
  }

  /**
   * With one target, {@code u_{k+1} = y_{k+1} = y_k − t_k c_k} and {@code X_{k+1} = X_k − t_k
   * p_kᵀ}, so {@code X_{k+1}ᵀu_{k+1} = X_kᵀy_k − c_k X_kᵀt_k} (the term {@code p_k (t_kᵀy_{k+1})}
   * is zero): the next component's start costs no pass over X. {@code xtu} holds {@code X_kᵀy_k}
   * and becomes the next; {@code xtT} is {@code X_kᵀt_k}, {@code c} the y loading.
   */
  private static void nextSingleTarget(double[] xtu, double[] xtT, double c) {
    for (int f = 0; f < xtu.length; f++) {
      xtu[f] -= c * xtT[f];
    }
  }

  /** {@code X_kᵀu = Xcᵀu − Σ_j p_j (t_jᵀu)} over the components extracted so far. */
  private double[] residualTransposedTimes(double[] u) {
    double[] out = x.transposedTimes(u);
    subtractLoadings(out, u);
    return out;
  }

  /** out −= Σ_j p_j (t_jᵀv), components in order. */
  private void subtractLoadings(double[] out, double[] v) {
    for (int c = 0; c < scores.size(); c++) {
      double a = dot(scores.get(c), v);
      double[] pc = loadings.get(c);
      for (int f = 0; f < p; f++) {
        out[f] -= pc[f] * a;
      }
    }
  }

  /**
   * {@code t = X_k w = Xc w − Σ_j t_j (p_jᵀw)}; with {@code xtT} not null also {@code xtT = X_kᵀt}
   * in the same pass over X.
   */
  private double[] residualTimes(double[] w, double[] xtT) {
    int k = scores.size();
    double[] corrections = new double[k];
    // the same ordered sums as dot(p_c, w), eight loadings side by side
    NipalsKernels.orderedDots(w, loadings.toArray(double[][]::new), corrections);
    double[] t = x.times(w, scores.toArray(double[][]::new), corrections, xtT);
    if (xtT != null) {
      subtractLoadings(xtT, t);
    }
    return t;
  }

  /**
   * One extracted component: its sign-flipped x weights, scores {@code t = X w} and {@code Xᵀ t}
   * (the unscaled x loading), all of the residual X before deflation.
   */
  private record Component(double[] w, double[] t, double[] xtT) {}

  private void checkCancelled() {
    if (cancelled.getAsBoolean()) {
      throw new CancellationException("PLSRegression fit cancelled");
    }
  }

  /**
   * The power method's start: zeroes negligible target columns, then returns the first column of
   * the y residual with a non-negligible value, or null when y is (numerically) constant.
   */
  private double[] nextTargetColumn() {
    zeroNegligibleTargets();
    return firstActiveTargetColumn();
  }

  /** Columns of y whose values are all below 10·eps in magnitude become exactly 0. */
  private void zeroNegligibleTargets() {
    for (int j = 0; j < q; j++) {
      boolean negligible = true;
      for (int i = 0; i < n && negligible; i++) {
        negligible = Math.abs(y[i * q + j]) < 10 * EPS;
      }
      if (negligible) {
        for (int i = 0; i < n; i++) {
          y[i * q + j] = 0.0;
        }
      }
    }
  }

  /**
   * scikit-learn's power method from {@code u} ({@code xtu} is {@code Xᵀu}, computed by the
   * previous deflation pass). The last iteration computes {@code Xw} and {@code Xᵀ(Xw)} in one
   * pass; the sign flip then applies to w, t and Xᵀt alike (negation is exact).
   */
  private Component powerMethod(double[] u, double[] xtu) {
    double[] old = null;
    double[] xtu0 = xtu;
    for (int it = 0; ; it++) {
      checkCancelled();
      double[] w = it == 0 ? xtu0 : residualTransposedTimes(u);
      divide(w, dot(u, u));
      divide(w, Math.sqrt(dot(w, w)) + EPS);
      boolean last = q == 1 || it == maxIter - 1 || (old != null && squaredDistance(w, old) < tol);
      double[] xtT = last ? new double[p] : null;
      double[] t = residualTimes(w, xtT);
      double[] c = multiplyTransposed(y, t, q);
      divide(c, dot(t, t));
      u = multiply(y, c, q);
      divide(u, dot(c, c) + EPS);
      if (last) {
        return flipSign(w, c, t, xtT);
      }
      old = w;
    }
  }

  private double[] firstActiveTargetColumn() {
    for (int j = 0; j < q; j++) {
      double[] col = new double[n];
      boolean active = false;
      for (int i = 0; i < n; i++) {
        col[i] = y[i * q + j];
        active |= Math.abs(col[i]) > EPS;
      }
      if (active) {
        return col;
      }
    }
    return null;
  }

  /**
   * scikit-learn's {@code _svd_flip_1d}: w's largest-magnitude entry becomes positive. With a sign
   * of ±1, t and Xᵀt flip exactly; otherwise (a zero or NaN weight vector) they are recomputed from
   * the scaled w, as scikit-learn does.
   */
  private Component flipSign(double[] w, double[] c, double[] t, double[] xtT) {
    int arg = 0;
    for (int j = 1; j < w.length; j++) {
      if (Math.abs(w[j]) > Math.abs(w[arg])) {
        arg = j;
      }
    }
    double sign = Math.signum(w[arg]);
    if (sign == 1.0) {
      return new Component(w, t, xtT);
    }
    scaleBy(w, sign);
    scaleBy(c, sign);
    if (sign == -1.0) {
      scaleBy(t, sign);
      scaleBy(xtT, sign);
      return new Component(w, t, xtT);
    }
    double[] xt = new double[p];
    return new Component(w, residualTimes(w, xt), xt);
  }

  private static void scaleBy(double[] v, double by) {
    for (int j = 0; j < v.length; j++) {
      v[j] *= by;
    }
  }

  /** loading = Yᵀt / tᵀt; Y ← Y − t·loadingᵀ; returns the loading. */
  private double[] deflateY(double[] t, double tt) {
    double[] loading = multiplyTransposed(y, t, q);
    divide(loading, tt);
    for (int i = 0; i < n; i++) {
      int off = i * q;
      double ti = t[i];
      for (int j = 0; j < q; j++) {
        y[off + j] -= ti * loading[j];
      }
    }
    return loading;
  }

  /** M v for the row-major n × cols matrix M. */
  private double[] multiply(double[] m, double[] v, int cols) {
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      int off = i * cols;
      double s = 0.0;
      for (int j = 0; j < cols; j++) {
        s += m[off + j] * v[j];
      }
      out[i] = s;
    }
    return out;
  }

  /** Mᵀ v for the row-major n × cols matrix M, rows added in order. */
  private double[] multiplyTransposed(double[] m, double[] v, int cols) {
    double[] out = new double[cols];
    for (int i = 0; i < n; i++) {
      NipalsKernels.axpy(m, i * cols, v[i], out, cols);
    }
    return out;
  }

  static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  private static double squaredDistance(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      double d = a[i] - b[i];
      s += d * d;
    }
    return s;
  }

  private static double[] divide(double[] v, double by) {
    for (int i = 0; i < v.length; i++) {
      v[i] /= by;
    }
    return v;
  }

  /** Subtracts the float64 column means in place (row by row) and returns them. */
  private static double[] centre(double[] m, int rows, int cols) {
    double[] mean = Sums.columnMeans(m, rows, cols, false);
    for (int i = 0; i < rows; i++) {
      int off = i * cols;
      for (int j = 0; j < cols; j++) {
        m[off + j] -= mean[j];
      }
    }
    return mean;
  }

  /** Divides centred columns by their ddof=1 standard deviation (zeros → 1); returns it. */
  private static double[] standardise(double[] m, int rows, int cols) {
    double[] mu = Sums.columnMeans(m, rows, cols, false);
    double[] std = new double[cols];
    for (int i = 0; i < rows; i++) {
      int off = i * cols;
      for (int j = 0; j < cols; j++) {
        double d = m[off + j] - mu[j];
        std[j] = i == 0 ? d * d : std[j] + d * d;
      }
    }
    for (int j = 0; j < cols; j++) {
      std[j] = Math.sqrt(std[j] / (rows - 1));
      if (std[j] == 0.0) {
        std[j] = 1.0;
      }
    }
    for (int i = 0; i < rows; i++) {
      int off = i * cols;
      for (int j = 0; j < cols; j++) {
        m[off + j] /= std[j];
      }
    }
    return std;
  }

  private static double[] ones(int len) {
    double[] v = new double[len];
    Arrays.fill(v, 1.0);
    return v;
  }

  private static double[][] trim(double[][] a, int len) {
    return Arrays.copyOf(a, len);
  }
}
