package org.spectraflow.cli.plot;

import java.awt.Font;
import java.awt.Paint;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
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
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Every model's test score as horizontal bars ranked best first (top), labelled with the variant
 * index and its (shortened) name, the run's best model in the accent colour. The image grows by
 * {@link #ROW_PIXELS} per model so 64 variants stay readable.
 */
public final class ScoreChart {

  /** Pixels per bar. */
  public static final int ROW_PIXELS = 16;

  /** Longest variant label, in characters. */
  static final int LABEL_CHARS = 84;

  /** One bar: a model of a variant and its label. */
  private record Bar(String label, ModelReport model) {}

  private ScoreChart() {}

  /** The chart of {@code report}'s scored models; {@code best} is highlighted when present. */
  public static JFreeChart of(RunReport report, Optional<ModelReport> best) {
    List<Bar> bars = rankedBars(report);
    Metric metric = bars.isEmpty() ? Metric.RMSE : bars.get(0).model().scoreNames().primary();
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    int bestRow = -1;
    for (Bar bar : bars) {
      if (best.isPresent() && bar.model() == best.get()) {
        bestRow = data.getColumnCount();
      }
      data.addValue(bar.model().test(), "test " + metric.key(), bar.label());
    }
    CategoryPlot plot = new CategoryPlot(data, labelAxis(), scoreAxis(metric), renderer(bestRow));
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.setRangeGridlinePaint(ChartLook.GRID);
    String subtitle =
        bars.size()
            + " models ranked by test "
            + metric.key()
            + " ("
            + (metric.higherIsBetter() ? "higher" : "lower")
            + " is better)"
            + (bestRow >= 0 ? "; best model in orange" : "");
    return ChartLook.styled(
        new JFreeChart(
            "Test " + metric.key() + " per variant", JFreeChart.DEFAULT_TITLE_FONT, plot, false),
        subtitle);
  }

  /** The image height for {@code report}: a fixed frame plus one row per scored model. */
  public static int height(RunReport report) {
    return 140 + ROW_PIXELS * Math.max(3, rankedBars(report).size());
  }

  private static List<Bar> rankedBars(RunReport report) {
    List<Bar> bars = new ArrayList<>();
    for (VariantReport v : report.variants()) {
      for (ModelReport m : v.models()) {
        if (!Double.isNaN(m.test())) {
          String branch = m.branch() == null ? "" : " [" + m.branch() + "]";
          bars.add(
              new Bar(
                  ChartLook.shorten("#" + v.index() + " " + v.name() + branch, LABEL_CHARS), m));
        }
      }
    }
    Comparator<Bar> byScore = Comparator.comparingDouble(b -> b.model().test());
    boolean higher = !bars.isEmpty() && bars.get(0).model().scoreNames().primary().higherIsBetter();
    bars.sort(higher ? byScore.reversed() : byScore);
    return bars;
  }

  private static CategoryAxis labelAxis() {
    CategoryAxis axis = new CategoryAxis();
    axis.setTickLabelFont(ChartLook.SMALL);
    axis.setMaximumCategoryLabelWidthRatio(0.65f);
    axis.setCategoryMargin(0.15);
    axis.setLowerMargin(0.01);
    axis.setUpperMargin(0.01);
    return axis;
  }

  private static NumberAxis scoreAxis(Metric metric) {
    NumberAxis axis = new NumberAxis("test " + metric.key());
    axis.setTickLabelFont(ChartLook.SMALL);
    axis.setUpperMargin(0.12);
    return axis;
  }

  private static BarRenderer renderer(int bestRow) {
    BarRenderer renderer =
        new BarRenderer() {
          @Override
          public Paint getItemPaint(int row, int column) {
            return column == bestRow ? ChartLook.ACCENT : ChartLook.MAIN;
          }
        };
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setMaximumBarWidth(0.9);
    renderer.setDefaultItemLabelGenerator(
        new StandardCategoryItemLabelGenerator(
            "{2}", new DecimalFormat("0.0000", DecimalFormatSymbols.getInstance(Locale.ROOT))));
    renderer.setDefaultItemLabelFont(ChartLook.SMALL.deriveFont(Font.PLAIN, 10f));
    renderer.setDefaultItemLabelsVisible(true);
    renderer.setDefaultPositiveItemLabelPosition(
        new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
    return renderer;
  }
}
