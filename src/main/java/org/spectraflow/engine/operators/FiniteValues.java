package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.RowMatrix;

/** The finiteness check every operator makes on its numeric input, naming the first bad cell. */
public final class FiniteValues {

  private FiniteValues() {}

  /**
   * Returns normally when every value of {@code x} is finite.
   *
   * @param op the operator checking its input (its label starts the message)
   * @param x the matrix to check
   * @param what how the message calls the matrix ({@code input}, {@code X})
   * @throws IllegalArgumentException naming the operator, the first NaN or infinite value and its
   *     row and column (0-based)
   */
  public static void require(ConfiguredOperator op, RowMatrix x, String what) {
    if (!x.hasNonFinite()) {
      return;
    }
    double[] row = new double[x.cols()];
    for (int i = 0; i < x.rows(); i++) {
      x.copyRow(i, row, 0);
      for (int j = 0; j < row.length; j++) {
        if (!Double.isFinite(row[j])) {
          throw new IllegalArgumentException(
              op.label()
                  + ": "
                  + what
                  + " contains "
                  + row[j]
                  + " at row "
                  + i
                  + ", column "
                  + j
                  + "; NaN and infinite values are not supported");
        }
      }
    }
  }
}
