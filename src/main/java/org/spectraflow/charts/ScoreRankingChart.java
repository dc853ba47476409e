package org.spectraflow.charts;

import java.awt.Paint;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * {@link ScoreRanking} as horizontal bars, best ranked at the top, each labelled with its model and
 * its score, the best in {@link ChartLook#ACCENT}. Where the bars are too thin for every label
 * ({@link ThinnedCategoryAxis}), every n-th bar keeps its labels, and the best always does.
 */
final class ScoreRankingChart {

  private ScoreRankingChart() {}

  static JFreeChart build(ScoreRanking model, ChartLook look) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    int bestRow = -1;
    for (ScoreRanking.Bar bar : model.bars()) {
      if (bar.best()) {
        bestRow = data.getColumnCount();
      }
      data.addValue(bar.score(), model.axisLabel(), bar.label());
    }
    ThinnedCategoryAxis labels = new ThinnedCategoryAxis(bestRow);
    labels.setMaximumCategoryLabelWidthRatio(0.65f);
    labels.setCategoryMargin(0.15);
    labels.setLowerMargin(0.01);
    labels.setUpperMargin(0.01);
    NumberAxis scores = new NumberAxis(model.axisLabel());
    scores.setUpperMargin(0.12);
    BarRenderer renderer = renderer(bestRow, labels);
    renderer.setDefaultItemLabelPaint(look.text());
    CategoryPlot plot = new CategoryPlot(data, labels, scores, renderer);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.setNoDataMessage("No scored model yet");
    return new JFreeChart(model.title(), ChartLook.TITLE, plot, false);
  }

  private static BarRenderer renderer(int bestRow, ThinnedCategoryAxis labels) {
    BarRenderer renderer =
        new BarRenderer() {
          @Override
          public Paint getItemPaint(int row, int column) {
            return column == bestRow ? ChartLook.ACCENT : ChartLook.MAIN;
          }

          @Override
          public boolean isItemLabelVisible(int row, int column) {
            return labels.labelled(column);
          }
        };
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setMaximumBarWidth(0.9);
    renderer.setDefaultItemLabelGenerator(
        new StandardCategoryItemLabelGenerator(
            "{2}", new DecimalFormat("0.0000", DecimalFormatSymbols.getInstance(Locale.ROOT))));
    renderer.setDefaultItemLabelFont(ChartLook.SMALL);
    renderer.setDefaultItemLabelsVisible(true);
    renderer.setDefaultPositiveItemLabelPosition(
        new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
    renderer.setDefaultToolTipGenerator(
        (data, row, column) ->
            String.format(
                Locale.ROOT,
                "%s: %s %.4f",
                data.getColumnKey(column),
                data.getRowKey(row),
                data.getValue(row, column).doubleValue()));
    return renderer;
  }
}
