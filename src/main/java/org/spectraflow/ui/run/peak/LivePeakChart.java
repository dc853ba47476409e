package org.spectraflow.ui.run.peak;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
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
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.charts.ChartTheme;
import org.spectraflow.ui.run.charts.LiveChart;
import org.spectraflow.ui.run.charts.MemoryTimelineModel;

/**
 * The live-at-peak icicle: the top row is the process' RSS at the peak, the middle row what was
 * live by kind (the variants' data, the step cache, the rest), the bottom row each part (a
 * variant's dataset after its last step, a cache entry by the step that computed it), each as wide
 * as its bytes (MiB) and directly under its kind. A part's label is drawn when it is wide enough;
 * its tooltip always names it. Hovering a part hovers its step in every chart, and the step hovered
 * elsewhere is outlined here.
 */
public final class LivePeakChart extends LiveChart {

  static final String ROOT = "RSS at peak";
  static final String KINDS = "by kind";
  static final String PARTS = "by variant, step and branch";
  private static final Color[] KIND_COLOURS = {
    ChartTheme.SERIES[0], ChartTheme.SERIES[2], new Color(0x8B949E)
  };

  private final LivePeakModel model;
  private final RunSelection selection;
  private final DefaultCategoryDataset data = new DefaultCategoryDataset();
  private final StackedBarRenderer renderer = new StackedBarRenderer();
  private final TextTitle note = new TextTitle("");
  private final List<StepKey> seriesSteps = new ArrayList<>();
  private final List<String> seriesLabels = new ArrayList<>();

  /** A view of {@code model}, linked to the other charts by {@code selection}'s hovered step. */
  public LivePeakChart(LivePeakModel model, RunSelection selection) {
    super("Live at peak", List.of(chart()));
    this.model = model;
    this.selection = selection;
    CategoryPlot plot = charts().get(0).getCategoryPlot();
    plot.setDataset(data);
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setDrawBarOutline(true);
    renderer.setMaximumBarWidth(0.9);
    renderer.setItemMargin(0);
    renderer.setDefaultToolTipGenerator(
        (dataset, row, column) -> row < seriesLabels.size() ? seriesLabels.get(row) : "");
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
    charts().get(0).addSubtitle(note);
    viewers().get(0).addChartMouseListener(new HoverToLink());
  }

  private static JFreeChart chart() {
    CategoryPlot plot = new CategoryPlot(null, new CategoryAxis(null), new NumberAxis("MiB"), null);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.getDomainAxis().setCategoryMargin(0.08);
    JFreeChart chart = new JFreeChart("Live at peak", JFreeChart.DEFAULT_TITLE_FONT, plot, false);
    return chart;
  }

  /** A part's label when its bar is wider than about a tenth of the root's, else none. */
  private String label(Number value, int row) {
    PeakSnapshot peak = model.peak();
    if (value == null || peak == null || row >= seriesLabels.size()) {
      return null;
    }
    double share = value.doubleValue() * MemoryTimelineModel.MIB / Math.max(1, width(peak));
    String text = seriesLabels.get(row);
    int cut = text.indexOf(" · ");
    return share < 0.1 ? null : cut > 0 && row > 0 ? text.substring(0, cut) : text;
  }

  private static long width(PeakSnapshot peak) {
    long kinds = peak.groups().stream().mapToLong(PeakGroup::bytes).sum();
    return Math.max(peak.rssBytes(), kinds);
  }

  @Override
  protected void rebuild(int pixelWidth) {
    data.clear();
    seriesSteps.clear();
    seriesLabels.clear();
    PeakSnapshot peak = model.peak();
    if (peak == null) {
      note.setText("");
      return;
    }
    add(ROOT, ROOT + " · " + ByteFormat.format(peak.rssBytes()), peak.rssBytes(), null, 0);
    for (int k = 0; k < peak.groups().size(); k++) {
      PeakGroup g = peak.groups().get(k);
      add(KINDS, g.label() + " · " + ByteFormat.format(g.bytes()), g.bytes(), null, k);
    }
    for (int k = 0; k < peak.groups().size(); k++) {
      for (PeakPart p : peak.groups().get(k).parts()) {
        add(PARTS, p.label() + " · " + ByteFormat.format(p.bytes()), p.bytes(), p.step(), k);
      }
    }
    note.setText(
        String.format(
            "peak RSS %s at %.1f s, variant %d after step %s · cache entries share blocks with the"
                + " variant that computed them",
            ByteFormat.format(peak.rssBytes()), peak.seconds(), peak.variant(), peak.step()));
    outlineHovered();
  }

  private void add(String row, String label, long bytes, StepKey step, int kind) {
    int series = seriesLabels.size();
    seriesLabels.add(label);
    seriesSteps.add(step);
    data.addValue(bytes / MemoryTimelineModel.MIB, "s" + series, row);
    Color base = row.equals(ROOT) ? ChartTheme.SERIES[4] : KIND_COLOURS[kind];
    boolean odd = row.equals(PARTS) && series % 2 == 1;
    renderer.setSeriesPaint(series, odd ? base.brighter() : base);
    renderer.setSeriesOutlinePaint(series, Color.WHITE);
  }

  private void outlineHovered() {
    StepKey hovered = selection.hoveredStepProperty().get();
    for (int s = 0; s < seriesSteps.size(); s++) {
      StepKey step = seriesSteps.get(s);
      boolean lit = hovered != null && step != null && hovered.covers(step);
      renderer.setSeriesOutlinePaint(s, lit ? ChartTheme.SERIES[1] : Color.WHITE);
      renderer.setSeriesOutlineStroke(s, new BasicStroke(lit ? 3f : 1f));
    }
  }

  /** The step of the part in bottom-row series {@code series}, null for the upper rows. */
  StepKey stepOf(int series) {
    return series < seriesSteps.size() ? seriesSteps.get(series) : null;
  }

  /** Hovering a part hovers its step in every view. */
  private final class HoverToLink implements ChartMouseListenerFX {
    @Override
    public void chartMouseClicked(ChartMouseEventFX event) {
      // selection is by the per-step chart and the canvas
    }

    @Override
    public void chartMouseMoved(ChartMouseEventFX event) {
      StepKey step = null;
      if (event.getEntity() instanceof CategoryItemEntity item) {
        step = stepOf(data.getRowIndex(item.getRowKey()));
      }
      selection.hoveredStepProperty().set(step);
    }
  }
}
