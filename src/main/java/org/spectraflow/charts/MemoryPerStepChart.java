package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Paint;
import java.awt.Stroke;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * {@link MemoryPerStep} as two lines against the step's position in execution order, each on its
 * own axis (RSS left, steady bytes right) so the much smaller steady bytes stay visible.
 */
final class MemoryPerStepChart {

  private MemoryPerStepChart() {}

  static JFreeChart build(MemoryPerStep model, ChartLook look) {
    XYSeries steady = new XYSeries("steady bytes (dataset blocks)", false, true);
    XYSeries rss = new XYSeries("RSS (process)", false, true);
    for (int i = 0; i < model.steps().size(); i++) {
      steady.add(i + 1, model.steps().get(i).steadyMib(), false);
      rss.add(i + 1, model.steps().get(i).rssMib(), false);
    }
    int n = model.steps().size();
    NumberAxis x = new NumberAxis("step application (execution order)");
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    XYPlot plot =
        new XYPlot(
            new XYSeriesCollection(rss),
            x,
            valueAxis("RSS (MiB)"),
            line(ChartLook.MAIN, new BasicStroke(1.5f), n));
    plot.setDataset(1, new XYSeriesCollection(steady));
    plot.setRangeAxis(1, steadyAxis(n == 0 ? 0 : steady.getMaxY()));
    plot.mapDatasetToRangeAxis(1, 1);
    plot.setRenderer(1, line(ChartLook.ACCENT, ChartLook.DASHED, n));
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, true);
    chart.getLegend().setPosition(RectangleEdge.TOP);
    return chart;
  }

  private static NumberAxis valueAxis(String label) {
    NumberAxis axis = new NumberAxis(label);
    axis.setAutoRangeIncludesZero(true);
    return axis;
  }

  /** The steady-bytes axis, tall enough that its line sits at most two thirds up the plot. */
  private static NumberAxis steadyAxis(double maxMib) {
    NumberAxis axis = valueAxis("steady bytes (MiB)");
    if (maxMib > 0) {
      axis.setRange(0, maxMib * 1.5);
    }
    return axis;
  }

  private static XYLineAndShapeRenderer line(Paint paint, Stroke stroke, int points) {
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, points <= 80);
    // one path per series, so a dashed line stays dashed over many short segments
    renderer.setDrawSeriesLineAsPath(true);
    renderer.setSeriesPaint(0, paint);
    renderer.setSeriesStroke(0, stroke);
    return renderer;
  }
}
