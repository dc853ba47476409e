package org.spectraflow.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;

/** {@link StepCacheUse} as stacked bars: computed (blue) under cached (orange), one per step. */
final class StepCacheUseChart {

  private StepCacheUseChart() {}

  static JFreeChart build(StepCacheUse model, ChartLook look) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (StepCacheUse.Bar b : model.bars()) {
      String step = ChartLook.shorten(b.step(), 24);
      data.addValue(b.computed(), "computed", step);
      data.addValue(b.cached(), "from the step cache", step);
    }
    StackedBarRenderer renderer = new StackedBarRenderer();
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setSeriesPaint(0, ChartLook.MAIN);
    renderer.setSeriesPaint(1, ChartLook.ACCENT);
    renderer.setMaximumBarWidth(0.08);
    CategoryAxis x = new CategoryAxis("step");
    x.setMaximumCategoryLabelLines(2);
    x.setMaximumCategoryLabelWidthRatio(0.95f);
    if (model.bars().size() > 6) {
      x.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
    }
    NumberAxis y = new NumberAxis("applications");
    y.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    CategoryPlot plot = new CategoryPlot(data, x, y, renderer);
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, true);
    chart.getLegend().setPosition(RectangleEdge.TOP);
    return chart;
  }
}
