package org.spectraflow.engine.bench;

import org.spectraflow.engine.observe.MemoryProbe;

/**
 * A memory probe whose heap reading first collects garbage ({@code System.gc()}), so that the
 * engine's per-step record holds the live heap at the end of every step: exact (what is reachable
 * then), but slow, so used only for one untimed run per workload.
 */
final class CollectingProbe implements MemoryProbe {

  private final MemoryProbe base;

  CollectingProbe(MemoryProbe base) {
    this.base = base;
  }

  /** The heap in use right after a full collection. */
  static long liveHeapBytes() {
    System.gc();
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }

  @Override
  public long processRssBytes() {
    return base.processRssBytes();
  }

  @Override
  public long heapUsedBytes() {
    return liveHeapBytes();
  }

  @Override
  public long threadAllocatedBytes() {
    return base.threadAllocatedBytes();
  }
}
