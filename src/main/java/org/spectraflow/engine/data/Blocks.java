package org.spectraflow.engine.data;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/** Operations over lists of blocks shared by storages and holders. */
final class Blocks {

  private Blocks() {}

  /** Σ bytes of the distinct blocks (by identity) in {@code blocks}. */
  static long distinctBytes(List<Block> blocks) {
    Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    long total = 0;
    for (Block b : blocks) {
      if (seen.add(b)) {
        total += b.nbytes();
      }
    }
    return total;
  }

  /**
   * {@code block} with exactly {@code cols} columns: itself when already that wide, else a new
   * block whose first min(cols, block.cols()) columns are copied and the rest are zero.
   */
  static Block withWidth(Block block, int cols) {
    if (block.cols() == cols) {
      return block;
    }
    Block.Writer w = Block.writer(block.precision(), block.rows(), cols);
    double[] row = new double[Math.max(cols, block.cols())];
    for (int i = 0; i < block.rows(); i++) {
      Arrays.fill(row, 0.0);
      block.copyRow(i, row);
      w.setRow(i, row);
    }
    return w.build();
  }

  /** Bytes copied from {@code block} when it is reshaped to {@code cols} columns. */
  static long bytesKept(Block block, int cols) {
    return (long) block.rows() * Math.min(cols, block.cols()) * block.precision().bytesPerValue();
  }
}
