package org.spectraflow.engine.run.report;

import org.spectraflow.engine.operators.metric.Metric;

/**
 * Which metrics a task reports. Regression: primary {@code rmse} (ranks, lower is better) and
 * secondary {@code r2}, giving the JSON names {@code test_rmse}, {@code test_r2}, {@code cv_rmse},
 * {@code mean_fold_rmse}, {@code fold_val_rmse}, {@code fold_test_rmse}, {@code refit_test_rmse}.
 * Classification: primary {@code balanced_accuracy} (higher is better) and secondary {@code
 * accuracy}: {@code test_balanced_accuracy}, {@code test_accuracy}, {@code cv_balanced_accuracy},
 * {@code mean_fold_balanced_accuracy}, {@code fold_val_balanced_accuracy}, {@code
 * fold_test_balanced_accuracy}, {@code refit_test_balanced_accuracy}.
 *
 * @param primary the ranking metric
 * @param secondary the second metric reported on the test partition
 */
public record ScoreNames(Metric primary, Metric secondary) {

  /** RMSE and R². */
  public static final ScoreNames REGRESSION = new ScoreNames(Metric.RMSE, Metric.R2);

  /** Balanced accuracy and accuracy. */
  public static final ScoreNames CLASSIFICATION =
      new ScoreNames(Metric.BALANCED_ACCURACY, Metric.ACCURACY);

  /** The names for a task. */
  public static ScoreNames of(boolean classification) {
    return classification ? CLASSIFICATION : REGRESSION;
  }
}
