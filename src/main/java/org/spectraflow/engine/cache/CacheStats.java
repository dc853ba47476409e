package org.spectraflow.engine.cache;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An immutable snapshot of a {@link StepCache}'s statistics (Caffeine's {@code CacheStats} with
 * nirs4all's keys). Counters cover the time since creation or the last {@code clear()}; gauges
 * (entries, sizes, budgets) are the values at the snapshot. All values are non-negative.
 *
 * @param hits lookups that found an entry
 * @param misses lookups that found none
 * @param evictions entries removed by the budgets (not replacements, invalidations or clears)
 * @param rejections puts refused because the entry alone exceeded the byte budget
 * @param peakBytes the largest retained size after any put
 * @param entries the current number of entries
 * @param maxEntries the entry budget
 * @param sizeBytes the current retained size (each shared block counted once)
 * @param maxSizeBytes the byte budget
 * @param earlierRunHits the hits (among {@code hits}) on entries an earlier run stored, when the
 *     cache outlives runs ({@link StepCache#beginRun()}); 0 for a cache of one run
 * @param disk the disk tier's figures ({@link DiskStats#NONE} without one); its hits are among
 *     {@code hits}
 */
public record CacheStats(
    long hits,
    long misses,
    long evictions,
    long rejections,
    long peakBytes,
    long entries,
    long maxEntries,
    long sizeBytes,
    long maxSizeBytes,
    long earlierRunHits,
    DiskStats disk) {

  private static final double MIB = 1024.0 * 1024.0;
  private static final CacheStats EMPTY = new CacheStats(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  /** Rejects negative values; a null {@code disk} is {@link DiskStats#NONE}. */
  public CacheStats {
    disk = disk == null ? DiskStats.NONE : disk;
    long[] all = {
      hits,
      misses,
      evictions,
      rejections,
      peakBytes,
      entries,
      maxEntries,
      sizeBytes,
      maxSizeBytes,
      earlierRunHits
    };
    for (long v : all) {
      if (v < 0) {
        throw new IllegalArgumentException(
            "cache statistics must be >= 0, got " + v + " in " + Arrays.toString(all));
      }
    }
  }

  /** Statistics of a cache without a disk tier. */
  public CacheStats(
      long hits,
      long misses,
      long evictions,
      long rejections,
      long peakBytes,
      long entries,
      long maxEntries,
      long sizeBytes,
      long maxSizeBytes,
      long earlierRunHits) {
    this(
        hits,
        misses,
        evictions,
        rejections,
        peakBytes,
        entries,
        maxEntries,
        sizeBytes,
        maxSizeBytes,
        earlierRunHits,
        DiskStats.NONE);
  }

  /** Statistics of a cache serving one run (no hit from an earlier run). */
  public CacheStats(
      long hits,
      long misses,
      long evictions,
      long rejections,
      long peakBytes,
      long entries,
      long maxEntries,
      long sizeBytes,
      long maxSizeBytes) {
    this(
        hits,
        misses,
        evictions,
        rejections,
        peakBytes,
        entries,
        maxEntries,
        sizeBytes,
        maxSizeBytes,
        0);
  }

  /** All zeros (what a run without a step cache reports). */
  public static CacheStats empty() {
    return EMPTY;
  }

  /** hits + misses. */
  public long requests() {
    return hits + misses;
  }

  /** hits / (hits + misses), or 0.0 when there was no lookup (as nirs4all). */
  public double hitRate() {
    long requests = requests();
    return requests == 0 ? 0.0 : (double) hits / requests;
  }

  /** {@link #peakBytes} in MiB. */
  public double peakMb() {
    return peakBytes / MIB;
  }

  /** {@link #sizeBytes} in MiB. */
  public double sizeMb() {
    return sizeBytes / MIB;
  }

  /** {@link #maxSizeBytes} in MiB. */
  public double maxSizeMb() {
    return maxSizeBytes / MIB;
  }

  /** The sum of both snapshots, e.g. over two caches; the summed peak is an upper bound. */
  public CacheStats plus(CacheStats other) {
    return new CacheStats(
        hits + other.hits,
        misses + other.misses,
        evictions + other.evictions,
        rejections + other.rejections,
        peakBytes + other.peakBytes,
        entries + other.entries,
        maxEntries + other.maxEntries,
        sizeBytes + other.sizeBytes,
        maxSizeBytes + other.maxSizeBytes,
        earlierRunHits + other.earlierRunHits,
        disk.plus(other.disk));
  }

  /** These statistics with the disk tier's {@code figures}. */
  public CacheStats withDisk(DiskStats figures) {
    return new CacheStats(
        hits,
        misses,
        evictions,
        rejections,
        peakBytes,
        entries,
        maxEntries,
        sizeBytes,
        maxSizeBytes,
        earlierRunHits,
        figures);
  }

  /**
   * The counters since {@code earlier} (each floored at 0, as Caffeine); gauges are this
   * snapshot's.
   */
  public CacheStats minus(CacheStats earlier) {
    return new CacheStats(
        Math.max(0, hits - earlier.hits),
        Math.max(0, misses - earlier.misses),
        Math.max(0, evictions - earlier.evictions),
        Math.max(0, rejections - earlier.rejections),
        peakBytes,
        entries,
        maxEntries,
        sizeBytes,
        maxSizeBytes,
        Math.max(0, earlierRunHits - earlier.earlierRunHits),
        disk.minus(earlier.disk));
  }

  /**
   * nirs4all's {@code stats()} keys in report order: hits, misses, evictions, hit_rate, peak_mb,
   * entries, size_mb, max_entries, max_size_mb (MiB values as doubles); {@code
   * hits_from_earlier_runs} when non-zero and {@code disk} ({@link DiskStats#asMap()}) with a disk
   * tier.
   */
  public Map<String, Object> asMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("hits", hits);
    m.put("misses", misses);
    m.put("evictions", evictions);
    m.put("hit_rate", hitRate());
    m.put("peak_mb", peakMb());
    m.put("entries", entries);
    m.put("size_mb", sizeMb());
    m.put("max_entries", maxEntries);
    m.put("max_size_mb", maxSizeMb());
    if (earlierRunHits > 0) {
      m.put("hits_from_earlier_runs", earlierRunHits);
    }
    if (disk.present()) {
      m.put("disk", disk.asMap());
    }
    return Collections.unmodifiableMap(m);
  }
}
