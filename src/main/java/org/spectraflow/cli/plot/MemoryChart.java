package org.spectraflow.cli.plot;

import java.awt.BasicStroke;
import java.awt.Paint;
import java.awt.Stroke;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * Memory over the run: the dataset's steady bytes (dashed, accent) and the process RSS after every
 * step application, in MiB, against the step's position in execution order. Each has its own axis
 * (RSS left, steady bytes right) so the much smaller steady bytes stay visible.
 */
public final class MemoryChart {

  private static final double MIB = 1024.0 * 1024.0;

  private MemoryChart() {}

  /** The chart of {@code steps}, in the order given (the report's execution order). */
  public static JFreeChart of(List<StepRecord> steps) {
    XYSeries steady = new XYSeries("steady bytes (dataset blocks)", false, true);
    XYSeries rss = new XYSeries("RSS (process)", false, true);
    for (int i = 0; i < steps.size(); i++) {
      steady.add(i + 1, steps.get(i).steadyBytes() / MIB, false);
      rss.add(i + 1, steps.get(i).rssBytes() / MIB, false);
    }
    NumberAxis x = new NumberAxis("step application (execution order)");
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    x.setTickLabelFont(ChartLook.SMALL);
    XYPlot plot =
        new XYPlot(
            new XYSeriesCollection(rss),
            x,
            valueAxis("RSS (MiB)"),
            line(ChartLook.MAIN, new BasicStroke(1.5f), steps.size()));
    plot.setDataset(1, new XYSeriesCollection(steady));
    plot.setRangeAxis(1, steadyAxis(steady.getMaxY()));
    plot.mapDatasetToRangeAxis(1, 1);
    plot.setRenderer(1, line(ChartLook.ACCENT, ChartLook.DASHED, steps.size()));
    plot.setDomainGridlinePaint(ChartLook.GRID);
    plot.setRangeGridlinePaint(ChartLook.GRID);
    JFreeChart chart = new JFreeChart("Memory per step", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
    LegendTitle legend = chart.getLegend();
    legend.setPosition(RectangleEdge.TOP);
    legend.setItemFont(ChartLook.SMALL);
    return ChartLook.styled(chart, steps.size() + " step applications");
  }

  private static NumberAxis valueAxis(String label) {
    NumberAxis axis = new NumberAxis(label);
    axis.setTickLabelFont(ChartLook.SMALL);
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
    renderer.setSeriesPaint(0, paint);
    renderer.setSeriesStroke(0, stroke);
    return renderer;
  }
}
