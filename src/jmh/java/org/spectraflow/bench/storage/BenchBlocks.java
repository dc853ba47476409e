package org.spectraflow.bench.storage;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/**
 * Seeded float32 blocks for benchmark setups: the values only need to be real, not realistic, since
 * no benchmark here computes on them. Shapes are written {@code "rowsxcols"} in {@code @Param}s,
 * e.g. {@code "2000x2000"}.
 */
public final class BenchBlocks {

  private BenchBlocks() {}

  /** The rows of a {@code "rowsxcols"} shape. */
  public static int rows(String shape) {
    return part(shape, 0);
  }

  /** The columns of a {@code "rowsxcols"} shape. */
  public static int cols(String shape) {
    return part(shape, 1);
  }

  /** A {@code rows × cols} float32 block of uniform values in [0, 1) from {@code seed}. */
  public static Block random(int rows, int cols, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    Block.Writer w = Block.writer(Precision.FLOAT32, rows, cols);
    for (int i = 0; i < rows * cols; i++) {
      w.setFlat(i, rng.nextDouble());
    }
    return w.build();
  }

  /** {@code count} distinct random blocks of {@code shape}, seeds 1..count. */
  public static List<Block> randomList(String shape, int count) {
    List<Block> blocks = new ArrayList<>(count);
    for (int p = 0; p < count; p++) {
      blocks.add(random(rows(shape), cols(shape), p + 1L));
    }
    return blocks;
  }

  private static int part(String shape, int index) {
    String[] parts = shape.split("x");
    if (parts.length != 2) {
      throw new IllegalArgumentException(
          "benchmark shape '" + shape + "' must be written rowsxcols, e.g. 2000x2000");
    }
    return Integer.parseInt(parts[index].trim());
  }
}
