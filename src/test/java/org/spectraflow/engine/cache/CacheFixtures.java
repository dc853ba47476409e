package org.spectraflow.engine.cache;

import java.util.List;
import java.util.stream.IntStream;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;

/** Small blocks, keys and states for the step-cache tests. */
final class CacheFixtures {

  private CacheFixtures() {}

  /** A float32 block of one row weighing exactly {@code bytes} (a multiple of 4). */
  static Block block(int bytes) {
    return Block.writer(Precision.FLOAT32, 1, bytes / 4).build();
  }

  /** A float32 {@code rows × cols} block filled with {@code value}. */
  static Block filled(int rows, int cols, double value) {
    Block.Writer w = Block.writer(Precision.FLOAT32, rows, cols);
    for (int i = 0; i < rows * cols; i++) {
      w.setFlat(i, value);
    }
    return w.build();
  }

  /** The key of operator {@code op} on input {@code data} at top level reading raw. */
  static StepCacheKey key(String op, long data) {
    return StepCacheKey.of(
        op, new Fingerprint(data, data), StepSelector.of(List.of(List.of("raw"))));
  }

  /** A distinct key per {@code n}. */
  static StepCacheKey key(int n) {
    return key("op" + n, n);
  }

  /** A single-source state holding {@code blocks} as processings p0, p1, ... */
  static CachedStepState state(Block... blocks) {
    List<String> ids = IntStream.range(0, blocks.length).mapToObj(i -> "p" + i).toList();
    return CachedStepState.of(CachedStepState.Source.of(List.of(blocks), ids));
  }
}
