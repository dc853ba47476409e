package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.RowMatrix;

/**
 * The centred, optionally scaled matrix {@code Xc = (X − mean) / std} of a {@link RowMatrix}, never
 * materialised: every product streams X eight rows at a time through a small buffer holding {@code
 * X − mean} in float64 (small matrices, up to {@link #RESIDENT_VALUES} values, keep those same
 * values resident instead: bit-identical results, no per-pass conversion), and applies {@code
 * 1/std} to the vector instead of the matrix ({@code Xc w = (X − mean)(w / std)}, {@code Xcᵀu = ((X
 * − mean)ᵀu) / std}). Rows are separate arrays so that the JIT vectorises {@code Xᵀu}; {@code X w}
 * is eight ordered dot products side by side ({@link NipalsKernels}), the same kernels for a
 * resident and a streamed matrix. Statistics are those of scikit-learn's {@code _center_scale_xy}:
 * float64 column means, then the ddof=1 standard deviation of the centred columns (0 → 1). The
 * resident copy is a per-thread working matrix ({@link WorkingCopies}), given back by {@link
 * #release}. Single-threaded.
 */
final class CentredRows {

  private static final int ROWS = 8;

  /**
   * Matrices of at most this many values (16 MB in float64) keep {@code X − mean} resident: the
   * same values the streaming buffer would hold, computed once instead of once per pass.
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
  private final BooleanSupplier cancelled;

  private CentredRows(
      RowMatrix x,
      double[] mean,
      double[] std,
      boolean scaled,
      BooleanSupplier cancelled,
      double[][] resident) {
    this.x = x;
    this.n = x.rows();
    this.p = x.cols();
    this.mean = mean;
    this.std = std;
    this.scaled = scaled;
    this.cancelled = cancelled;
    this.buffer = resident != null ? null : new double[ROWS][p];
    this.rows = resident;
  }

  /**
   * The centred (and with {@code scale}, standardised) view of {@code x}: kept resident when it has
   * at most {@code residentValues} values. A resident view reads X once: each row is copied into
   * the working matrix while the column sums accumulate, then centred in place while the centred
   * columns' sums (for the standard deviation) accumulate, then one pass for the squared
   * deviations; every sum in the order of the streamed form's separate passes, so both give the
   * same bits.
   */
  static CentredRows of(
      RowMatrix x, boolean scale, BooleanSupplier cancelled, long residentValues) {
    int n = x.rows();
    int p = x.cols();
    double[] std = new double[p];
    Arrays.fill(std, 1.0);
    if ((long) n * p > residentValues) {
      double[] mean = columnMeans(x, new double[p]);
      CentredRows view = new CentredRows(x, mean, std, scale, cancelled, null);
      if (scale) {
        view.standardDeviations(std);
      }
      return view;
    }
    double[][] rows = WorkingCopies.take(n, p);
    double[] mean = new double[p];
    for (int i = 0; i < n; i++) {
      double[] row = rows[i];
      x.copyRow(i, row, 0);
      for (int j = 0; j < p; j++) {
        mean[j] += row[j];
      }
    }
    for (int j = 0; j < p; j++) {
      mean[j] /= n;
    }
    double[] mu = scale ? new double[p] : null;
    for (int i = 0; i < n; i++) {
      double[] row = rows[i];
      for (int j = 0; j < p; j++) {
        row[j] -= mean[j];
      }
      if (scale) {
        for (int j = 0; j < p; j++) {
          mu[j] += row[j];
        }
      }
    }
    CentredRows view = new CentredRows(x, mean, std, scale, cancelled, rows);
    if (scale) {
      view.deviations(mu, std);
    }
    return view;
  }

  /**
   * Hands the resident copy back to the thread's {@link WorkingCopies} slot; the view must not be
   * used afterwards.
   */
  void release() {
    if (rows != null) {
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
   * {@code xtT} is not null, {@code xtT = Xcᵀ t} in the same pass (t final eight rows at a time).
   */
  double[] times(double[] w, double[][] scores, double[] corrections, double[] xtT) {
    double[] ws = scaled ? divided(w) : w;
    double[] t = new double[n];
    for (int i = 0; i < n; i += ROWS) {
      int count = fill(i);
      double[][] source = rows != null ? rows : buffer;
      int first = rows != null ? i : 0;
      if (count == ROWS) {
        NipalsKernels.orderedDots8(source, first, ws, p, t, i);
      } else {
        NipalsKernels.orderedDotsTail(source, first, count, ws, p, t, i);
      }
      correct(t, i, count, scores, corrections);
      if (xtT != null) {
        accumulate(source, first, t, i, count, xtT);
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
    for (int i = 0; i < n; i += ROWS) {
      int count = fill(i);
      accumulate(rows != null ? rows : buffer, rows != null ? i : 0, u, i, count, out);
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

  /** out += source[first..first+count) times v[i..i+count), rows added in order, four at a time. */
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

  /**
   * How many rows from {@code from} (up to eight) the pass reads next; a streamed matrix loads them
   * minus the mean into the buffer.
   */
  private int fill(int from) {
    if (from % 256 == 0) {
      checkCancelled();
    }
    int count = Math.min(ROWS, n - from);
    for (int r = 0; rows == null && r < count; r++) {
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
    deviations(mu, std);
  }

  /**
   * The ddof=1 standard deviation into {@code std}, from {@code mu} holding the centred columns'
   * sums (divided here into their mean).
   */
  private void deviations(double[] mu, double[] std) {
    double[] row = rows != null ? null : new double[p];
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

  /** Row i of {@code X − mean}, read from X, into {@code row}. */
  private void centredRow(int i, double[] row) {
    x.copyRow(i, row, 0);
    for (int j = 0; j < p; j++) {
      row[j] -= mean[j];
    }
  }
}
