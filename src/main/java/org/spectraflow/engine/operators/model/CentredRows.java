package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.RowMatrix;

/**
 * The centred, optionally scaled matrix {@code Xc = (X − mean) / std} of a {@link RowMatrix}, never
 * materialised: every product streams X eight rows at a time through a small buffer holding {@code
 * X − mean} in float64 (small matrices, up to {@link #RESIDENT_VALUES} values for both copies, keep
 * those same values resident instead, once as rows and once as columns: bit-identical results, no
 * per-pass conversion), and applies {@code 1/std} to the vector instead of the matrix ({@code Xc w
 * = (X − mean)(w / std)}, {@code Xcᵀu = ((X − mean)ᵀu) / std}). {@code X w} over the resident
 * columns and {@code Xᵀu} over the rows are element-wise loops the JIT vectorises ({@link
 * NipalsKernels}); a streamed matrix computes {@code X w} as ordered dot products with the same
 * roundings. Statistics are those of scikit-learn's {@code _center_scale_xy}: float64 column means,
 * then the ddof=1 standard deviation of the centred columns (0 → 1). The resident copies are
 * per-thread working matrices ({@link WorkingCopies}), given back by {@link #release}.
 * Single-threaded.
 */
final class CentredRows {

  private static final int ROWS = 8;

  /**
   * Matrices whose two resident copies (rows and columns) hold at most this many values together
   * (16 MB in float64) keep {@code X − mean} resident: the same values the streaming buffer would
   * hold, computed once instead of once per pass.
   */
  static final long RESIDENT_VALUES = 2L << 20;

  private final RowMatrix x;
  private final int n;
  private final int p;
  private final double[] mean;
  private final double[] std;
  private final boolean scaled;
  private final double[][] buffer;
  private final double[][] rows;
  private final double[][] columns;
  private final BooleanSupplier cancelled;

  private CentredRows(
      RowMatrix x,
      double[] mean,
      double[] std,
      boolean scaled,
      BooleanSupplier cancelled,
      long residentValues) {
    this.x = x;
    this.n = x.rows();
    this.p = x.cols();
    this.mean = mean;
    this.std = std;
    this.scaled = scaled;
    this.cancelled = cancelled;
    boolean keep = 2L * n * p <= residentValues;
    this.buffer = keep ? null : new double[ROWS][p];
    this.rows = keep ? WorkingCopies.take(n, p) : null;
    this.columns = keep ? WorkingCopies.take(p, n) : null;
    for (int i = 0; keep && i < n; i++) {
      centredRow(i, rows[i]);
    }
    for (int i = 0; keep && i + ROWS <= n; i += ROWS) {
      transpose8(i);
    }
    for (int i = keep ? n - n % ROWS : n; i < n; i++) {
      double[] row = rows[i];
      for (int j = 0; j < p; j++) {
        columns[j][i] = row[j];
      }
    }
  }

  /** Copies resident rows i..i+7 into the resident columns, eight values per column. */
  private void transpose8(int i) {
    double[] r0 = rows[i];
    double[] r1 = rows[i + 1];
    double[] r2 = rows[i + 2];
    double[] r3 = rows[i + 3];
    double[] r4 = rows[i + 4];
    double[] r5 = rows[i + 5];
    double[] r6 = rows[i + 6];
    double[] r7 = rows[i + 7];
    for (int j = 0; j < p; j++) {
      double[] column = columns[j];
      column[i] = r0[j];
      column[i + 1] = r1[j];
      column[i + 2] = r2[j];
      column[i + 3] = r3[j];
      column[i + 4] = r4[j];
      column[i + 5] = r5[j];
      column[i + 6] = r6[j];
      column[i + 7] = r7[j];
    }
  }

  /**
   * The centred (and with {@code scale}, standardised) view of {@code x}: three passes; kept
   * resident when its rows and columns together have at most {@code residentValues} values.
   */
  static CentredRows of(
      RowMatrix x, boolean scale, BooleanSupplier cancelled, long residentValues) {
    int p = x.cols();
    double[] mean = columnMeans(x, new double[p]);
    double[] std = new double[p];
    Arrays.fill(std, 1.0);
    CentredRows view = new CentredRows(x, mean, std, scale, cancelled, residentValues);
    if (scale) {
      view.standardDeviations(std);
    }
    return view;
  }

  /**
   * Hands the resident copies back to the thread's {@link WorkingCopies} slot; the view must not be
   * used afterwards.
   */
  void release() {
    if (rows != null) {
      WorkingCopies.give(columns);
      WorkingCopies.give(rows);
    }
  }

  double[] mean() {
    return mean;
  }

  double[] std() {
    return std;
  }

  int rows() {
    return n;
  }

  int cols() {
    return p;
  }

