package org.spectraflow.ui.run.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Chart 4: cumulative hits, misses and evictions over time (top), and the retained size against the
 * {@code step_cache_max_mb} budget and the entries against {@code step_cache_max_entries} (bottom),
 * with the hit rate in the subtitle. A run with the step cache off says so where the lookups would
 * be, and shows no budget lines for a cache that was not there.
 */
public final class StepCacheChart extends LiveChart {

  private final StepCacheModel model;
  private final XYSeriesCollection counts = new XYSeriesCollection();
  private final XYSeriesCollection size = new XYSeriesCollection();
  private final XYSeriesCollection entries = new XYSeriesCollection();
  private final XYPlot countPlot;
  private final XYPlot sizePlot;
  private final TextTitle rate = new TextTitle("");

  static final String OFF =
      "The step cache was off for this run (step_cache_enabled: false). Turn it on in the Cache"
          + " config tab to reuse preprocessing across variants and see its hits here.";
  private static final String NO_LOOKUP = "No step-cache lookup yet.";

  /** A view of {@code model}. */
  public StepCacheChart(StepCacheModel model) {
    super("Step cache", List.of(chart()));
    this.model = model;
    CombinedDomainXYPlot combined = (CombinedDomainXYPlot) charts().get(0).getPlot();
    countPlot = combined.getSubplots().get(0);
    sizePlot = combined.getSubplots().get(1);
    countPlot.setDataset(counts);
    countPlot.setRenderer(renderer(0, 3, 1));
    sizePlot.setDataset(0, size);
    sizePlot.setRenderer(0, renderer(4));
    sizePlot.setDataset(1, entries);
    sizePlot.setRenderer(1, renderer(5));
    sizePlot.mapDatasetToRangeAxis(1, 1);
    charts().get(0).addSubtitle(rate);
  }

  private static JFreeChart chart() {
    CombinedDomainXYPlot combined = new CombinedDomainXYPlot(new NumberAxis("seconds since start"));
    combined.add(new XYPlot(null, null, new NumberAxis("lookups"), null), 3);
    XYPlot sizes = new XYPlot(null, null, new NumberAxis("MiB"), null);
    sizes.setRangeAxis(1, new NumberAxis("entries"));
    combined.add(sizes, 2);
    return new JFreeChart("Step cache", JFreeChart.DEFAULT_TITLE_FONT, combined, true);
  }

  private static XYStepRenderer renderer(int... colours) {
    XYStepRenderer r = new XYStepRenderer();
    for (int i = 0; i < colours.length; i++) {
      r.setSeriesPaint(i, ChartTheme.SERIES[colours[i]]);
      r.setSeriesStroke(i, new BasicStroke(1.6f));
    }
    return r;
  }

  @Override
  protected void rebuild(int pixelWidth) {
    DoubleColumn t = model.seconds();
    counts.removeAllSeries();
    counts.addSeries(Series.thinned("hits", t, model.hits(), pixelWidth));
    counts.addSeries(Series.thinned("misses", t, model.misses(), pixelWidth));
    counts.addSeries(Series.thinned("evictions", t, model.evictions(), pixelWidth));
    size.removeAllSeries();
    size.addSeries(Series.thinned("size (MiB)", t, model.sizeMb(), pixelWidth));
    entries.removeAllSeries();
    entries.addSeries(Series.thinned("entries", t, model.entries(), pixelWidth));
    if (model.cacheOff()) {
      countPlot.setNoDataMessage(OFF);
      sizePlot.clearRangeMarkers();
      sizePlot.getRangeAxis(0).setAutoRange(true);
      sizePlot.getRangeAxis(1).setAutoRange(true);
      rate.setText("step cache off for this run");
      return;
    }
    countPlot.setNoDataMessage(NO_LOOKUP);
    budgets();
    rate.setText(
        String.format(
            "hit rate %.0f%% · %s · %d misses · %d evictions",
            100 * model.hitRate(), model.hitsText(), model.missCount(), model.evictionCount()));
  }

  private void budgets() {
    sizePlot.clearRangeMarkers();
    if (Double.isNaN(model.maxMb())) {
      return;
    }
    sizePlot.addRangeMarker(
        0, budget(model.maxMb(), "step_cache_max_mb " + (long) model.maxMb()), Layer.FOREGROUND);
    ValueMarker entryBudget =
        budget(model.maxEntries(), "step_cache_max_entries " + (long) model.maxEntries());
    entryBudget.setLabelAnchor(RectangleAnchor.BOTTOM_RIGHT);
    entryBudget.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
    sizePlot.addRangeMarker(1, entryBudget, Layer.FOREGROUND);
    ((NumberAxis) sizePlot.getRangeAxis(0))
        .setRange(0, Math.max(model.maxMb(), nanToZero(model.sizeMb().max())) * 1.1);
    ((NumberAxis) sizePlot.getRangeAxis(1))
        .setRange(0, Math.max(model.maxEntries(), nanToZero(model.entries().max())) * 1.1);
  }

  private static double nanToZero(double v) {
    return Double.isNaN(v) ? 0 : v;
  }

  private static ValueMarker budget(double value, String label) {
    ValueMarker m =
        new ValueMarker(
            value,
            ChartTheme.WARNING,
            new BasicStroke(
                1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f));
    m.setLabel(label);
    m.setLabelPaint(ChartTheme.WARNING);
    // no grey box behind the red text, no fading: it read poorly on the dark theme
    m.setLabelBackgroundColor(new Color(0, 0, 0, 0));
    m.setAlpha(1f);
    m.setLabelAnchor(RectangleAnchor.BOTTOM_LEFT);
    m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
    return m;
  }
}
