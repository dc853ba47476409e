package org.spectraflow.engine.run.report;

import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.operators.metric.Metric;

/**
 * The figures a chemometrician reads off one model's test predictions, beside the ranking score:
 * the number of samples, RMSE, R², bias, SEP and RPD, each as {@link Metric} scores them
 * (docs/operator-behaviour.md §2.6: bias is the mean of prediction − truth, SEP the population
 * standard deviation of prediction − truth, RPD the truth's standard deviation over SEP). Every
 * figure is NaN when there are no predictions; regression figures only mean something for a
 * regression task.
 *
 * @param n the number of test samples
 * @param rmse root mean squared error
 * @param r2 coefficient of determination
 * @param bias mean of prediction − truth
 * @param sep standard error of prediction (bias-corrected)
 * @param rpd ratio of performance to deviation
 */
public record ModelFigures(int n, double rmse, double r2, double bias, double sep, double rpd) {

  /** No samples: every figure NaN. */
  public static final ModelFigures NONE =
      new ModelFigures(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

  /** The figures of {@code predictions}. */
  public static ModelFigures of(TestPredictions predictions) {
    if (predictions.size() == 0) {
      return NONE;
    }
    double[] truth = predictions.yTrue();
    double[] predicted = predictions.yPred();
    return new ModelFigures(
        truth.length,
        Metric.RMSE.score(truth, predicted),
        Metric.R2.score(truth, predicted),
        Metric.BIAS.score(truth, predicted),
        Metric.SEP.score(truth, predicted),
        Metric.RPD.score(truth, predicted));
  }

  /** The figures of {@code model}'s test predictions (those its {@code test} score scores). */
  public static ModelFigures of(ModelReport model) {
    return of(model.predictions());
  }
}
