package org.spectraflow.engine.observe;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.RunEvent.MemoryWarning;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.StepCacheBudgetCapped;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepWarning;
import org.spectraflow.engine.observe.RunEvent.TuningTrial;

/**
 * Turns run events into nirs4all's log lines, gated as nirs4all gates them: the per-step line at
 * verbosity ≥ 2 for executed (not cache-restored) steps when {@code log_step_memory} is on; the RSS
 * warning at any verbosity; the step-cache line at verbosity ≥ 1 when the step cache is on, {@code
 * log_cache_stats} is on and there was at least one lookup. Step warnings print once each (the same
 * text from several variants is one line), as {@code warning: <path>: <message>} ({@code warning:
 * <message>} without a path, e.g. a damaged disk-cache entry). With a disk tier (docs/caching.md
 * §3.11) the run ends with its summary line at any verbosity.
 *
 * <p>Unlike nirs4all, {@code log_step_memory=false} does not silence the RSS warning (see
 * docs/compatibility.md). Lines go to the two sinks given; not thread-safe beyond theirs.
 */
public final class ObservabilityLog implements RunListener {

  private final CacheConfig config;
  private final int verbosity;
  private final Consumer<String> info;
  private final Consumer<String> warning;
  private final Set<String> warned = new HashSet<>();
  private final boolean budgetChosen;

  /**
   * A log for one run.
   *
   * @param config the run's cache configuration (its flags gate the lines)
   * @param verbosity 0 (warnings only), 1 (+ cache line) or 2 (+ per-step lines)
   * @param info where informational lines go
   * @param warning where warnings go
   */
  public ObservabilityLog(
      CacheConfig config, int verbosity, Consumer<String> info, Consumer<String> warning) {
    this(config, verbosity, info, warning, true);
  }

  /**
   * A log for one run whose step-cache budget the user may not have chosen.
   *
   * @param config the run's cache configuration (its flags gate the lines)
   * @param verbosity 0 (warnings only), 1 (+ cache line) or 2 (+ per-step lines)
   * @param info where informational lines go
   * @param warning where warnings go
   * @param budgetChosen false when the step cache and its budget are SpectraFlow's implicit default
   *     (no {@code --cache} file, no {@code --step-cache on}): capping it to the heap is then
   *     expected, an informational line at verbosity 1, not a warning
   */
  public ObservabilityLog(
      CacheConfig config,
      int verbosity,
      Consumer<String> info,
      Consumer<String> warning,
      boolean budgetChosen) {
    this.budgetChosen = budgetChosen;
    this.config = Objects.requireNonNull(config, "config");
    this.verbosity = verbosity;
    this.info = Objects.requireNonNull(info, "info");
    this.warning = Objects.requireNonNull(warning, "warning");
  }

  /** The kinds {@link #onEvent} may print a line for, at this verbosity and configuration. */
  @Override
  public boolean wants(Class<? extends RunEvent> kind) {
    if (kind == StepFinished.class) {
      return verbosity >= 2 && config.logStepMemory();
    }
    return kind == MemoryWarning.class
        || kind == TuningTrial.class
        || kind == StepWarning.class
        || kind == StepCacheBudgetCapped.class
        || kind == RunFinished.class;
  }

  @Override
  public void onEvent(RunEvent event) {
    switch (event) {
      case StepFinished s when verbosity >= 2 && config.logStepMemory() && !s.cached() ->
          info.accept(
              ObservabilityFormat.stepLine(
                  s.step(), s.operator(), s.shape(), s.steadyBytes(), s.rssBytes()));
      case MemoryWarning w ->
          warning.accept(
              ObservabilityFormat.rssWarning(w.rssBytes(), w.thresholdBytes(), w.operator()));
      case TuningTrial t when verbosity >= 1 || t.done() ->
          info.accept(ObservabilityFormat.tuningLine(t));
      case StepWarning w -> {
        String line =
            w.path().isEmpty()
                ? "warning: " + w.message()
                : "warning: " + w.path() + ": " + w.message();
        if (warned.add(line)) {
          warning.accept(line);
        }
      }
      case StepCacheBudgetCapped c when !budgetChosen -> {
        if (verbosity >= 1) {
          info.accept(
              ObservabilityFormat.cacheBudgetWarning(
                      c.configuredBytes(), c.effectiveBytes(), c.maxHeapBytes())
                  .replaceFirst("^warning: ", "note: "));
        }
      }
      case StepCacheBudgetCapped c ->
          warning.accept(
              ObservabilityFormat.cacheBudgetWarning(
                  c.configuredBytes(), c.effectiveBytes(), c.maxHeapBytes()));
      case RunFinished f when f.stepCache().disk().present() -> {
        if (verbosity >= 1 && config.logCacheStats() && f.stepCache().requests() > 0) {
          info.accept(ObservabilityFormat.cacheStatsLine(f.stepCache()));
        }
        info.accept(ObservabilityFormat.diskLine(f.stepCache().disk()));
      }
      case RunFinished f
          when verbosity >= 1
              && config.stepCacheEnabled()
              && config.logCacheStats()
              && f.stepCache().requests() > 0 ->
          info.accept(ObservabilityFormat.cacheStatsLine(f.stepCache()));
      default -> {}
    }
  }
}
