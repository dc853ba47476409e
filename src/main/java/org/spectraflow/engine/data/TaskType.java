package org.spectraflow.engine.data;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** The learning task a dataset's targets pose; detected from the train targets, or forced. */
public enum TaskType {
  /** Continuous targets. */
  REGRESSION,
  /** Two classes. */
  BINARY,
  /** Three or more classes. */
  MULTICLASS;

  /** The lower-case name used in JSON. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** True for {@link #BINARY} and {@link #MULTICLASS}. */
  public boolean isClassification() {
    return this != REGRESSION;
  }

  /**
   * Detects the task from train targets (docs/pipeline-language.md §3.4): all integer-like values
   * with 2 distinct values → binary, 3..100 → multiclass, otherwise regression; non-integer values
   * all in [0, 1] with at most 5 % of the sample count distinct → classification (binary when 2);
   * anything else → regression. Multi-column targets are flattened.
   */
  public static TaskType detect(double[][] train) {
    Set<Double> distinct = new HashSet<>();
    boolean integers = true;
    boolean unit = true;
    for (double[] row : train) {
      for (double v : row) {
        distinct.add(v);
        integers &= v == Math.rint(v);
        unit &= v >= 0 && v <= 1;
      }
    }
    int k = distinct.size();
    if (integers) {
      return k == 2 ? BINARY : k >= 3 && k <= 100 ? MULTICLASS : REGRESSION;
    }
    if (unit && k >= 2 && k <= 0.05 * train.length) {
      return k == 2 ? BINARY : MULTICLASS;
    }
    return REGRESSION;
  }
}
