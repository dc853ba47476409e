package org.spectraflow.engine.run.report;

/**
 * What a run's model-fit reuse kept (docs/caching.md): the fits kept across variants are bounded by
 * an entry count and by bytes (a share of the step cache's budget), least recently used out first.
 * Counters cover the whole run; {@code entries} is the count at its end. All values are
 * non-negative; {@link #NONE} without the step cache.
 *
 * @param entries fits kept at the end of the run
 * @param evictions fits dropped to stay within the entry count or the byte bound
 * @param evictedBytes the estimated bytes of the evicted fits
 * @param rejections fits not kept because each alone was larger than the byte bound
 * @param peakBytes the largest estimated size of the kept fits at any time
 * @param maxBytes the byte bound
 */
public record FitReuseStats(
    long entries,
    long evictions,
    long evictedBytes,
    long rejections,
    long peakBytes,
    long maxBytes) {

  /** No fit reuse (the step cache is off). */
  public static final FitReuseStats NONE = new FitReuseStats(0, 0, 0, 0, 0, 0);

  /** Rejects negative values. */
  public FitReuseStats {
    if (entries < 0
        || evictions < 0
        || evictedBytes < 0
        || rejections < 0
        || peakBytes < 0
        || maxBytes < 0) {
      throw new IllegalArgumentException("fit reuse statistics must be >= 0");
    }
  }

  /** The two stores' figures together (the PLS sweep fits and the other models' fits). */
  public FitReuseStats plus(FitReuseStats o) {
    return new FitReuseStats(
        entries + o.entries,
        evictions + o.evictions,
        evictedBytes + o.evictedBytes,
        rejections + o.rejections,
        peakBytes + o.peakBytes,
        maxBytes + o.maxBytes);
  }
}
