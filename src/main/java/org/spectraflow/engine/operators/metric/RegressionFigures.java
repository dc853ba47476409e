package org.spectraflow.engine.operators.metric;

/**
 * The figures of one set of regression predictions (docs/results.md; a model's row in the results),
 * each as the run's {@link Metric} scores it: RMSE, R², bias = mean(ŷ − y), SEP = the population
 * standard deviation of ŷ − y (so RMSE² = bias² + SEP²), RPD = sd(y) / SEP (population), and the
 * number of samples. Empty predictions give NaN figures and n = 0.
 *
 * @param n the number of samples
 * @param rmse root mean squared error
 * @param r2 coefficient of determination
 * @param bias mean of prediction − truth
 * @param sep standard error of prediction (population standard deviation of the residuals)
 * @param rpd ratio of performance to deviation
 */
public record RegressionFigures(
    int n, double rmse, double r2, double bias, double sep, double rpd) {

  /** The figures of {@code predicted} against {@code truth}. */
  public static RegressionFigures of(double[] truth, double[] predicted) {
    return new RegressionFigures(
        truth.length,
        Metric.RMSE.score(truth, predicted),
        Metric.R2.score(truth, predicted),
        Metric.BIAS.score(truth, predicted),
        Metric.SEP.score(truth, predicted),
        Metric.RPD.score(truth, predicted));
  }
}
