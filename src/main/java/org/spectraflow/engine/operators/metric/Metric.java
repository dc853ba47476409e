package org.spectraflow.engine.operators.metric;

import java.util.Locale;

/**
 * The scores nirs4all reports (docs/operator-behaviour.md §2.6), each knowing its direction. {@link
 * #ranking} gives the metric that ranks variants: RMSE (lower is better) for regression, balanced
 * accuracy (higher is better) for classification.
 */
public enum Metric {
  /** Root mean squared error. */
  RMSE(false),
  /** Mean squared error. */
  MSE(false),
  /** Coefficient of determination. */
  R2(true),
  /** Mean absolute error. */
  MAE(false),
  /** Mean of prediction − truth. */
  BIAS(false),
  /** Population standard deviation of prediction − truth. */
  SEP(false),
  /** Ratio of performance to deviation: std(truth) / SEP. */
  RPD(true),
  /** Fraction of equal labels. */
  ACCURACY(true),
  /** Mean per-class recall over the classes present in the truth. */
  BALANCED_ACCURACY(true);

  private final boolean higherIsBetter;

  Metric(boolean higherIsBetter) {
    this.higherIsBetter = higherIsBetter;
  }

  /** True when larger scores are better. */
  public boolean higherIsBetter() {
    return higherIsBetter;
  }

  /** nirs4all's lower-case name, e.g. {@code balanced_accuracy}. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The metric that ranks variants for the task. */
  public static Metric ranking(boolean classification) {
    return classification ? BALANCED_ACCURACY : RMSE;
  }

  /** True when {@code a} is strictly better than {@code b} (NaN is never better). */
  public boolean better(double a, double b) {
    if (Double.isNaN(a)) {
      return false;
    }
    if (Double.isNaN(b)) {
      return true;
    }
    return higherIsBetter ? a > b : a < b;
  }

  /** The score of {@code predicted} against {@code truth} (flattened; empty → NaN). */
  public double score(double[] truth, double[] predicted) {
    return Scores.of(this, truth, predicted);
  }
}
