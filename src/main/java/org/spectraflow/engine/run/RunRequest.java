package org.spectraflow.engine.run;

import java.util.Objects;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * Everything one run needs: the pipeline document (generators are expanded by the run), the loaded
 * dataset (never modified: each variant works on {@link SpectroDataset#copyForVariant}), the cache
 * configuration, the options, where events go, the cancellation handle and the memory probe. The
 * precision is the dataset's. Immutable; build with {@link #of} and the withers.
 *
 * @param pipeline the document to run
 * @param dataset the loaded dataset
 * @param cacheConfig step cache, copy-on-write and logging settings
 * @param options variant limit, fail-fast, refit
 * @param events the event dispatcher ({@link RunEvents#disabled()} for none)
 * @param cancellation the cooperative cancellation handle
 * @param memoryProbe reads RSS, heap and allocation per step ({@link MemoryProbe#disabled()} for
 *     none)
 * @param sessionCache a step cache that outlives the run (the studio's), or null for a cache of
 *     this run only; used only when the configuration enables the step cache
 */
public record RunRequest(
    PipelineDocument pipeline,
    SpectroDataset dataset,
    CacheConfig cacheConfig,
    RunOptions options,
    RunEvents events,
    CancellationToken cancellation,
    MemoryProbe memoryProbe,
    SessionCache sessionCache) {

  /** Requires every part but the session cache. */
  public RunRequest {
    Objects.requireNonNull(pipeline, "pipeline");
    Objects.requireNonNull(dataset, "dataset");
    Objects.requireNonNull(cacheConfig, "cacheConfig");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(events, "events");
    Objects.requireNonNull(cancellation, "cancellation");
    Objects.requireNonNull(memoryProbe, "memoryProbe");
  }

  /** A request whose step cache (if enabled) lives for this run only. */
  public RunRequest(
      PipelineDocument pipeline,
      SpectroDataset dataset,
      CacheConfig cacheConfig,
      RunOptions options,
      RunEvents events,
      CancellationToken cancellation,
      MemoryProbe memoryProbe) {
    this(pipeline, dataset, cacheConfig, options, events, cancellation, memoryProbe, null);
  }

  /** The same using {@code session}'s long-lived caches (null: a step cache of this run only). */
  public RunRequest withSessionCache(SessionCache session) {
    return new RunRequest(
        pipeline, dataset, cacheConfig, options, events, cancellation, memoryProbe, session);
  }

  /**
   * A request with default cache config and options, no events, a fresh token, the system probe.
   */
  public static RunRequest of(PipelineDocument pipeline, SpectroDataset dataset) {
    return new RunRequest(
        pipeline,
        dataset,
        CacheConfig.defaults(),
        RunOptions.defaults(),
        RunEvents.disabled(),
        new CancellationToken(),
        MemoryProbe.system());
  }

  /** The same with another cache configuration. */
  public RunRequest withCacheConfig(CacheConfig config) {
    return new RunRequest(
        pipeline, dataset, config, options, events, cancellation, memoryProbe, sessionCache);
  }

  /** The same with other options. */
  public RunRequest withOptions(RunOptions opts) {
    return new RunRequest(
        pipeline, dataset, cacheConfig, opts, events, cancellation, memoryProbe, sessionCache);
  }

  /** The same publishing to {@code dispatcher}. */
  public RunRequest withEvents(RunEvents dispatcher) {
    return new RunRequest(
        pipeline,
        dataset,
        cacheConfig,
        options,
        dispatcher,
        cancellation,
        memoryProbe,
        sessionCache);
  }

  /** The same with another cancellation handle. */
  public RunRequest withCancellation(CancellationToken token) {
    return new RunRequest(
        pipeline, dataset, cacheConfig, options, events, token, memoryProbe, sessionCache);
  }

  /** The same with another memory probe. */
  public RunRequest withMemoryProbe(MemoryProbe probe) {
    return new RunRequest(
        pipeline, dataset, cacheConfig, options, events, cancellation, probe, sessionCache);
  }
}
