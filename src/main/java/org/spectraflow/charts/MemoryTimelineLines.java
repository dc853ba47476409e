package org.spectraflow.charts;

import java.awt.BasicStroke;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** {@link MemoryTimeline} as two lines, RSS (blue) and heap in use (orange), in MiB. */
final class MemoryTimelineLines {

  private MemoryTimelineLines() {}

  static JFreeChart build(MemoryTimeline model, ChartLook look) {
    XYSeries rss = new XYSeries("RSS (process)", false, true);
    XYSeries heap = new XYSeries("heap in use (JVM)", false, true);
    for (MemoryTimeline.Point p : model.points()) {
      rss.add(p.seconds(), p.rssMib(), false);
      heap.add(p.seconds(), p.heapMib(), false);
    }
    XYSeriesCollection data = new XYSeriesCollection(rss);
    data.addSeries(heap);
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
    renderer.setDrawSeriesLineAsPath(true);
    renderer.setSeriesPaint(0, ChartLook.MAIN);
    renderer.setSeriesPaint(1, ChartLook.ACCENT);
    renderer.setSeriesStroke(0, new BasicStroke(1.5f));
    renderer.setSeriesStroke(1, new BasicStroke(1.5f));
    NumberAxis y = new NumberAxis("MiB");
    y.setAutoRangeIncludesZero(true);
    XYPlot plot = new XYPlot(data, new NumberAxis("step time, summed (s)"), y, renderer);
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, true);
    chart.getLegend().setPosition(RectangleEdge.TOP);
    return chart;
  }
}
