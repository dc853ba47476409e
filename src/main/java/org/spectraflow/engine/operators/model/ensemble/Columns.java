package org.spectraflow.engine.operators.model.ensemble;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/** Small column helpers of the ensembles: one prediction column, and columns as a block. */
final class Columns {

  private Columns() {}

  /** The first column of {@code rows}. */
  static double[] first(double[][] rows) {
    double[] out = new double[rows.length];
    for (int i = 0; i < rows.length; i++) {
      out[i] = rows[i][0];
    }
    return out;
  }

  /** A float64 block whose column j is {@code columns[j]}, then the columns of {@code extra}. */
  static Block block(double[][] columns, Block extra) {
    int n = columns.length == 0 ? extra.rows() : columns[0].length;
    int m = columns.length;
    int width = m + (extra == null ? 0 : extra.cols());
    Block.Writer w = Block.writer(Precision.FLOAT64, n, width);
    double[] row = new double[width];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++) {
        row[j] = columns[j][i];
      }
      if (extra != null) {
        extra.copyRow(i, row, m);
      }
      w.setRow(i, row);
    }
    return w.build();
  }
}
