package org.spectraflow.engine.estimate;

import java.time.Duration;
import java.util.List;

/**
 * The time left of a running run from the estimate's per-variant costs: the elapsed time scaled by
 * the estimated cost still ahead over the estimated cost of the variants finished. A variant that
 * makes a forest's first fit weighs that fit, the ones reusing it weigh little, so the ETA does not
 * jump when the cheap variants finish fast. Thread-safe; the finished set is the caller's.
 */
public final class EtaModel {

  private final double[] costs;
  private final double total;

  /** A model over the per-variant costs, in index order (each ≥ 0). */
  public EtaModel(List<Double> variantSeconds) {
    costs = new double[variantSeconds.size()];
    double sum = 0;
    for (int i = 0; i < costs.length; i++) {
      costs[i] = variantSeconds.get(i);
      sum += costs[i];
    }
    total = sum;
  }

  /** The estimated cost of variant {@code position} (0 outside the run). */
  public double cost(int position) {
    return position >= 0 && position < costs.length ? costs[position] : 0;
  }

  /**
   * The time left after {@code elapsed}, when the finished variants cost {@code doneCost} of the
   * estimate; null before anything costing was finished (no rate to scale by yet).
   */
  public Duration remaining(Duration elapsed, double doneCost) {
    if (doneCost <= 0) {
      return null;
    }
    double left = Math.max(0, total - doneCost);
    return Duration.ofMillis(Math.round(elapsed.toMillis() * left / doneCost));
  }

  /** The sum of every variant's cost. */
  public double total() {
    return total;
  }
}
