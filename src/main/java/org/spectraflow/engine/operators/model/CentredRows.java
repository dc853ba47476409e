package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.RowMatrix;

/**
 * The centred, optionally scaled matrix {@code Xc = (X − mean) / std} of a {@link RowMatrix}, never
 * materialised: every product streams X four rows at a time through a small buffer holding {@code X
 * − mean} in float64 (small matrices, up to {@link #RESIDENT_VALUES} values, keep those same values
 * resident instead: bit-identical results, no per-pass conversion), and applies {@code 1/std} to
 * the vector instead of the matrix ({@code Xc w = (X − mean)(w / std)}, {@code Xcᵀu = ((X −
 * mean)ᵀu) / std}). Statistics are those of scikit-learn's {@code _center_scale_xy}: float64 column
 * means, then the ddof=1 standard deviation of the centred columns (0 → 1). The resident copy is a
 * per-thread working array ({@link WorkingCopies}), given back by {@link #release}.
 * Single-threaded.
 */
final class CentredRows {

  private static final int ROWS = 4;

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
  private final double[] buffer;
  private final double[] resident;
  private final BooleanSupplier cancelled;
  private double[] rowsAt;
  private int rowsOffset;

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
    boolean keep = (long) n * p <= residentValues;
    this.buffer = keep ? null : new double[ROWS * p];
    this.resident = keep ? WorkingCopies.take(n * p) : null;
    for (int i = 0; keep && i < n; i++) {
      centredRow(i, resident, i * p);
    }
  }

  /**
   * The centred (and with {@code scale}, standardised) view of {@code x}: three passes; kept
   * resident when it has at most {@code residentValues} values.
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
   * Hands the resident copy back to the thread's {@link WorkingCopies} slot; the view must not be
   * used afterwards.
   */
  void release() {
    if (resident != null) {
      WorkingCopies.give(resident);
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
   * {@code xtT} is not null, {@code xtT = Xcᵀ t} in the same pass (t final row by row).
   */
  double[] times(double[] w, double[][] scores, double[] corrections, double[] xtT) {
    double[] ws = scaled ? divided(w) : w;
    double[] t = new double[n];
    for (int i = 0; i < n; i += ROWS) {
      int count = fill(i);
      if (count == ROWS) {
        NipalsKernels.dot4(rowsAt, rowsOffset, p, ws, t, i);
      } else {
        for (int r = 0; r < count; r++) {
          t[i + r] = NipalsKernels.dot(rowsAt, rowsOffset + r * p, ws, p);
        }
      }
      for (int r = 0; r < count; r++) {
        double s = t[i + r];
        for (int j = 0; j < corrections.length; j++) {
          s -= scores[j][i + r] * corrections[j];
        }
        t[i + r] = s;
      }
      if (xtT != null) {
        accumulate(t, i, count, xtT);
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
      accumulate(u, i, fill(i), out);
    }
    if (scaled) {
      divideInPlace(out);
    }
    return out;
  }

  /** out += rows i.. of the buffer times v[i..], rows added in order. */
  private void accumulate(double[] v, int i, int count, double[] out) {
    if (count == ROWS) {
      NipalsKernels.axpy4(rowsAt, rowsOffset, p, v, i, out);
    } else {
      for (int r = 0; r < count; r++) {
        NipalsKernels.axpy(rowsAt, rowsOffset + r * p, v[i + r], out, p);
      }
    }
  }

  /**
   * Points {@code rowsAt}/{@code rowsOffset} at rows {@code from..} (up to four) minus the mean,
   * resident or loaded into the buffer; returns how many.
   */
  private int fill(int from) {
    if (from % 256 == 0 && cancelled.getAsBoolean()) {
      throw new CancellationException("PLSRegression fit cancelled");
    }
    int count = Math.min(ROWS, n - from);
    if (resident != null) {
      rowsAt = resident;
      rowsOffset = from * p;
      return count;
    }
    for (int r = 0; r < count; r++) {
      centredRow(from + r, buffer, r * p);
    }
    rowsAt = buffer;
    rowsOffset = 0;
    return count;
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
      centredRow(i, row, 0);
      for (int j = 0; j < p; j++) {
        mu[j] += row[j];
      }
    }
    for (int j = 0; j < p; j++) {
      mu[j] /= n;
      std[j] = 0.0;
    }
    for (int i = 0; i < n; i++) {
      centredRow(i, row, 0);
      for (int j = 0; j < p; j++) {
        double d = row[j] - mu[j];
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

  private void centredRow(int i, double[] row, int offset) {
    if (resident != null && row != resident) {
      System.arraycopy(resident, i * p, row, offset, p);
      return;
    }
    x.copyRow(i, row, offset);
    for (int j = 0; j < p; j++) {
      row[offset + j] -= mean[j];
    }
  }
}
