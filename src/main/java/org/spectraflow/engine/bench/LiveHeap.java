package org.spectraflow.engine.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The live heap as the garbage collector sees it: after every collection, the heap pools' bytes
 * still in use (reachable objects, plus old-generation garbage the collection did not visit).
 * {@link #poll()} reads each collector's last collection ({@code com.sun.management.GcInfo}) and
 * keeps the largest after-collection heap among collections not seen before. Polled often (the
 * memory sampler's period), it sees nearly every collection of a run; between collections the live
 * set is not observable, so the figure is a lower bound of the true live peak that is exact at each
 * collection. Reads nothing (always 0) when the JVM lacks {@code jdk.management}.
 */
final class LiveHeap {

  private final List<GarbageCollectorMXBean> collectors;
  private final Set<String> heapPools;
  private final Map<String, Long> lastSeen = new HashMap<>();
  private final boolean available;
  private long peak;
  private int collections;

  /** Starts watching: collections that happened before this call are not counted. */
  LiveHeap() {
    collectors = ManagementFactory.getGarbageCollectorMXBeans();
    heapPools =
        ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP)
            .map(MemoryPoolMXBean::getName)
            .collect(Collectors.toUnmodifiableSet());
    available = gcInfoReadable();
    for (GarbageCollectorMXBean gc : collectors) {
      lastSeen.put(gc.getName(), gc.getCollectionCount());
    }
  }

  private static boolean gcInfoReadable() {
    try {
      Class.forName("com.sun.management.GarbageCollectorMXBean");
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /** Records the collections that happened since the last poll. */
  synchronized void poll() {
    if (!available) {
      return;
    }
    for (GarbageCollectorMXBean gc : collectors) {
      long count = gc.getCollectionCount();
      if (count == lastSeen.get(gc.getName())) {
        continue;
      }
      lastSeen.put(gc.getName(), count);
      if (gc instanceof com.sun.management.GarbageCollectorMXBean info
          && info.getLastGcInfo() != null) {
        collections++;
        peak = Math.max(peak, heapUsed(info.getLastGcInfo().getMemoryUsageAfterGc()));
      }
    }
  }

  private long heapUsed(Map<String, MemoryUsage> pools) {
    long used = 0;
    for (Map.Entry<String, MemoryUsage> e : pools.entrySet()) {
      if (heapPools.contains(e.getKey())) {
        used += e.getValue().getUsed();
      }
    }
    return used;
  }

  /** The largest heap in use after any collection seen (0 when none was seen). */
  synchronized long peakBytes() {
    return peak;
  }

  /** Collections seen (those of the same collector between two polls count once). */
  synchronized int collections() {
    return collections;
  }
}
