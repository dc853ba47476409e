package org.spectraflow.ui.run;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;

/**
 * Compiles the code that applies a run's events before the first run needs it: when the run
 * workspace opens, a background thread feeds a synthetic run ({@value #VARIANTS} variants of
 * {@value #STEPS} steps, every kind of event a run of the step cache publishes) through a throwaway
 * {@link RunProfile}, the way the frame pulse does (into its event log, then applied a chunk at a
 * time). Without it the first runs' events are applied by interpreted and profiling code while the
 * just-in-time compiler works through the studio's start-up backlog: in the run view's stall
 * benchmark a pulse applied 100–600 events in the run's first second against 2,000–4,000 at its
 * end, and the compiler took a core for the whole run (docs/performance.md, "Studio: FX thread
 * stalls"). It costs one to two seconds of one core, once, while the studio opens. The throwaway
 * profile shares nothing with the studio's models and is never shown, so no lock is needed; it runs
 * at most once per JVM.
 */
public final class RunWarmUp {

  private static final AtomicBoolean STARTED = new AtomicBoolean();
  static final int VARIANTS = 400;
  static final int STEPS = 24;
  private static final int CHUNK = 64;

  private RunWarmUp() {}

  /** Starts the warm-up on a daemon thread, once; later calls do nothing. Any thread. */
  public static void startOnce() {
    if (STARTED.compareAndSet(false, true)) {
      Thread thread = new Thread(() -> replay(VARIANTS), "spectraflow-run-warm-up");
      thread.setDaemon(true);
      thread.setPriority(Thread.MIN_PRIORITY);
      thread.start();
    }
  }

  /**
   * Applies a synthetic run of {@code variants} variants to a new profile, a chunk at a time;
   * returns the events applied.
   */
  static int replay(int variants) {
    RunProfile profile = new RunProfile();
    StepCacheKey key = new StepCacheKey(Fingerprint.ZERO, Fingerprint.ZERO, Fingerprint.ZERO);
    Instant t = Instant.EPOCH;
    var log = profile.eventLog();
    log.onEvent(new RunEvent.RunStarted(t, "warm-up", variants, "warm-up", CacheConfig.defaults()));
    int applied = 0;
    for (int v = 0; v < variants; v++) {
      t = t.plusMillis(1);
      log.onEvent(new RunEvent.VariantStarted(t, v, "variant " + v));
      for (int s = 1; s <= STEPS; s++) {
        List<Integer> path = s % 2 == 0 ? List.of(s % 3) : List.of();
        String where =
            "pipeline["
                + (s - 1)
                + "]"
                + (path.isEmpty() ? "" : ".branch.b" + path.getFirst() + "[0]");
        log.onEvent(new RunEvent.StepStarted(t, v, s, path, where, "Op" + s));
        log.onEvent(
            s % 3 == 0
                ? new RunEvent.StepCacheHit(t, v, s, key, 1 << 20)
                : new RunEvent.StepCacheMiss(t, v, s, key));
        log.onEvent(
            s % 4 == 0
                ? new RunEvent.CowDetach(t, path, s, 4096L * s)
                : s % 5 == 0
                    ? new RunEvent.StepCacheEvict(t, key, 1 << 20, RemovalCause.SIZE)
                    : new RunEvent.StepCachePut(t, v, s, key, 1 << 20, true));
        log.onEvent(
            new RunEvent.StepFinished(
                t,
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
      }
      log.onEvent(new RunEvent.VariantScore(t, v, "PLS", null, "rmse", 1 + v % 7 * 0.1));
      log.onEvent(
          new RunEvent.VariantFinished(
              t,
              v,
              "variant " + v,
              VariantStatus.OK,
              null,
              Map.of("test_rmse", 1 + v % 7 * 0.1),
              Duration.ofMillis(24)));
      while (profile.hasUnapplied()) {
        applied += profile.applyReceived(CHUNK, System.nanoTime());
      }
    }
    log.onEvent(new RunEvent.RunFinished(t, Duration.ZERO, variants, 0, CacheStats.empty()));
    while (profile.hasUnapplied()) {
      applied += profile.applyReceived(CHUNK, System.nanoTime());
    }
    return applied;
  }
}
