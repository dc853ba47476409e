package org.spectraflow.ui.run;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.Subscription;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The studio and run-view tests' engine: the standard one, which, once {@linkplain
 * #holdAfterFirstVariant() armed}, holds every thread publishing an event after the run's first
 * finished variant until the run is cancelled (at most a minute). A Stop test then presses Stop on
 * a run that is surely still running, however fast the machine is; the studio has already been
 * handed that first variant.
 */
public final class StopGate implements RunEngine {

  private static final Duration LONGEST_HOLD = Duration.ofMinutes(1);

  private final RunEngine engine;
  private volatile boolean armed;

  /** The gate around {@code engine}, not armed. */
  public StopGate(RunEngine engine) {
    this.engine = engine;
  }

  /** Makes the next runs wait for Stop after their first finished variant. */
  public void holdAfterFirstVariant() {
    armed = true;
  }

  @Override
  public RunReport run(RunRequest request) {
    if (!armed) {
      return engine.run(request);
    }
    AtomicBoolean holding = new AtomicBoolean();
    CancellationToken cancellation = request.cancellation();
    try (Subscription ignored =
        request
            .events()
            .subscribe(
                event -> {
                  if (event instanceof VariantFinished) {
                    holding.set(true);
                  }
                  if (holding.get()) {
                    awaitCancellation(cancellation);
                  }
                },
                Runnable::run)) {
      return engine.run(request);
    }
  }

  private static void awaitCancellation(CancellationToken cancellation) {
    long deadline = System.nanoTime() + LONGEST_HOLD.toNanos();
    while (!cancellation.isCancelled() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
