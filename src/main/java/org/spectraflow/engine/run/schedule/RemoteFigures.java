package org.spectraflow.engine.run.schedule;

import java.util.Objects;
import org.spectraflow.engine.cache.CacheStats;

/**
 * The run-wide figures of variants a cluster runner ran in other JVMs (one task's, or a sum): their
 * step caches' statistics and the counters the report shows. A {@link VariantRunner} hands them to
 * {@link VariantJob#addRemote}, and the report and the run's last event show the local figures plus
 * these (docs/scale-out.md). Immutable.
 *
 * @param stepCache the remote step caches' statistics, summed
 * @param transformerApplications transformer applications executed remotely
 * @param modelFits model fits executed remotely
 * @param modelFitReuses model fits reused remotely
 */
public record RemoteFigures(
    CacheStats stepCache, long transformerApplications, long modelFits, long modelFitReuses) {

  /** No remote work. */
  public static final RemoteFigures NONE = new RemoteFigures(CacheStats.empty(), 0, 0, 0);

  /** Requires the statistics and non-negative counters. */
  public RemoteFigures {
    Objects.requireNonNull(stepCache, "stepCache");
    if (transformerApplications < 0 || modelFits < 0 || modelFitReuses < 0) {
      throw new IllegalArgumentException(
          "remote counters must not be negative, were "
              + transformerApplications
              + ", "
              + modelFits
              + ", "
              + modelFitReuses);
    }
  }

  /**
   * The run's step-cache figures: {@code local}'s plus the remote counters, retained sizes and
   * peaks (their sum bounds the peak); the budgets stay {@code local}'s, each cache's own.
   */
  public CacheStats addedTo(CacheStats local) {
    CacheStats sum = local.plus(stepCache);
    return new CacheStats(
        sum.hits(),
        sum.misses(),
        sum.evictions(),
        sum.rejections(),
        sum.peakBytes(),
        sum.entries(),
        local.maxEntries(),
        sum.sizeBytes(),
        local.maxSizeBytes(),
        sum.earlierRunHits(),
        sum.disk());
  }

  /** The sum of both. */
  public RemoteFigures plus(RemoteFigures other) {
    return new RemoteFigures(
        stepCache.plus(other.stepCache),
        transformerApplications + other.transformerApplications,
        modelFits + other.modelFits,
        modelFitReuses + other.modelFitReuses);
  }
}
