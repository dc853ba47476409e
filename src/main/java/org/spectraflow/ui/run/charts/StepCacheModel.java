package org.spectraflow.ui.run.charts;

import java.time.Instant;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.RunStarted;
import org.spectraflow.engine.observe.RunEvent.StepCacheEvict;
import org.spectraflow.engine.observe.RunEvent.StepCacheHit;
import org.spectraflow.engine.observe.RunEvent.StepCacheMiss;
import org.spectraflow.engine.observe.RunEvent.StepCachePut;
import org.spectraflow.ui.run.EventSink;
import org.spectraflow.ui.run.RunClock;

/**
 * Chart 4, the step cache: after every cache event, the cumulative hits, misses and evictions, the
 * retained size in MiB and the entry count, against the {@code step_cache_max_mb} and {@code
 * step_cache_max_entries} budgets. Size and entries follow puts and evictions as the events report
 * them; the run's final {@link CacheStats} replace them at the end (exact). FX-thread confined.
 */
public final class StepCacheModel implements EventSink {

  private final RunClock clock;
  private final DoubleColumn seconds = new DoubleColumn();
  private final DoubleColumn hits = new DoubleColumn();
  private final DoubleColumn misses = new DoubleColumn();
  private final DoubleColumn evictions = new DoubleColumn();
  private final DoubleColumn sizeMb = new DoubleColumn();
  private final DoubleColumn entries = new DoubleColumn();
  private long hitCount;
  private long missCount;
  private long evictCount;
  private long sizeBytes;
  private long entryCount;
  private Boolean enabled;
  private double maxMb = Double.NaN;
  private double maxEntries = Double.NaN;
  private CacheStats finalStats;

  /** A model reading times against {@code clock}. */
  public StepCacheModel(RunClock clock) {
    this.clock = clock;
  }

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case RunStarted s -> {
        enabled = s.cacheConfig().stepCacheEnabled();
        maxMb = s.cacheConfig().stepCacheMaxMb();
        maxEntries = s.cacheConfig().stepCacheMaxEntries();
      }
      case StepCacheHit h -> sample(h.at(), () -> hitCount++);
      case StepCacheMiss m -> sample(m.at(), () -> missCount++);
      case StepCachePut p -> sample(p.at(), () -> stored(p));
      case StepCacheEvict e -> sample(e.at(), () -> evicted(e));
      case RunFinished f -> finalStats = f.stepCache();
      default -> {}
    }
  }

  private void stored(StepCachePut p) {
    if (p.stored()) {
      sizeBytes += p.bytes();
      entryCount++;
    }
  }

  private void evicted(StepCacheEvict e) {
    if (e.cause().wasEvicted()) {
      evictCount++;
    }
    sizeBytes = Math.max(0, sizeBytes - e.bytes());
    entryCount = Math.max(0, entryCount - 1);
  }

  private void sample(Instant at, Runnable update) {
    update.run();
    seconds.add(clock.seconds(at));
    hits.add(hitCount);
    misses.add(missCount);
    evictions.add(evictCount);
    sizeMb.add(sizeBytes / MemoryTimelineModel.MIB);
    entries.add(entryCount);
  }

  @Override
  public void clear() {
    for (DoubleColumn c : new DoubleColumn[] {seconds, hits, misses, evictions, sizeMb, entries}) {
      c.clear();
    }
    hitCount = missCount = evictCount = sizeBytes = entryCount = 0;
    maxMb = maxEntries = Double.NaN;
    enabled = null;
    finalStats = null;
  }

  /** Whether the run started with {@code step_cache_enabled} false (false before a run). */
  public boolean cacheOff() {
    return Boolean.FALSE.equals(enabled);
  }

  /** hits / (hits + misses) so far (the final statistics once the run ended), 0 without lookups. */
  public double hitRate() {
    if (finalStats != null) {
      return finalStats.hitRate();
    }
    long requests = hitCount + missCount;
    return requests == 0 ? 0 : (double) hitCount / requests;
  }

  /** Hits so far. */
  public long hitCount() {
    return finalStats != null ? finalStats.hits() : hitCount;
  }

  /** Hits on entries an earlier run stored (known once the run ended; 0 before). */
  public long earlierRunHitCount() {
    return finalStats != null ? finalStats.earlierRunHits() : 0;
  }

  /**
   * {@code 82 hits}, or {@code 96 hits (96 from earlier runs)} when earlier runs' entries served.
   */
  public String hitsText() {
    long earlier = earlierRunHitCount();
    return hitCount() + " hits" + (earlier > 0 ? " (" + earlier + " from earlier runs)" : "");
  }

  /** Misses so far. */
  public long missCount() {
    return finalStats != null ? finalStats.misses() : missCount;
  }

  /** Budget evictions so far. */
  public long evictionCount() {
    return finalStats != null ? finalStats.evictions() : evictCount;
  }

  /** Time axis. */
  public DoubleColumn seconds() {
    return seconds;
  }

  /** Cumulative hits. */
  public DoubleColumn hits() {
    return hits;
  }

  /** Cumulative misses. */
  public DoubleColumn misses() {
    return misses;
  }

  /** Cumulative budget evictions. */
  public DoubleColumn evictions() {
    return evictions;
  }

  /** Retained size in MiB. */
  public DoubleColumn sizeMb() {
    return sizeMb;
  }

  /** Entry count. */
  public DoubleColumn entries() {
    return entries;
  }

  /** The byte budget in MiB, NaN before the run started. */
  public double maxMb() {
    return maxMb;
  }

  /** The entry budget, NaN before the run started. */
  public double maxEntries() {
    return maxEntries;
  }
}
