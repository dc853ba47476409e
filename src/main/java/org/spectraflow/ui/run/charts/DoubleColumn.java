package org.spectraflow.ui.run.charts;

import java.util.Arrays;

/** A growable column of doubles without boxing, for long chart series. Not thread-safe. */
public final class DoubleColumn {

  private double[] values = new double[64];
  private int size;

  /** Appends {@code v}. */
  public void add(double v) {
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size++] = v;
  }

  /** The value at {@code i} (0 ≤ i < size). */
  public double get(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("index " + i + " outside [0, " + size + ")");
    }
    return values[i];
  }

  /** The last value, NaN when empty. */
  public double last() {
    return size == 0 ? Double.NaN : values[size - 1];
  }

  /** Number of values. */
  public int size() {
    return size;
  }

  /** Removes every value. */
  public void clear() {
    size = 0;
  }

  /** The largest value, NaN when empty. */
  public double max() {
    double m = Double.NaN;
    for (int i = 0; i < size; i++) {
      m = Double.isNaN(m) ? values[i] : Math.max(m, values[i]);
    }
    return m;
  }
}
