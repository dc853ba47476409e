package org.spectraflow.engine.run.reuse;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spectraflow.engine.cache.CacheBudget;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.run.report.FitReuseStats;

/**
 * The fits a run keeps for reuse ({@link ModelFitReuse}, {@link PlsFitReuse}), bounded by an entry
 * count and by bytes: each fit is charged its estimated retained bytes ({@code
 * FittedModel.retainedBytes()}), the least recently used fits leave first when either bound is
 * passed, and a fit larger than the byte bound on its own is never kept (docs/caching.md). Which
 * fits are kept only decides whether a later variant fits again: a refit predicts bit for bit what
 * the kept fit would. Thread-safe.
 *
 * @param <K> the fit's identity (configuration, training X and y)
 * @param <V> the kept fit
 */
public final class KeptFits<K, V> {

  /** Each store may hold this fraction of the step cache's effective byte budget: one eighth. */
  static final int BUDGET_DIVISOR = 8;

  private final int maxEntries;
  private final long maxBytes;
  private final LinkedHashMap<K, Sized<V>> entries = new LinkedHashMap<>(16, 0.75f, true);
  private long bytes;
  private long peakBytes;
  private long evictions;
  private long evictedBytes;
  private long rejections;

  KeptFits(int maxEntries, long maxBytes) {
    if (maxEntries <= 0 || maxBytes <= 0) {
      throw new IllegalArgumentException(
          "bounds must be positive, were " + maxEntries + " entries and " + maxBytes + " bytes");
    }
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** The byte bound of one store for a run with {@code config}: a share of its step cache's. */
  public static long boundFor(CacheConfig config) {
    return Math.max(1, CacheBudget.of(config).effectiveBytes() / BUDGET_DIVISOR);
  }

  /** The kept fit under {@code key} (now the most recently used), or null. */
  synchronized V get(K key) {
    Sized<V> e = entries.get(key);
    return e == null ? null : e.value();
  }

  /** True when a fit of {@code size} bytes could be kept at all. */
  boolean fits(long size) {
    return size <= maxBytes;
  }

  /**
   * Keeps {@code value} under {@code key} (replacing what was there), then evicts the least
   * recently used fits until both bounds hold; false, and nothing kept, when {@code size} alone is
   * over the byte bound.
   */
  synchronized boolean put(K key, V value, long size) {
    if (!fits(size)) {
      rejections++;
      return false;
    }
    Sized<V> old = entries.put(key, new Sized<>(value, size));
    if (old != null) {
      bytes -= old.bytes();
    }
    bytes += size;
    Iterator<Map.Entry<K, Sized<V>>> eldest = entries.entrySet().iterator();
    while ((bytes > maxBytes || entries.size() > maxEntries) && eldest.hasNext()) {
      Map.Entry<K, Sized<V>> e = eldest.next();
      if (e.getKey().equals(key)) {
        continue;
      }
      eldest.remove();
      bytes -= e.getValue().bytes();
      evictions++;
      evictedBytes += e.getValue().bytes();
    }
    peakBytes = Math.max(peakBytes, bytes);
    return true;
  }

  /** The store's figures now. */
  synchronized FitReuseStats stats() {
    return new FitReuseStats(
        entries.size(), evictions, evictedBytes, rejections, peakBytes, maxBytes);
  }

  private record Sized<V>(V value, long bytes) {}
}
