package org.spectraflow.engine.bench;

import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * The figures of one measured run, or the per-field medians of several.
 *
 * @param wallMs wall-clock time of {@code PipelineRunner.run}, in milliseconds
 * @param cpuMs CPU time of the whole process during the run (every thread, JIT and GC included), in
 *     milliseconds; over {@code wallMs} it tells how many cores the run kept busy
 * @param runnableWorkers mean number of variant-pool workers running or waiting for a core
 *     (sampled; the cores the run asked for, whatever the machine's load; 0 on one thread, NaN
 *     where the OS does not tell)
 * @param allocatedBytes bytes every thread of the JVM allocated during the run (the workers')
 * @param peakHeapBytes the largest JVM heap in use sampled during the run (garbage included)
 * @param peakLiveBytes the largest heap in use right after a garbage collection during the run
 *     (reachable data; 0 when no collection happened)
 * @param peakRssBytes the largest process resident set sampled during the run
 * @param humongousCollections garbage collections G1 started because an allocation was humongous
 *     (at least half a heap region: large arrays that bypass the young generation)
 * @param steadyBytes the largest dataset size (blocks and targets) after any step
 * @param transformerApplications transformer applications executed (cache hits excluded)
 * @param modelFits model fits
 * @param hits step-cache hits
 * @param misses step-cache misses
 * @param evictions step-cache evictions
 * @param bytesCopied bytes copied by branch snapshots, restores and detaches
 */
public record RunFigures(
    double wallMs,
    double cpuMs,
    double runnableWorkers,
    long allocatedBytes,
    long peakHeapBytes,
    long peakLiveBytes,
    long peakRssBytes,
    long humongousCollections,
    long steadyBytes,
    long transformerApplications,
    long modelFits,
    long hits,
    long misses,
    long evictions,
    long bytesCopied) {

  /**
   * The median of every field over {@code runs} (not empty); even counts average the middle two.
   */
  public static RunFigures median(List<RunFigures> runs) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("median of no runs");
    }
    return new RunFigures(
        medianOf(runs, RunFigures::wallMs),
        medianOf(runs, RunFigures::cpuMs),
        medianOf(runs, RunFigures::runnableWorkers),
        medianLong(runs, RunFigures::allocatedBytes),
        medianLong(runs, RunFigures::peakHeapBytes),
        medianLong(runs, RunFigures::peakLiveBytes),
        medianLong(runs, RunFigures::peakRssBytes),
        medianLong(runs, RunFigures::humongousCollections),
        medianLong(runs, RunFigures::steadyBytes),
        medianLong(runs, RunFigures::transformerApplications),
        medianLong(runs, RunFigures::modelFits),
        medianLong(runs, RunFigures::hits),
        medianLong(runs, RunFigures::misses),
        medianLong(runs, RunFigures::evictions),
        medianLong(runs, RunFigures::bytesCopied));
  }

  private static long medianLong(List<RunFigures> runs, ToLongFunction<RunFigures> field) {
    return Math.round(medianOf(runs, r -> field.applyAsLong(r)));
  }

  private static double medianOf(List<RunFigures> runs, ToDoubleFunction<RunFigures> field) {
    double[] v = runs.stream().mapToDouble(field).sorted().toArray();
    int mid = v.length / 2;
    return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2.0;
  }
}
