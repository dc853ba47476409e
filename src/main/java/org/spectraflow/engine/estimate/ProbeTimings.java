package org.spectraflow.engine.estimate;

import java.util.Map;

/**
 * Seconds one fit of each model kind (and one fit and apply of each transform configuration, under
 * its {@link FitCensus#TRANSFORM_KEY} key) takes on the run's data (measured by {@link FitProbe},
 * or given, e.g. by a test). A kind without a timing counts as free.
 *
 * @param secondsPerFit per model kind (simple class name), the CPU seconds of one fit (≥ 0)
 */
public record ProbeTimings(Map<String, Double> secondsPerFit) {

  /** Copies the timings; refuses negative or non-finite ones. */
  public ProbeTimings {
    secondsPerFit = Map.copyOf(secondsPerFit);
    secondsPerFit.forEach(
        (k, v) -> {
          if (!(v >= 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException("probe time of " + k + " must be >= 0, was " + v);
          }
        });
  }

  /** The seconds of one fit of {@code kind}, 0 when not probed. */
  public double of(String kind) {
    return secondsPerFit.getOrDefault(kind, 0.0);
  }
}
