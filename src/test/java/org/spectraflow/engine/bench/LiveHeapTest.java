package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The live heap is read after collections and counts the reachable data. */
class LiveHeapTest {

  @Test
  void aCollectionReportsTheReachableDataItKept() {
    LiveHeap live = new LiveHeap();
    long[] kept = new long[4_000_000];
    kept[kept.length - 1] = 1;
    System.gc();
    live.poll();
    assertThat(live.collections()).isPositive();
    assertThat(live.peakBytes()).isGreaterThanOrEqualTo(8L * kept.length);
    assertThat(kept[kept.length - 1]).isEqualTo(1);
  }
}
