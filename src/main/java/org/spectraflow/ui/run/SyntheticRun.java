package org.spectraflow.ui.run;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;

/**
 * The events of a synthetic run of the step cache, one definition for the run workspace's warm-up
 * ({@link RunWarmUp}) and the run view's stall benchmark: {@value #STEPS} steps per variant, every
 * second step in one of three branches, each step started, then a cache hit or miss, then a
 * copy-on-write detach, an eviction or a put, then finished with its memory figures; each variant
 * scored and finished. Every kind of event a cached run publishes appears; the figures are
 * plausible, not measured.
 */
final class SyntheticRun {

  /** Steps per variant. */
  static final int STEPS = 24;

  /** Events per variant: its start, four per step, its score and its end. */
  static final int EVENTS_PER_VARIANT = 1 + STEPS * 4 + 2;

  private static final StepCacheKey KEY =
      new StepCacheKey(Fingerprint.ZERO, Fingerprint.ZERO, Fingerprint.ZERO);

  private SyntheticRun() {}

  /** The run's first event. */
  static RunEvent started(Instant at, String name, int variants, CacheConfig config) {
    return new RunEvent.RunStarted(at, name, variants, "demo", config);
  }

  /** The run's last event. */
  static RunEvent finished(Instant at, int variants) {
    return new RunEvent.RunFinished(at, Duration.ZERO, variants, 0, CacheStats.empty());
  }

  /**
   * Publishes variant {@code v}'s {@link #EVENTS_PER_VARIANT} events to {@code out}, each stamped
   * by {@code now}; {@code afterStep} runs after each step's four events (a pace, say).
   */
  static void variant(int v, Supplier<Instant> now, Consumer<RunEvent> out, Runnable afterStep) {
    out.accept(new RunEvent.VariantStarted(now.get(), v, "variant " + v));
    for (int s = 1; s <= STEPS; s++) {
      List<Integer> path = s % 2 == 0 ? List.of(s % 3) : List.of();
      String where =
          "pipeline["
              + (s - 1)
              + "]"
              + (path.isEmpty() ? "" : ".branch.b" + path.getFirst() + "[0]");
      out.accept(new RunEvent.StepStarted(now.get(), v, s, path, where, "Op" + s));
      out.accept(
          s % 3 == 0
              ? new RunEvent.StepCacheHit(now.get(), v, s, KEY, 1 << 20)
              : new RunEvent.StepCacheMiss(now.get(), v, s, KEY));
      out.accept(
          s % 4 == 0
              ? new RunEvent.CowDetach(now.get(), path, s, 4096L * s)
              : s % 5 == 0
                  ? new RunEvent.StepCacheEvict(now.get(), KEY, 1 << 20, RemovalCause.SIZE)
                  : new RunEvent.StepCachePut(now.get(), v, s, KEY, 1 << 20, true));
      out.accept(
          new RunEvent.StepFinished(
              now.get(),
              v,
              s,
              path,
              where,
              "Op" + s,
              List.of(new SourceShape(500, 1, 1000)),
              (2L + s) << 20,
              (300L + (v + s) % 50) << 20,
              (100L + s) << 20,
              1L << 20,
              Duration.ofMillis(1),
              s % 3 == 0));
      afterStep.run();
    }
    out.accept(new RunEvent.VariantScore(now.get(), v, "PLS", null, "rmse", 1 + v % 7 * 0.1));
    out.accept(
        new RunEvent.VariantFinished(
            now.get(),
            v,
            "variant " + v,
            VariantStatus.OK,
            null,
            Map.of("test_rmse", 1 + v % 7 * 0.1),
            Duration.ofMillis(24)));
  }
}
