package org.spectraflow.ui.run.peak;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.category.DefaultCategoryDataset;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.charts.MemoryTimelineModel;

/**
 * One icicle chart: rows of horizontal stacked bars, each segment as wide as its bytes (MiB), a
 * row's segments directly under their parent's when added parent by parent. A segment's label (in
 * the longest form that fits it: {@link FittedLabelRenderer}) is drawn when it is wider than a
 * tenth of the widest row; its tooltip always names it. Mutable, FX thread only.
 */
final class Icicle {

  private final DefaultCategoryDataset data = new DefaultCategoryDataset();
  private final StackedBarRenderer renderer = new FittedLabelRenderer();
  private final List<StepKey> steps = new ArrayList<>();
  private final List<String> labels = new ArrayList<>();
  private final JFreeChart chart;
  private final TextTitle note = new TextTitle("");
  private double widestMb = 1;

  /** An empty icicle titled {@code title}. */
  Icicle(String title) {
    CategoryPlot plot = new CategoryPlot(data, new CategoryAxis(null), new NumberAxis("MiB"), null);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.getDomainAxis().setCategoryMargin(0.08);
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setDrawBarOutline(true);
    renderer.setMaximumBarWidth(0.9);
    renderer.setDefaultToolTipGenerator(
        (dataset, row, column) -> row < labels.size() ? labels.get(row) : "");
    renderer.setDefaultItemLabelGenerator(
        new StandardCategoryItemLabelGenerator() {
          @Override
          public String generateLabel(CategoryDataset dataset, int row, int column) {
            return label(dataset.getValue(row, column), row);
          }
        });
    renderer.setDefaultItemLabelsVisible(true);
    renderer.setDefaultItemLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
    renderer.setDefaultPositiveItemLabelPosition(
        new ItemLabelPosition(ItemLabelAnchor.CENTER, TextAnchor.CENTER));
    plot.setRenderer(renderer);
    chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, false);
    chart.addSubtitle(note);
  }

  private String label(Number value, int row) {
    if (value == null || row >= labels.size() || value.doubleValue() < 0.1 * widestMb) {
      return null;
    }
    return labels.get(row);
  }

  /** The chart. */
  JFreeChart chart() {
    return chart;
  }

  /** The dataset (rows are segments, columns the icicle's rows). */
  CategoryDataset data() {
    return data;
  }

  /** Removes every segment and sets the subtitle. */
  void clear(String subtitle) {
    data.clear();
    steps.clear();
    labels.clear();
    widestMb = 1;
    note.setText(subtitle);
  }

  /** Appends a segment of {@code bytes} to icicle row {@code row}. */
  void add(String row, String label, long bytes, StepKey step, Color colour) {
    int series = labels.size();
    labels.add(label);
    steps.add(step);
    double mb = bytes / MemoryTimelineModel.MIB;
    data.addValue(mb, "s" + series, row);
    double rowMb = 0;
    for (int s = 0; s <= series; s++) {
      Number v = data.getValue(s, data.getColumnIndex(row));
      rowMb += v == null ? 0 : v.doubleValue();
    }
    widestMb = Math.max(widestMb, rowMb);
    renderer.setSeriesPaint(series, colour);
  }

  /** The step of segment {@code series}, null for none. */
  StepKey stepOf(int series) {
    return series >= 0 && series < steps.size() ? steps.get(series) : null;
  }

  /** The segment index of dataset row key {@code key}. */
  int seriesOf(Comparable<?> key) {
    return data.getRowIndex(key);
  }

  /** Outlines the segments whose step {@code hovered} covers; returns how many. */
  int outline(StepKey hovered, Color lit, Color plain) {
    int count = 0;
    for (int s = 0; s < steps.size(); s++) {
      boolean on = hovered != null && steps.get(s) != null && hovered.covers(steps.get(s));
      count += on ? 1 : 0;
      renderer.setSeriesOutlinePaint(s, on ? lit : plain);
      renderer.setSeriesOutlineStroke(s, new BasicStroke(on ? 3f : 1f));
    }
    return count;
  }
}
