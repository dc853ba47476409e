package org.spectraflow.engine.cache;

/**
 * The step cache's effective byte budget: the configured {@code step_cache_max_mb}, capped at
 * {@value #HEAP_PERCENT}% of the JVM's maximum heap so that a cached run cannot die of {@link
 * OutOfMemoryError} where the uncached run completes (at {@code -Xmx256m} the default 2048 MB
 * becomes 64 MB, and the cache evicts instead). Immutable.
 *
 * @param configuredBytes the budget the configuration asks for
 * @param maxHeapBytes the JVM's maximum heap ({@code Runtime.maxMemory()})
 */
public record CacheBudget(long configuredBytes, long maxHeapBytes) {

  /** The share of the maximum heap the step cache may hold. */
  public static final int HEAP_PERCENT = 25;

  /** The budget for {@code config} on this JVM. */
  public static CacheBudget of(CacheConfig config) {
    return new CacheBudget(config.stepCacheMaxBytes(), Runtime.getRuntime().maxMemory());
  }

  /** The bytes the cache may actually hold (positive). */
  public long effectiveBytes() {
    return Math.max(1, Math.min(configuredBytes, heapCap()));
  }

  /** True when the heap, not the configuration, sets the budget. */
  public boolean capped() {
    return heapCap() < configuredBytes;
  }

  private long heapCap() {
    return maxHeapBytes == Long.MAX_VALUE
        ? Long.MAX_VALUE
        : (long) (maxHeapBytes * (HEAP_PERCENT / 100.0));
  }
}
