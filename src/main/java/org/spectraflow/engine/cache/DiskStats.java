package org.spectraflow.engine.cache;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The statistics of a step cache's disk tier (docs/caching.md §3.11), part of {@link CacheStats}.
 * Counters cover one run (or the time since the tier was opened); the gauges are the folder's size
 * and bound at the snapshot. All values are non-negative; {@link #NONE} (all zeros) when there is
 * no disk tier.
 *
 * @param hits lookups the memory tier missed and the disk tier answered
 * @param writes entries written to the folder
 * @param bytesRead payload bytes read by the hits
 * @param bytesWritten payload bytes written
 * @param damaged entries found truncated, damaged, foreign or stale: each a miss, a warning and a
 *     removed file
 * @param evictions entries this process removed to keep the folder within its bound
 * @param sizeBytes the folder's entry bytes after the last write or sweep
 * @param maxSizeBytes the folder's bound
 */
public record DiskStats(
    long hits,
    long writes,
    long bytesRead,
    long bytesWritten,
    long damaged,
    long evictions,
    long sizeBytes,
    long maxSizeBytes) {

  /** No disk tier. */
  public static final DiskStats NONE = new DiskStats(0, 0, 0, 0, 0, 0, 0, 0);

  /** Rejects negative values. */
  public DiskStats {
    long[] all = {
      hits, writes, bytesRead, bytesWritten, damaged, evictions, sizeBytes, maxSizeBytes
    };
    for (long v : all) {
      if (v < 0) {
        throw new IllegalArgumentException(
            "disk cache statistics must be >= 0, got " + v + " in " + Arrays.toString(all));
      }
    }
  }

  /** True for a disk tier's statistics (its bound is positive), false for {@link #NONE}. */
  public boolean present() {
    return maxSizeBytes > 0;
  }

  /** The sum (counters and sizes); the bound is the larger of the two. */
  public DiskStats plus(DiskStats o) {
    return new DiskStats(
        hits + o.hits,
        writes + o.writes,
        bytesRead + o.bytesRead,
        bytesWritten + o.bytesWritten,
        damaged + o.damaged,
        evictions + o.evictions,
        Math.max(sizeBytes, o.sizeBytes),
        Math.max(maxSizeBytes, o.maxSizeBytes));
  }

  /** The counters since {@code earlier} (floored at 0); gauges are this snapshot's. */
  public DiskStats minus(DiskStats earlier) {
    return new DiskStats(
        Math.max(0, hits - earlier.hits),
        Math.max(0, writes - earlier.writes),
        Math.max(0, bytesRead - earlier.bytesRead),
        Math.max(0, bytesWritten - earlier.bytesWritten),
        Math.max(0, damaged - earlier.damaged),
        Math.max(0, evictions - earlier.evictions),
        sizeBytes,
        maxSizeBytes);
  }

  /**
   * The report's {@code disk} keys: hits, writes, bytes_read, bytes_written, damaged, evictions,
   * size_mb, max_size_mb.
   */
  public Map<String, Object> asMap() {
    double mib = 1024.0 * 1024.0;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("hits", hits);
    m.put("writes", writes);
    m.put("bytes_read", bytesRead);
    m.put("bytes_written", bytesWritten);
    m.put("damaged", damaged);
    m.put("evictions", evictions);
    m.put("size_mb", sizeBytes / mib);
    m.put("max_size_mb", maxSizeBytes / mib);
    return Collections.unmodifiableMap(m);
  }

  /** Reads {@link #asMap()}'s keys back (missing keys are 0). */
  public static DiskStats fromMap(Map<?, ?> m) {
    double mib = 1024.0 * 1024.0;
    return new DiskStats(
        longOf(m, "hits"),
        longOf(m, "writes"),
        longOf(m, "bytes_read"),
        longOf(m, "bytes_written"),
        longOf(m, "damaged"),
        longOf(m, "evictions"),
        (long) (doubleOf(m, "size_mb") * mib),
        (long) (doubleOf(m, "max_size_mb") * mib));
  }

  private static long longOf(Map<?, ?> m, String key) {
    return m.get(key) instanceof Number n ? n.longValue() : 0;
  }

  private static double doubleOf(Map<?, ?> m, String key) {
    return m.get(key) instanceof Number n ? n.doubleValue() : 0;
  }
}
