package org.spectraflow.engine.cache;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.data.Block;

/**
 * The step cache's weigher: counts how many entries hold each block (by identity) and the bytes of
 * the distinct blocks held, so a block shared by several entries weighs once. Not thread-safe;
 * guarded by the cache's lock.
 */
final class RetainedBlocks {

  private final Map<Block, Integer> holders = new IdentityHashMap<>();
  private long bytes;

  /** Records one more holder for each of {@code distinct} (distinct by identity). */
  void retain(List<Block> distinct) {
    for (Block b : distinct) {
      if (holders.merge(b, 1, Integer::sum) == 1) {
        bytes += b.nbytes();
      }
    }
  }

  /** Records one holder less for each of {@code distinct}; blocks nobody holds are dropped. */
  void release(List<Block> distinct) {
    for (Block b : distinct) {
      Integer n = holders.get(b);
      if (n == null) {
        throw new IllegalStateException("released a block the cache does not hold: " + b);
      }
      if (n == 1) {
        holders.remove(b);
        bytes -= b.nbytes();
      } else {
        holders.put(b, n - 1);
      }
    }
  }

  /** Entries holding {@code block} (0 when none). */
  int holders(Block block) {
    return holders.getOrDefault(block, 0);
  }

  /** The number of distinct blocks held. */
  int distinctBlocks() {
    return holders.size();
  }

  /** Bytes of the distinct blocks held. */
  long bytes() {
    return bytes;
  }

  /** Forgets every block. */
  void clear() {
    holders.clear();
    bytes = 0;
  }
}
