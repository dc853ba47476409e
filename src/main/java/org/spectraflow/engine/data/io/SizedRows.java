package org.spectraflow.engine.data.io;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/**
 * The rows of a matrix being read, written straight into a block of the row count announced by a
 * first pass over the file ({@link CsvLines#countNonBlankLines}), so a file's values are held once
 * instead of once per row and again in the block. When the announcement is wrong (the file changed
 * between the passes, Unicode white-space lines) the rows are still all kept: extra rows in a list,
 * and {@link #build} copies into a block of the exact size. Values are rounded to the precision as
 * {@link Block.Writer#setRow(int, double[])} does. Not thread-safe; single use.
 */
final class SizedRows {

  private final Precision precision;
  private final int cols;
  private final Block.Writer writer;
  private final int capacity;
  private final List<double[]> extra = new ArrayList<>();
  private int rows;

  /** Rows of {@code cols} values, {@code expected} of them (negative or huge: treated as 0). */
  SizedRows(Precision precision, long expected, int cols) {
    this.precision = precision;
    this.cols = cols;
    this.capacity = expected > 0 && expected * cols <= Integer.MAX_VALUE - 8 ? (int) expected : 0;
    this.writer = Block.writer(precision, capacity, cols);
  }

  /** Appends a row ({@code values} may be reused by the caller afterwards). */
  void add(double[] values) {
    if (rows < capacity) {
      writer.setRow(rows, values);
    } else {
      extra.add(values.clone());
    }
    rows++;
  }

  boolean isEmpty() {
    return rows == 0;
  }

  /** The block of every row added, in order. */
  Block build() {
    Block written = writer.build();
    if (rows == capacity) {
      return written;
    }
    Block.Writer exact = Block.writer(precision, rows, cols);
    double[] row = new double[cols];
    int kept = Math.min(rows, capacity);
    for (int i = 0; i < kept; i++) {
      written.copyRow(i, row, 0);
      exact.setRow(i, row);
    }
    for (int i = kept; i < rows; i++) {
      exact.setRow(i, extra.get(i - kept));
    }
    return exact.build();
  }
}
