package org.spectraflow.cli.plot;

import java.awt.BasicStroke;
import java.awt.geom.Ellipse2D;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.TestPredictions;

/**
 * Predicted versus actual on the test partition for one model: one dot per sample, the identity
 * line {@code y = x} across the common range, and R² and RMSE in the subtitle. Both axes share one
 * range so distance from the line reads the same in both directions.
 */
public final class PredictionChart {

  private PredictionChart() {}

  /** The chart of {@code predictions}; {@code modelLabel} names the model in the title. */
  public static JFreeChart of(TestPredictions predictions, String modelLabel) {
    double[] truth = predictions.yTrue();
    double[] predicted = predictions.yPred();
    XYSeries points = new XYSeries("test samples", false, true);
    for (int i = 0; i < truth.length; i++) {
      points.add(truth[i], predicted[i], false);
    }
    double[] range = commonRange(truth, predicted);
    XYPlot plot =
        new XYPlot(
            new XYSeriesCollection(points),
            axis("actual", range),
            axis("predicted", range),
            dots());
    plot.addAnnotation(
        new XYLineAnnotation(
            range[0], range[0], range[1], range[1], new BasicStroke(1.2f), ChartLook.GUIDE));
    plot.setDomainGridlinePaint(ChartLook.GRID);
    plot.setRangeGridlinePaint(ChartLook.GRID);
    String scores =
        String.format(
            Locale.ROOT,
            "%d test samples · R² = %.4f · RMSE = %.4f",
            truth.length,
            Metric.R2.score(truth, predicted),
            Metric.RMSE.score(truth, predicted));
    return ChartLook.styled(
        new JFreeChart(
            "Predicted vs actual (best model)", JFreeChart.DEFAULT_TITLE_FONT, plot, false),
        ChartLook.shorten(modelLabel, 95),
        scores);
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

  private static NumberAxis axis(String label, double[] range) {
    NumberAxis axis = new NumberAxis(label);
    axis.setTickLabelFont(ChartLook.SMALL);
    axis.setRange(range[0], range[1]);
    return axis;
  }

  private static XYLineAndShapeRenderer dots() {
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
    renderer.setSeriesPaint(0, ChartLook.MAIN);
    renderer.setSeriesShape(0, new Ellipse2D.Double(-3, -3, 6, 6));
    return renderer;
  }
}
