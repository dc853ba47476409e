package org.spectraflow.engine.observe;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.spectraflow.engine.cache.CacheBudget;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.DiskStats;

/**
 * nirs4all's observability lines, character for character (docs/caching.md §3.10): the per-step
 * memory line, the RSS warning and the end-of-run step-cache line. Only formatting; which line is
 * shown when is decided by {@link ObservabilityLog}. Stateless.
 */
public final class ObservabilityFormat {

  private static final double MIB = 1024.0 * 1024.0;
  private static final double GIB = MIB * 1024.0;

  private ObservabilityFormat() {}

  /**
   * {@code [Step 3] SNV | shape: 5000x4x2000 | steady: 152.6 MB | RSS: 1234.5 MB}; with several
   * sources the processings and features are Python lists ({@code 189x[1, 1]x[2151, 700]}).
   */
  public static String stepLine(
      int step, String operator, List<SourceShape> shape, long steadyBytes, long rssBytes) {
    return "[Step "
        + step
        + "] "
        + operator
        + " | shape: "
        + shape(shape)
        + " | steady: "
        + ByteFormat.format(steadyBytes)
        + " | RSS: "
        + ByteFormat.fixed(rssBytes / MIB, 1)
        + " MB";
  }

  /** {@code Process RSS at 3.2 GB (threshold: 3.0 GB) after step SNV}. */
  public static String rssWarning(long rssBytes, long thresholdBytes, String operator) {
    return "Process RSS at "
        + ByteFormat.fixed(rssBytes / GIB, 1)
        + " GB (threshold: "
        + ByteFormat.fixed(thresholdBytes / GIB, 1)
        + " GB) after step "
        + operator;
  }

  /**
   * {@code Finetune PLS-Finetuned: trial 3/10 = 0.412 (best 0.398) {n_components=7}}, or the
   * summary {@code Finetune PLS-Finetuned: 10 trials (tpe), best 0.398 with {n_components=12}}.
   */
  public static String tuningLine(RunEvent.TuningTrial t) {
    if (t.done()) {
      return "Finetune "
          + t.model()
          + ": "
          + t.trials()
          + " trials ("
          + t.sampler()
          + "), best "
          + number(t.best())
          + " with "
          + t.params();
    }
    return "Finetune "
        + t.model()
        + ": trial "
        + (t.trial() + 1)
        + "/"
        + t.trials()
        + " = "
        + number(t.value())
        + " (best "
        + number(t.best())
        + ") "
        + t.params();
  }

  private static String number(double v) {
    return Double.isNaN(v) ? "failed" : String.format(Locale.ROOT, "%.6g", v);
  }

  /**
   * {@code warning: step cache budget 2048 MB capped to 64 MB (25% of the 256 MB maximum heap);
   * ...}: the cache will evict sooner instead of running out of memory.
   */
  public static String cacheBudgetWarning(
      long configuredBytes, long effectiveBytes, long maxHeapBytes) {
    long mib = 1024L * 1024L;
    return "warning: step cache budget "
        + configuredBytes / mib
        + " MB capped to "
        + effectiveBytes / mib
        + " MB ("
        + CacheBudget.HEAP_PERCENT
        + "% of the "
        + maxHeapBytes / mib
        + " MB maximum heap), so the"
        + " cache evicts instead of running out of memory; give the JVM more heap with -Xmx to cache more";
  }

  /** {@code Step cache: 82 hits, 14 misses (85% hit rate), 0 evictions, peak 21.7 MB}. */
  public static String cacheStatsLine(CacheStats stats) {
    return "Step cache: "
        + stats.hits()
        + " hits, "
        + stats.misses()
        + " misses ("
        + ByteFormat.percent(stats.hitRate())
        + " hit rate), "
        + stats.evictions()
        + " evictions, peak "
        + ByteFormat.fixed(stats.peakMb(), 1)
        + " MB";
  }

  /**
   * The disk tier's summary (docs/caching.md §3.11): {@code Step cache folder: 14 hits (1.2 MB
   * read), 0 writes (0 B), 0 damaged, 0 evictions, 1.2 MB of 2.0 GB}.
   */
  public static String diskLine(DiskStats disk) {
    return "Step cache folder: "
        + disk.hits()
        + " hits ("
        + ByteFormat.format(disk.bytesRead())
        + " read), "
        + disk.writes()
        + " writes ("
        + ByteFormat.format(disk.bytesWritten())
        + "), "
        + disk.damaged()
        + " damaged, "
        + disk.evictions()
        + " evictions, "
        + ByteFormat.format(disk.sizeBytes())
        + " of "
        + ByteFormat.format(disk.maxSizeBytes());
  }

  /** {@code samples x processings x features}, as nirs4all prints a dataset's 3-D shape. */
  public static String shape(List<SourceShape> sources) {
    if (sources.isEmpty()) {
      return "0x0x0";
    }
    if (sources.size() == 1) {
      return sources.get(0).toString();
    }
    return sources.get(0).samples()
        + "x"
        + pythonList(sources.stream().map(SourceShape::processings).toList())
        + "x"
        + pythonList(sources.stream().map(SourceShape::features).toList());
  }

  private static String pythonList(List<Integer> values) {
    return values.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
  }
}