  /**
   * {@code t = Xc w − Σ_j scores[j] · corrections[j]} (the residual matrix times w) and, when
   * {@code xtT} is not null, {@code xtT = Xcᵀ t} (streamed: in the same pass, t final eight rows at
   * a time).
   */
  double[] times(double[] w, double[][] scores, double[] corrections, double[] xtT) {
    double[] ws = scaled ? divided(w) : w;
    double[] t = new double[n];
    if (rows != null) {
      checkCancelled();
      NipalsKernels.columnsTimes(columns, ws, p, t, n);
      correct(t, 0, n, scores, corrections);
      if (xtT != null) {
        accumulate(rows, 0, t, 0, n, xtT);
      }
    } else {
      for (int i = 0; i < n; i += ROWS) {
        int count = fill(i);
        if (count == ROWS) {
          NipalsKernels.orderedDots8(buffer, ws, p, t, i);
        } else {
          for (int r = 0; r < count; r++) {
            t[i + r] = NipalsKernels.orderedDot(buffer[r], ws, p);
          }
        }
        correct(t, i, count, scores, corrections);
        if (xtT != null) {
          accumulate(buffer, 0, t, i, count, xtT);
        }
      }
    }
    if (xtT != null && scaled) {
      divideInPlace(xtT);
    }
    return t;
  }

  /** {@code Xcᵀ u}. */
  double[] transposedTimes(double[] u) {
    double[] out = new double[p];
    if (rows != null) {
      checkCancelled();
      accumulate(rows, 0, u, 0, n, out);
    } else {
      for (int i = 0; i < n; i += ROWS) {
        accumulate(buffer, 0, u, i, fill(i), out);
      }
    }
    if (scaled) {
      divideInPlace(out);
    }
    return out;
  }

  /** t[i..i+count) −= Σ_j scores[j][·] · corrections[j], components in order. */
  private static void correct(
      double[] t, int i, int count, double[][] scores, double[] corrections) {
    for (int r = i; r < i + count; r++) {
      double s = t[r];
      for (int j = 0; j < corrections.length; j++) {
        s -= scores[j][r] * corrections[j];
      }
      t[r] = s;
    }
  }

  /**
   * out += source[first..first+count) times v[i..i+count), rows added in order, four at a time from
   * {@code i} (a multiple of four, so resident and streamed rows group alike).
   */
  private void accumulate(
      double[][] source, int first, double[] v, int i, int count, double[] out) {
    int r = 0;
    for (; r + 4 <= count; r += 4) {
      int s = first + r;
      NipalsKernels.axpy4(
          source[s],
          source[s + 1],
          source[s + 2],
          source[s + 3],
          v[i + r],
          v[i + r + 1],
          v[i + r + 2],
          v[i + r + 3],
          out,
          p);
    }
    for (; r < count; r++) {
      NipalsKernels.axpy(source[first + r], v[i + r], out, p);
    }
  }

  /** Loads rows {@code from..} (up to eight) minus the mean into the buffer; returns how many. */
  private int fill(int from) {
    if (from % 256 == 0) {
      checkCancelled();
    }
    int count = Math.min(ROWS, n - from);
    for (int r = 0; r < count; r++) {
      centredRow(from + r, buffer[r]);
    }
    return count;
  }

  private void checkCancelled() {
    if (cancelled.getAsBoolean()) {
      throw new CancellationException("PLSRegression fit cancelled");
    }
  }

  private double[] divided(double[] w) {
    double[] out = new double[p];
    for (int j = 0; j < p; j++) {
      out[j] = w[j] / std[j];
    }
    return out;
  }

  private void divideInPlace(double[] v) {
    for (int j = 0; j < p; j++) {
      v[j] /= std[j];
    }
  }

  /** Column means summed row after row in float64 (numpy's axis-0 order). */
  private static double[] columnMeans(RowMatrix x, double[] sum) {
    double[] row = new double[x.cols()];
    for (int i = 0; i < x.rows(); i++) {
      x.copyRow(i, row, 0);
      for (int j = 0; j < row.length; j++) {
        sum[j] += row[j];
      }
    }
    for (int j = 0; j < sum.length; j++) {
      sum[j] /= x.rows();
    }
    return sum;
  }

  /**
   * numpy's {@code std(ddof=1)} of the centred columns: their mean, then the squared deviations.
   */
  private void standardDeviations(double[] std) {
    double[] row = new double[p];
    double[] mu = new double[p];
    for (int i = 0; i < n; i++) {
      double[] ri = centred(i, row);
      for (int j = 0; j < p; j++) {
        mu[j] += ri[j];
      }
    }
    for (int j = 0; j < p; j++) {
      mu[j] /= n;
      std[j] = 0.0;
    }
    for (int i = 0; i < n; i++) {
      double[] ri = centred(i, row);
      for (int j = 0; j < p; j++) {
        double d = ri[j] - mu[j];
        std[j] += d * d;
      }
    }
    for (int j = 0; j < p; j++) {
      std[j] = Math.sqrt(std[j] / (n - 1));
      if (std[j] == 0.0) {
        std[j] = 1.0;
      }
    }
  }

  /** Row i of {@code X − mean}: the resident row, or {@code scratch} filled with it. */
  private double[] centred(int i, double[] scratch) {
    if (rows != null) {
      return rows[i];
    }
    centredRow(i, scratch);
    return scratch;
  }

  /** Row i of {@code X − mean} into {@code row} (from the resident rows when there are). */
  private void centredRow(int i, double[] row) {
    if (rows != null && row != rows[i]) {
      System.arraycopy(rows[i], 0, row, 0, p);
      return;
    }
    x.copyRow(i, row, 0);
    for (int j = 0; j < p; j++) {
      row[j] -= mean[j];
    }
  }
}
