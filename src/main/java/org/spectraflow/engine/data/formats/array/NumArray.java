package org.spectraflow.engine.data.formats.array;

import java.util.Objects;

/**
 * A named numeric array read from an array container (.npy/.npz, .mat): its rows and columns (a 1-D
 * array is 1 × n) and its values in row-major order. Immutable (the values are not copied out;
 * callers only read them).
 *
 * @param name the array's name in its container
 * @param rows number of rows
 * @param cols number of columns
 * @param values rows × cols values, row-major
 */
public record NumArray(String name, int rows, int cols, double[] values) {

  /** Checks the shape against the values. */
  public NumArray {
    Objects.requireNonNull(name, "name");
    if ((long) rows * cols != values.length) {
      throw new IllegalArgumentException(rows + " x " + cols + " for " + values.length + " values");
    }
  }

  /** The value at row {@code r}, column {@code c}. */
  public double get(int r, int c) {
    return values[r * cols + c];
  }

  /** True when one of the dimensions is 1. */
  public boolean isVector() {
    return rows == 1 || cols == 1;
  }

  /** Number of values. */
  public int size() {
    return values.length;
  }

  /** The transpose. */
  public NumArray transposed() {
    double[] t = new double[values.length];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        t[c * rows + r] = values[r * cols + c];
      }
    }
    return new NumArray(name, cols, rows, t);
  }
}
