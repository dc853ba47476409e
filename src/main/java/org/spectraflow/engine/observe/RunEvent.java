package org.spectraflow.engine.observe;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;

/**
 * What a run reports while it executes: run, variant and step boundaries with their memory figures,
 * copy-on-write activity, step-cache activity, warnings and scores. The studio's charts and the
 * command line's log lines are built on these events and nothing else.
 *
 * <p>Every event is an immutable record stamped with {@link #at()}, taken from the dispatcher's
 * injected clock ({@link RunEvents#now()}). Variant and step numbers are those the log shows
 * (variants from 0, steps from 1); a branch path lists branch indices from the outermost inward
 * (empty at top level). Byte figures are exact bytes; durations are wall-clock.
 */
public sealed interface RunEvent {

  /** When the event happened, by the dispatcher's clock. */
  Instant at();

  /** Outcome of a variant. */
  enum VariantStatus {
    /** The variant ran to completion. */
    OK,
    /** The variant failed; the run went on (unless fail-fast). */
    FAILED;

    /** {@code ok} or {@code failed}, as in the report. */
    public String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** A run begins: the pipeline's name, how many variants it expands to, the data and settings. */
  record RunStarted(
      Instant at, String pipeline, int variantCount, String dataset, CacheConfig cacheConfig)
      implements RunEvent {
    /** Checks the references. */
    public RunStarted {
      Objects.requireNonNull(at, "at");
      Objects.requireNonNull(cacheConfig, "cacheConfig");
    }
  }

  /** A variant begins. */
  record VariantStarted(Instant at, int variant, String name) implements RunEvent {}

  /**
   * A variant ended; {@code error} is null exactly when the status is OK; {@code scores} maps a
   * metric name (e.g. {@code test_rmse}) to the best model's value.
   */
  record VariantFinished(
      Instant at,
      int variant,
      String name,
      VariantStatus status,
      String error,
      Map<String, Double> scores,
      Duration duration)
      implements RunEvent {
    /** Checks that failures, and only failures, carry an error message. */
    public VariantFinished {
      if ((status == VariantStatus.FAILED) != (error != null)) {
        throw new IllegalArgumentException(
            "variant " + variant + ": status " + status + " with error " + error);
      }
      scores = Map.copyOf(scores);
    }
  }

  /**
   * A step begins ({@code operator} is the operator's class name). {@code path} is the step's
   * document path in the variant ({@code pipeline[2][1]} for the second step of a chain a {@code
   * _cartesian_} expanded to; {@code pipeline[3].branch.snv[0]} in a lane); {@code stepId} is its
   * template step id, the node of the template it was expanded from ({@code
   * /pipeline/2/_cartesian_/1/_or_/3}; docs/internals.md), the same in every variant.
   */
  record StepStarted(
      Instant at,
      int variant,
      int step,
      List<Integer> branchPath,
      String path,
      String stepId,
      String operator)
      implements RunEvent {
    /** Copies the branch path and checks the document path and step id. */
    public StepStarted {
      branchPath = List.copyOf(branchPath);
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(stepId, "stepId");
    }

    /** A step start without a template step id (its id is empty, as in older sessions). */
    public StepStarted(
        Instant at, int variant, int step, List<Integer> branchPath, String path, String operator) {
      this(at, variant, step, branchPath, path, "", operator);
    }
  }

  /**
   * A step that does nothing was passed over: a {@code null} step (a generator's {@code None}
   * choice), a comment or a display keyword. Paths and step id as in {@link StepStarted}.
   */
  record StepSkipped(
      Instant at, int variant, int step, List<Integer> branchPath, String path, String stepId)
      implements RunEvent {
    /** Copies the branch path and checks the document path and step id. */
    public StepSkipped {
      branchPath = List.copyOf(branchPath);
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(stepId, "stepId");
    }
  }

  /**
   * A step ended. {@code shape} has one entry per source; {@code steadyBytes} is the dataset's
   * block bytes, {@code rssBytes} the process resident set, {@code heapUsedBytes} the JVM heap in
   * use (approximate), {@code allocatedBytes} what the run thread allocated during the step; {@code
   * cached} is true when the output came from the step cache instead of execution; {@code path} and
   * {@code stepId} are the step's document path in the variant and its template step id, as in
   * {@link StepStarted}.
   */
  record StepFinished(
      Instant at,
      int variant,
      int step,
      List<Integer> branchPath,
      String path,
      String stepId,
      String operator,
      List<SourceShape> shape,
      long steadyBytes,
      long rssBytes,
      long heapUsedBytes,
      long allocatedBytes,
      Duration duration,
      boolean cached)
      implements RunEvent {
    /** Copies the lists and checks the document path and step id. */
    public StepFinished {
      branchPath = List.copyOf(branchPath);
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(stepId, "stepId");
      shape = List.copyOf(shape);
    }

    /** A step end without a template step id (its id is empty, as in older sessions). */
    public StepFinished(
        Instant at,
        int variant,
        int step,
        List<Integer> branchPath,
        String path,
        String operator,
        List<SourceShape> shape,
        long steadyBytes,
        long rssBytes,
        long heapUsedBytes,
        long allocatedBytes,
        Duration duration,
        boolean cached) {
      this(
          at,
          variant,
          step,
          branchPath,
          path,
          "",
          operator,
          shape,
          steadyBytes,
          rssBytes,
          heapUsedBytes,
          allocatedBytes,
          duration,
          cached);
    }
  }

