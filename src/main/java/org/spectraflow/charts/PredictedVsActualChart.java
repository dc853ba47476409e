package org.spectraflow.charts;

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

/**
 * {@link PredictedVsActual} as a scatter of blue dots over the grey identity line, both axes on the
 * model's common range.
 */
final class PredictedVsActualChart {

  private PredictedVsActualChart() {}

  static JFreeChart build(PredictedVsActual model, ChartLook look) {
    XYSeries points = new XYSeries("test samples", false, true);
    for (PredictedVsActual.Point p : model.points()) {
      points.add(p.actual(), p.predicted(), false);
    }
    XYSeriesCollection data = new XYSeriesCollection();
    if (!model.points().isEmpty()) {
      data.addSeries(points);
    }
    XYPlot plot = new XYPlot(data, axis("actual", model), axis("predicted", model), dots());
    plot.setNoDataMessage("No test predictions");
    if (!model.points().isEmpty()) {
      plot.addAnnotation(
          new XYLineAnnotation(
              model.low(),
              model.low(),
              model.high(),
              model.high(),
              new BasicStroke(1.2f),
              look.guide()));
    }
    return new JFreeChart(model.title(), ChartLook.TITLE, plot, false);
  }

  private static NumberAxis axis(String label, PredictedVsActual model) {
    NumberAxis axis = new NumberAxis(label);
    axis.setRange(model.low(), model.high());
    return axis;
  }

  private static XYLineAndShapeRenderer dots() {
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
    renderer.setSeriesPaint(0, ChartLook.MAIN);
    renderer.setSeriesShape(0, new Ellipse2D.Double(-3, -3, 6, 6));
    renderer.setDefaultToolTipGenerator(
        (d, s, i) ->
            String.format(
                Locale.ROOT, "actual %.4g, predicted %.4g", d.getXValue(s, i), d.getYValue(s, i)));
    return renderer;
  }
}
