package org.spectraflow.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * {@link WallTime} as grouped bars: one group per workload, one bar per cache configuration (grey,
 * blue, orange in the order measured), the legend on top.
 */
final class WallTimeChart {

  private WallTimeChart() {}

  static JFreeChart build(WallTime model, ChartLook look) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (WallTime.Bar bar : model.bars()) {
      data.addValue(bar.medianMs(), bar.configuration(), bar.workload());
    }
    BarRenderer bars = new BarRenderer();
    bars.setBarPainter(new StandardBarPainter());
    bars.setShadowVisible(false);
    bars.setItemMargin(0.05);
    bars.setSeriesPaint(0, look.guide());
    bars.setSeriesPaint(1, ChartLook.MAIN);
    bars.setSeriesPaint(2, ChartLook.ACCENT);
    CategoryPlot plot =
        new CategoryPlot(
            data, new CategoryAxis("workload"), new NumberAxis("median wall time (ms)"), bars);
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, true);
    chart.getLegend().setPosition(RectangleEdge.TOP);
    return chart;
  }
}
