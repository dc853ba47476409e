package org.spectraflow.engine.run.step;

import java.time.Instant;
import java.util.function.Function;
import java.util.function.Supplier;
import org.spectraflow.engine.cache.CacheBudget;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.parallel.WorkShare;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.PlsSweepPlan;
import org.spectraflow.engine.run.report.FitReuseStats;
import org.spectraflow.engine.run.reuse.DiskTiers;
import org.spectraflow.engine.run.reuse.InFlight;
import org.spectraflow.engine.run.reuse.KeptFits;
import org.spectraflow.engine.run.reuse.ModelFitReuse;
import org.spectraflow.engine.run.reuse.PlsFitReuse;
import org.spectraflow.engine.run.reuse.SessionCache;
import org.spectraflow.engine.run.schedule.VariantJob;

/**
 * What every variant of one run shares: the request, operator resolution, the step cache ({@link
 * StepCache#disabled()} when off) and the PLS and model fit reuses (null when off; both leased from
 * the request's {@link SessionCache} when it has one, so they outlive the run), the PLS sweep plan,
 * the counters, the single-flight keys, the run's global random generator (for unseeded splitters,
 * as nirs4all's global numpy state) and event publication. Thread-safe: variants may run on several
 * workers. Events are published one at a time (a listener running on the publishing thread is never
 * entered twice at once), so each variant's events stay in order; the global generator is drawn
 * from in variant order ({@link VariantJob#awaitDrawTurn}).
 */
public final class RunContext {

  private final RunRequest request;
  private final OperatorResolver resolver;
  private final StepCache cache;
  private final RunCounters counters = new RunCounters();
  private final WorkShare work = new WorkShare();
  private final InFlight<Object> flights = new InFlight<>(work);
  private final RandomState rng;
  private final long seed;
  private final PlsSweepPlan plan;
  private final PlsFitReuse plsFits;
  private final ModelFitReuse modelFits;
  private final Object publishing = new Object();
  private final ThreadLocal<Long> drawing = new ThreadLocal<>();
  private volatile VariantJob job;

  /** A context with a step cache (and PLS fit reuse) when {@code caching}. */
  public RunContext(
      RunRequest request,
      OperatorResolver resolver,
      boolean caching,
      PlsSweepPlan plan,
      long seed) {
    this.request = request;
    this.resolver = resolver;
    this.plan = plan;
    SessionCache session = request.sessionCache();
    if (caching && session != null) {
      SessionCache.Lease lease =
          session.lease(
              request.dataset(), request.cacheConfig(), this::onRemoval, this::onDiskWarning);
      this.cache = lease.steps();
      this.plsFits = lease.plsFits();
      this.modelFits = lease.modelFits();
    } else {
      this.cache = caching ? newCache() : StepCache.disabled();
      long fitBytes = KeptFits.boundFor(request.cacheConfig());
      this.plsFits = caching ? new PlsFitReuse(fitBytes) : null;
      this.modelFits = caching ? new ModelFitReuse(fitBytes) : null;
    }
    this.rng = new RandomState(seed, this::beforeGlobalDraw);
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
  public StepCache cache() {
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

  /** Model fits reused across variants, or null when the step cache is off. */
  ModelFitReuse modelFits() {
    return modelFits;
  }

  /** What the two fit reuses kept, evicted and refused ({@link FitReuseStats#NONE} when off). */
  public FitReuseStats fitReuseStats() {
    return plsFits == null ? FitReuseStats.NONE : plsFits.stats().plus(modelFits.stats());
  }

  /** Keys being computed right now by some worker (step-cache misses, PLS fits). */
  public InFlight<Object> flights() {
    return flights;
  }

  /**
   * The run's shared work (the trees of forests being fitted): variants run bound to it, and
   * threads waiting for another worker help with it.
   */
  public WorkShare work() {
    return work;
  }

  public RunCounters counters() {
    return counters;
  }

  RandomState rng() {
    return rng;
  }

  /** The run's seed (what nirs4all's {@code random_state} seeds). */
  long seed() {
    return seed;
  }

  MemoryProbe probe() {
    return request.memoryProbe();
  }

  public CancellationToken cancellation() {
    return request.cancellation();
  }

  /** Ties the context to the job whose variants it runs (for the global generator's order). */
  public void attach(VariantJob running) {
    this.job = running;
    running.shareWork(work);
  }

  /** Runs {@code body} as variant {@code index} of the attached job (draws wait for their turn). */
  public <T> T asVariant(long index, Supplier<T> body) {
    drawing.set(index);
    try {
      return work.bound(body);
    } finally {
      drawing.remove();
    }
  }

  /** Publishes the event built from the dispatcher's clock, when anyone listens. */
  public void publish(Function<Instant, RunEvent> event) {
    RunEvents events = request.events();
    if (events.hasSubscribers()) {
      synchronized (publishing) {
        events.publish(event.apply(events.now()));
      }
    }
  }

  private void beforeGlobalDraw() {
    VariantJob running = job;
    Long index = drawing.get();
    // a computation other variants may be waiting for (a cached step) must not wait for them:
    // it draws at once (a step drawing from the global generator is not cacheable anyway)
    if (running != null && index != null && !flights.holdsAny()) {
      running.awaitDrawTurn(index);
    }
  }

  private StepCache newCache() {
    CacheConfig config = request.cacheConfig();
    StepCache made =
        new StepCache(
            CacheBudget.of(config).effectiveBytes(),
            config.stepCacheMaxEntries(),
            this::onRemoval,
            DiskTiers.of(config, request.dataset().precision()));
    made.beginRun(this::onDiskWarning);
    return made;
  }

  /** A disk-tier warning (a damaged entry, a failed write): a step warning of no variant. */
  private void onDiskWarning(String line) {
    publish(at -> new RunEvent.StepWarning(at, -1, -1, "", line));
  }

  private void onRemoval(
      org.spectraflow.engine.cache.StepCacheKey key,
      org.spectraflow.engine.cache.CachedStepState state,
      long bytes,
      org.spectraflow.engine.cache.RemovalCause cause) {
    publish(at -> new RunEvent.StepCacheEvict(at, key, bytes, cause));
  }

  /** True when the step cache outlives this run (a session cache): the run must not clear it. */
  public boolean sharedCache() {
    return cache.isEnabled() && request.sessionCache() != null;
  }
}