  /** A branch snapshot of the features was taken (0 bytes copied in copy-on-write mode). */
  record CowSnapshot(Instant at, List<Integer> branchPath, int step, long bytesCopied)
      implements RunEvent {
    /** Copies the path. */
    public CowSnapshot {
      branchPath = List.copyOf(branchPath);
    }
  }

  /** A branch's features were restored from the snapshot. */
  record CowRestore(Instant at, List<Integer> branchPath, int step, long bytesCopied)
      implements RunEvent {
    /** Copies the path. */
    public CowRestore {
      branchPath = List.copyOf(branchPath);
    }
  }

  /** A branch detached its features from the shared snapshot before writing. */
  record CowDetach(Instant at, List<Integer> branchPath, int step, long bytesCopied)
      implements RunEvent {
    /** Copies the path. */
    public CowDetach {
      branchPath = List.copyOf(branchPath);
    }
  }

  /** A cacheable step found its output in the step cache ({@code bytes}: the entry's weight). */
  record StepCacheHit(Instant at, int variant, int step, StepCacheKey key, long bytes)
      implements RunEvent {}

  /** A cacheable step did not find its output in the step cache and will execute. */
  record StepCacheMiss(Instant at, int variant, int step, StepCacheKey key) implements RunEvent {}

  /**
   * An executed step's output was offered to the step cache ({@code stored} false if oversized).
   */
  record StepCachePut(
      Instant at, int variant, int step, StepCacheKey key, long bytes, boolean stored)
      implements RunEvent {}

  /** An entry left the step cache, with the cause. */
  record StepCacheEvict(Instant at, StepCacheKey key, long bytes, RemovalCause cause)
      implements RunEvent {}

  /**
   * A PLS model step reused a fit made for a larger {@code n_components} of its sweep over the same
   * training data instead of fitting ({@code fittedComponents}: the kept fit's size); or any other
   * model reused an identical fit of the same configuration and training data (both sizes 0).
   */
  record ModelFitReused(
      Instant at, int variant, int step, String model, int components, int fittedComponents)
      implements RunEvent {}

  /**
   * The step cache's byte budget was lowered to a share of the maximum heap (see {@code
   * CacheBudget}); published once, before the first variant.
   */
  record StepCacheBudgetCapped(
      Instant at, long configuredBytes, long effectiveBytes, long maxHeapBytes)
      implements RunEvent {}

  /** The process's resident set passed the configured threshold after a step. */
  record MemoryWarning(Instant at, long rssBytes, long thresholdBytes, int step, String operator)
      implements RunEvent {}

  /** Oldest processings of a source were dropped to bound its growth (raw is always kept). */
  record ProcessingsEvicted(
      Instant at, int variant, int step, int source, int removed, int remaining)
      implements RunEvent {}

  /**
   * A step ran but something deserves the user's attention (a deprecated keyword, a filter that
   * failed and kept every sample, an exclusion that would have dropped every sample).
   */
  record StepWarning(Instant at, int variant, int step, String path, String message)
      implements RunEvent {}

  /** A model's score in a variant ({@code branch} is null at top level). */
  record VariantScore(
      Instant at, int variant, String model, String branch, String metric, double value)
      implements RunEvent {}

  /**
   * Progress of a model step's {@code finetune_params} search: a finished trial (number 0-based of
   * the budget {@code trials}, its objective value, NaN when it failed, the best so far and its
   * parameters as text), or with {@code done} the study's summary (trials run, best value and best
   * parameters; {@code sampler} names what ran).
   */
  record TuningTrial(
      Instant at,
      int variant,
      String model,
      int trial,
      int trials,
      double value,
      double best,
      String params,
      String sampler,
      boolean done)
      implements RunEvent {}

  /** The run ended; {@code stepCache} is {@link CacheStats#empty()} when the cache was off. */
  record RunFinished(
      Instant at, Duration duration, int variants, int failedVariants, CacheStats stepCache)
      implements RunEvent {}
}
