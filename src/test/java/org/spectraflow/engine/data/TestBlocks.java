package org.spectraflow.engine.data;

/** Small deterministic blocks for data-layer tests. */
final class TestBlocks {

  private TestBlocks() {}

  /** A rows × cols float32 block whose value (i, j) is {@code seed + i * cols + j}. */
  static Block ramp(int rows, int cols, double seed) {
    Block.Writer w = Block.writer(Precision.FLOAT32, rows, cols);
    for (int i = 0; i < rows * cols; i++) {
      w.setFlat(i, seed + i);
    }
    return w.build();
  }

  /** A rows × cols float32 block filled with {@code value}. */
  static Block filled(int rows, int cols, double value) {
    Block.Writer w = Block.writer(Precision.FLOAT32, rows, cols);
    for (int i = 0; i < rows * cols; i++) {
      w.setFlat(i, value);
    }
    return w.build();
  }
}
