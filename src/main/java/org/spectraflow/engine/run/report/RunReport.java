package org.spectraflow.engine.run.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.run.spill.ResultSpill;

/**
 * The immutable result of one run. The same inputs give the same report except for timings and
 * memory figures ({@code wallMs}, the steps' durations and memory). {@link RunReportJson} writes it
 * with the field names scripts rely on.
 *
 * @param pipeline the document's name ({@code pipeline} when it has none)
 * @param dataset the dataset
 * @param precision {@code float32} or {@code float64}
 * @param cacheConfig the cache configuration used
 * @param status completed, cancelled or failed (fail-fast)
 * @param error why the run stopped early (cancelled, fail-fast), null when completed
 * @param wallMs wall-clock duration of the run
 * @param variants every variant that ran, in expansion order
 * @param best the best model, null when no model produced a score
 * @param stepCache step-cache statistics ({@link CacheStats#empty()} when off)
 * @param cow branch snapshot costs
 * @param transformerApplications transformer applications executed (cache hits excluded)
 * @param modelFits model fits executed (fold models, no-fold models and refits)
 * @param modelFitReuses PLS fits reused by a smaller {@code n_components} of a sweep instead of
 *     being made (step cache on; 0 when off)
 * @param steps one record per step application, in execution order
 * @param fitReuse what the model-fit reuse kept, evicted and refused within its byte bound ({@link
 *     FitReuseStats#NONE} when the step cache is off)
 */
public record RunReport(
    String pipeline,
    DatasetInfo dataset,
    String precision,
    CacheConfig cacheConfig,
    RunStatus status,
    String error,
    long wallMs,
    List<VariantReport> variants,
    BestModel best,
    CacheStats stepCache,
    CowStats cow,
    long transformerApplications,
    long modelFits,
    long modelFitReuses,
    List<StepRecord> steps,
    FitReuseStats fitReuse) {

  /** Copies the lists and checks the references. */
  public RunReport {
    Objects.requireNonNull(pipeline, "pipeline");
    Objects.requireNonNull(dataset, "dataset");
    Objects.requireNonNull(cacheConfig, "cacheConfig");
    Objects.requireNonNull(status, "status");
    variants = ResultSpill.keep(variants);
    Objects.requireNonNull(stepCache, "stepCache");
    Objects.requireNonNull(cow, "cow");
    steps = ResultSpill.keep(steps);
    Objects.requireNonNull(fitReuse, "fitReuse");
  }

  /** The best model, if any model produced a score. */
  public Optional<BestModel> bestModel() {
    return Optional.ofNullable(best);
  }

  /** The variant with {@code index}. */
  public VariantReport variant(int index) {
    return variants.stream()
        .filter(v -> v.index() == index)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no variant " + index + " in the report"));
  }

  /** Number of variants that failed. */
  public long failedVariants() {
    return variants.stream().filter(v -> !v.ok()).count();
  }
}
