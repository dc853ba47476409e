package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.TestPredictions;

/**
 * Predicted versus actual on the test partition for one model: one point per sample, the identity
 * line {@code y = x} across {@code [low, high]} (the range both axes share, so distance from the
 * line reads the same both ways), and R² and RMSE in the legend line.
 *
 * @param title the chart's title
 * @param modelLabel names the model (shortened to 95 characters when drawn)
 * @param points one point per test sample
 * @param r2 the coefficient of determination ({@link Metric#R2}, as the report scores it)
 * @param rmse the root mean squared error ({@link Metric#RMSE})
 * @param low the lower end of both axes
 * @param high the upper end of both axes
 */
public record PredictedVsActual(
    String title,
    String modelLabel,
    List<Point> points,
    double r2,
    double rmse,
    double low,
    double high)
    implements ChartModel {

  /** Longest model label, in characters. */
  public static final int LABEL_CHARS = 95;

  /**
   * One test sample.
   *
   * @param actual its true value
   * @param predicted the model's prediction
   */
  public record Point(double actual, double predicted) {}

  /** Copies the points. */
  public PredictedVsActual {
    points = List.copyOf(points);
  }

  /** The plot of {@code predictions}, titled {@code title}, naming the model {@code modelLabel}. */
  public static PredictedVsActual of(String title, String modelLabel, TestPredictions predictions) {
    double[] truth = predictions.yTrue();
    double[] predicted = predictions.yPred();
    List<Point> points = new ArrayList<>(truth.length);
    for (int i = 0; i < truth.length; i++) {
      points.add(new Point(truth[i], predicted[i]));
    }
    double[] range = commonRange(truth, predicted);
    boolean any = truth.length > 0;
    return new PredictedVsActual(
        title,
        modelLabel,
        points,
        any ? Metric.R2.score(truth, predicted) : Double.NaN,
        any ? Metric.RMSE.score(truth, predicted) : Double.NaN,
        range[0],
        range[1]);
  }

  /** The smallest and largest of both arrays, padded by 5 % (a unit either side when flat). */
  private static double[] commonRange(double[] a, double[] b) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (double[] values : new double[][] {a, b}) {
      for (double v : values) {
        if (Double.isFinite(v)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    }
    if (lo > hi) {
      return new double[] {0, 1};
    }
    double pad = hi > lo ? 0.05 * (hi - lo) : 1;
    return new double[] {lo - pad, hi + pad};
  }

  /** The scores line: {@code 100 test samples · R² = 0.9596 · RMSE = 1.0679}. */
  public String scores() {
    return String.format(
        Locale.ROOT, "%d test samples · R² = %.4f · RMSE = %.4f", points.size(), r2, rmse);
  }

  @Override
  public List<String> subtitles() {
    return points.isEmpty()
        ? List.of(ChartLook.shorten(modelLabel, LABEL_CHARS))
        : List.of(ChartLook.shorten(modelLabel, LABEL_CHARS), scores());
  }
}
