package org.spectraflow.engine.data;

/**
 * A samples × features matrix read one row at a time: a {@link Block}, or a view that builds
 * nothing ({@link StackedRows}). Streaming consumers (PLS) read it without copying it whole; others
 * ask for {@link #toBlock()}. Values read are exactly those {@code toBlock()} would hold.
 */
public interface RowMatrix {

  /** Number of rows (samples). */
  int rows();

  /** Number of columns (features). */
  int cols();

  /** The precision the values are held in (float32 values are exact in a double). */
  Precision precision();

  /**
   * Copies row {@code row} into {@code dst[offset .. offset + cols)}, widened to double.
   *
   * @throws IndexOutOfBoundsException for a row outside {@code [0, rows)}
   */
  void copyRow(int row, double[] dst, int offset);

  /** The rows at {@code indices}, in that order (repeats allowed). */
  RowMatrix selectRows(int[] indices);

  /** The values as one block (this matrix itself when it is one). */
  Block toBlock();

  /** True when any value is NaN or infinite. */
  default boolean hasNonFinite() {
    double[] row = new double[cols()];
    for (int i = 0; i < rows(); i++) {
      copyRow(i, row, 0);
      for (double v : row) {
        if (!Double.isFinite(v)) {
          return true;
        }
      }
    }
    return false;
  }
}
