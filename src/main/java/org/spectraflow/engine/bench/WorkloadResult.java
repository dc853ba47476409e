package org.spectraflow.engine.bench;

import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.cache.CachePreset;

/**
 * One workload's medians per configuration and whether every run, under every configuration, gave
 * bit-identical scores.
 *
 * @param name the workload's name
 * @param dataset the dataset's name
 * @param shape samples × features
 * @param variants variants the pipeline expands to
 * @param medians per configuration, the medians of the measured runs
 * @param identicalScores true when every model score of every run is bit-identical
 * @param mismatch the first difference found, null when identical
 * @param stepLive the live heap at step ends of one untimed full-cache run
 * @param warmup the warm-up rounds run and the JIT's compilation while measured
 */
public record WorkloadResult(
    String name,
    String dataset,
    String shape,
    int variants,
    Map<CachePreset, RunFigures> medians,
    boolean identicalScores,
    String mismatch,
    StepLive stepLive,
    WarmupOutcome warmup) {

  /** Copies the medians. */
  public WorkloadResult {
    Objects.requireNonNull(name, "name");
    medians = Map.copyOf(medians);
    Objects.requireNonNull(stepLive, "stepLive");
    Objects.requireNonNull(warmup, "warmup");
    if (identicalScores != (mismatch == null)) {
      throw new IllegalArgumentException("a mismatch is reported exactly when scores differ");
    }
  }

  /** The medians under {@code config}, null when the workload did not run under it. */
  public RunFigures median(CachePreset config) {
    return medians.get(config);
  }

  /**
   * Median wall time without cache over median wall time with the full cache; NaN when the workload
   * did not run under both.
   */
  public double fullCacheSpeedup() {
    RunFigures none = median(CachePreset.NO_CACHE);
    RunFigures full = median(CachePreset.FULL_CACHE);
    return none == null || full == null ? Double.NaN : none.wallMs() / full.wallMs();
  }

  /** The run's own live peak at step ends over the full cache's steady bytes. */
  public double liveOverSteady() {
    return (double) stepLive.runBytes() / median(CachePreset.FULL_CACHE).steadyBytes();
  }

  /** {@code pass} or {@code fail}. */
  public String verdict() {
    return identicalScores ? "pass" : "fail";
  }
}
