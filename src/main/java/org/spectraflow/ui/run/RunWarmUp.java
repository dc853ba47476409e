package org.spectraflow.ui.run;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.spectraflow.engine.cache.CacheConfig;

/**
 * Compiles the code that applies a run's events before the first run needs it: when the run
 * workspace opens, a background thread feeds a synthetic run ({@link SyntheticRun}, {@value
 * #VARIANTS} variants of {@value SyntheticRun#STEPS} steps, every kind of event a run of the step
 * cache publishes) through a throwaway {@link RunProfile}, the way the frame pulse does (into its
 * event log, then applied a chunk at a time). Without it the first runs' events are applied by
 * interpreted and profiling code while the just-in-time compiler works through the studio's
 * start-up backlog: in the run view's stall benchmark a pulse applied 100–600 events in the run's
 * first second against 2,000–4,000 at its end, and the compiler took a core for the whole run
 * (docs/performance.md, "Studio: FX thread stalls"). It costs one to two seconds of one core, once,
 * while the studio opens. The throwaway profile shares nothing with the studio's models and is
 * never shown, so no lock is needed; it runs at most once per JVM.
 */
public final class RunWarmUp {

  private static final AtomicBoolean STARTED = new AtomicBoolean();
  static final int VARIANTS = 400;
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
    var log = profile.eventLog();
    Instant[] t = {Instant.EPOCH};
    Supplier<Instant> now = () -> t[0];
    log.onEvent(SyntheticRun.started(t[0], "warm-up", variants, CacheConfig.defaults()));
    int applied = 0;
    for (int v = 0; v < variants; v++) {
      t[0] = t[0].plusMillis(1);
      SyntheticRun.variant(v, now, log::onEvent, () -> {});
      while (profile.hasUnapplied()) {
        applied += profile.applyReceived(CHUNK, System.nanoTime());
      }
    }
    log.onEvent(SyntheticRun.finished(t[0], variants));
    while (profile.hasUnapplied()) {
      applied += profile.applyReceived(CHUNK, System.nanoTime());
    }
    return applied;
  }
}
