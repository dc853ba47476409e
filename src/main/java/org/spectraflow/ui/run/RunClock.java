package org.spectraflow.ui.run;

import java.time.Duration;
import java.time.Instant;

/**
 * The time origin of one run's charts: the instant of its first event ({@code RunStarted}), so
 * every chart's x axis reads seconds since the run began. Mutable, FX thread only.
 */
public final class RunClock {

  private Instant origin;

  /** Seconds from the origin to {@code at}; the first instant seen becomes the origin. */
  public double seconds(Instant at) {
    if (origin == null) {
      origin = at;
    }
    return Duration.between(origin, at).toNanos() / 1e9;
  }

  /** The origin, null before the first event. */
  public Instant origin() {
    return origin;
  }

  /** Forgets the origin. */
  public void reset() {
    origin = null;
  }
}
