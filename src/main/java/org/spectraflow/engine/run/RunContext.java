package org.spectraflow.engine.run;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * What every variant of one run shares: the request, operator resolution, the step cache and the PLS
 * fit reuse (null when disabled), the PLS sweep plan, the counters, the step records, the run's global random generator (for
 * unseeded splitters, as nirs4all's global numpy state) and event publication.
 */
final class RunContext {

  private final RunRequest request;
  private final OperatorResolver resolver;
  private final StepCache cache;
  private final RunCounters counters = new RunCounters();
  private final List<StepRecord> steps = new ArrayList<>();
  private final RandomState rng;
  private final PlsSweepPlan plan;
  private final PlsFitReuse plsFits;
  private final long seed;

  RunContext(RunRequest request, OperatorResolver resolver, StepCache cache, PlsSweepPlan plan,
      long seed) {
    this.request = request;
    this.resolver = resolver;
    this.cache = cache;
    this.plan = plan;
    this.plsFits = cache.isEnabled() ? new PlsFitReuse() : null;
    this.rng = new RandomState(seed);
    this.seed = seed;
  }

  RunRequest request() {
    return request;
  }

  CacheConfig cacheConfig() {
    return request.cacheConfig();
  }

  OperatorResolver resolver() {
    return resolver;
  }

  /** The step cache; {@link StepCache#disabled()} when {@code step_cache_enabled} is false. */
  StepCache cache() {
    return cache;
  }

  /** The pre-scan's PLS sweep groups ({@link PlsSweepPlan#NONE} without the step cache). */
  PlsSweepPlan plan() {
    return plan;
  }

  /** PLS fits reused across n_components sweeps, or null when the step cache is off. */
  PlsFitReuse plsFits() {
    return plsFits;
  }

  RunCounters counters() {
    return counters;
  }

  RandomState rng() {
    return rng;
  }

  /** The document's {@code random_state} (0 when unset), for derived seeds ({@link StepSeeds}). */
  long seed() {
    return seed;
  }

  MemoryProbe probe() {
    return request.memoryProbe();
  }

  CancellationToken cancellation() {
    return request.cancellation();
  }

  void record(StepRecord step) {
    steps.add(step);
  }

  List<StepRecord> steps() {
    return List.copyOf(steps);
  }

  /** Publishes the event built from the dispatcher's clock, when anyone listens. */
  void publish(Function<Instant, RunEvent> event) {
    RunEvents events = request.events();
    if (events.hasSubscribers()) {
      events.publish(event.apply(events.now()));
    }
  }
}
