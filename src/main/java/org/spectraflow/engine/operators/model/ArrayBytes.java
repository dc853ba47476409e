package org.spectraflow.engine.operators.model;

/**
 * Heap sizes of the arrays a fitted model keeps, for {@code FittedModel.retainedBytes()}: a 16-byte
 * array header plus the elements, 8 bytes per reference (an estimate: compressed references make
 * them 4).
 */
final class ArrayBytes {

  private static final long HEADER = 16;
  private static final long REFERENCE = 8;

  private ArrayBytes() {}

  /** A {@code double[]} of {@code length}. */
  static long doubles(long length) {
    return HEADER + 8 * length;
  }

  /** {@code a} (0 when null). */
  static long of(double[] a) {
    return a == null ? 0 : doubles(a.length);
  }

  /** {@code a} and every row (0 when null). */
  static long of(double[][] a) {
    if (a == null) {
      return 0;
    }
    long bytes = HEADER + REFERENCE * a.length;
    for (double[] row : a) {
      bytes += of(row);
    }
    return bytes;
  }
}
