package org.spectraflow.engine.operators.augment;

import org.spectraflow.engine.operators.linalg.Sums;

/**
 * numpy's float32 reductions the augmenters need: population standard deviation of a row or of all
 * cells (pairwise sums, docs/operator-behaviour.md §0.3), the mean of an axis, {@code linspace}.
 */
final class RowStats {

  private RowStats() {}

  /** {@code np.std(row)} in float32 arithmetic. */
  static double std(double[] row) {
    return std(row, 0, row.length);
  }

  /** {@code np.std} of the {@code n} values from {@code off}, float32. */
  static double std(double[] v, int off, int n) {
    double mu = (float) (Sums.pw(v, off, n, true) / n);
    double[] sq = new double[n];
    for (int j = 0; j < n; j++) {
      double d = (float) (v[off + j] - mu);
      sq[j] = (float) (d * d);
    }
    return (float) Math.sqrt((float) (Sums.pw(sq, 0, n, true) / n));
  }

  /** {@code np.std(X)} over every cell of the rows (row-major, float32). */
  static double std(double[][] rows) {
    int p = rows.length == 0 ? 0 : rows[0].length;
    double[] flat = new double[rows.length * p];
    for (int i = 0; i < rows.length; i++) {
      System.arraycopy(rows[i], 0, flat, i * p, p);
    }
    return std(flat, 0, flat.length);
  }

  /** {@code np.linspace(0, 1, p)}. */
  static double[] unitLinspace(int p) {
    double[] x = new double[p];
    if (p == 1) {
      return x;
    }
    double step = 1.0 / (p - 1);
    for (int j = 0; j < p; j++) {
      x[j] = j * step;
    }
    x[p - 1] = 1.0;
    return x;
  }

  /** The axis: {@code wavelengths} as given, or {@code 0..p−1}. */
  static double[] axis(double[] wavelengths, int p) {
    if (wavelengths != null) {
      return wavelengths.clone();
    }
    double[] x = new double[p];
    for (int j = 0; j < p; j++) {
      x[j] = j;
    }
    return x;
  }
}
