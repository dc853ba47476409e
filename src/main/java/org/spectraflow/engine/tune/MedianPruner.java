package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * {@code pruner: "median"} (docs/compatibility.md, finetune_params): Optuna's documented median
 * stopping rule with its defaults ({@code n_startup_trials=5}, {@code n_warmup_steps=0}, {@code
 * interval_steps=1}, {@code n_min_trials=1}). A trial reports one intermediate value per step (per
 * fold); it is pruned at a step when at least 5 trials have completed, at least one completed trial
 * has a value at that step, and the trial's best intermediate value so far is worse than the median
 * (linear-interpolated 50th percentile, NaN ignored) of the completed trials' values at that step.
 * A trial whose values so far are all NaN is pruned. Pure.
 */
public final class MedianPruner {

  /** Completed trials needed before any pruning (Optuna's default). */
  public static final int STARTUP_TRIALS = 5;

  private MedianPruner() {}

  /**
   * True when the running trial, having reported {@code reported} (step → value, steps from 0,
   * {@code step} the latest), should stop, given the intermediate values of the completed trials
   * ({@code completed}, one map per trial) and the direction.
   */
  public static boolean shouldPrune(
      List<Map<Integer, Double>> completed,
      Map<Integer, Double> reported,
      int step,
      boolean maximise) {
    if (completed.size() < STARTUP_TRIALS) {
      return false;
    }
    double best = Double.NaN;
    for (double v : reported.values()) {
      if (!Double.isNaN(v) && (Double.isNaN(best) || (maximise ? v > best : v < best))) {
        best = v;
      }
    }
    if (Double.isNaN(best)) {
      return true;
    }
    List<Double> atStep = new ArrayList<>();
    for (Map<Integer, Double> t : completed) {
      Double v = t.get(step);
      if (v != null && !Double.isNaN(v)) {
        atStep.add(v);
      }
    }
    if (atStep.isEmpty()) {
      return false;
    }
    double median = median(atStep);
    return maximise ? best < median : best > median;
  }

  /** numpy's {@code percentile(values, 50)} (linear interpolation). */
  static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(v);
    double pos = 0.5 * (v.length - 1);
    int lo = (int) Math.floor(pos);
    int hi = (int) Math.ceil(pos);
    return v[lo] + (v[hi] - v[lo]) * (pos - lo);
  }
}
