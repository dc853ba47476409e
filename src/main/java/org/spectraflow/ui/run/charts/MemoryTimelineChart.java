package org.spectraflow.ui.run.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Chart 1: RSS and heap used (MiB, left axis) and steady bytes (MiB, right axis: the dataset is
 * usually far smaller than the process) over seconds, with step and variant boundaries (labelled
 * while few enough to read), the warning threshold line and tooltips naming variant and step.
 * Boundaries are thinned by {@link MarkThinner}: step boundaries only up to {@value
 * MarkThinner#MAX_STEP_MARKS}, and at most one mark per {@value #MARK_PIXELS} pixels. Lines are
 * drawn as one path per series (far cheaper than a segment per point), min/max decimated to at most
 * one point per {@value #PIXELS_PER_POINT} pixels: the software renderer's cost grows with the
 * points of a dense zigzag and with full-height marks, and a full redraw of a 1,000-variant run at
 * one point per pixel and a mark per 6 pixels took it about 60 ms, enough to stall the next pulse
 * past 100 ms (RunViewStallBenchmark); now about 27 ms.
 */
public final class MemoryTimelineChart extends LiveChart {

  static final double MARK_PIXELS = 12;
  static final int PIXELS_PER_POINT = 2;
  private static final int MAX_LABELS = 16;
  private static final String[] SERIES_NAMES = {"RSS", "heap used", "steady"};

  private final MemoryTimelineModel model;
  private final XYSeriesCollection data = new XYSeriesCollection();
  private final XYSeriesCollection steadyData = new XYSeriesCollection();
  private final XYPlot plot;
  private final TextTitle note = new TextTitle("");
  private int[][] shown = new int[3][];
  private final String[][] shownTips = {new String[0], new String[0], new String[0]};
  private final double[][] shownValues = new double[3][];
  private final NumberAxis steadyAxis = new NumberAxis("steady MiB");

  /** A view of {@code model}. */
  public MemoryTimelineChart(MemoryTimelineModel model) {
    super("Memory timeline", List.of(chart()));
    this.model = model;
    this.plot = charts().get(0).getXYPlot();
    plot.setDataset(0, data);
    plot.setRenderer(0, renderer(0, 0));
    plot.setDataset(1, steadyData);
    plot.setRenderer(1, renderer(2, 2));
    steadyAxis.setAutoRangeIncludesZero(true);
    plot.setRangeAxis(1, steadyAxis);
    plot.getRenderer(1)
        .setSeriesStroke(
            0,
            new BasicStroke(
                2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f));
    plot.mapDatasetToRangeAxis(1, 1);
    charts().get(0).addSubtitle(note);
  }

  private static JFreeChart chart() {
    XYPlot plot =
        new XYPlot(null, new NumberAxis("seconds since start"), new NumberAxis("MiB"), null);
    return new JFreeChart("Memory timeline", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
  }

  private XYLineAndShapeRenderer renderer(int firstColour, int seriesOffset) {
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
    renderer.setDrawSeriesLineAsPath(true);
    for (int i = 0; i < 2; i++) {
      renderer.setSeriesPaint(i, ChartTheme.SERIES[firstColour + i]);
      renderer.setSeriesStroke(i, new BasicStroke(1.6f));
    }
    renderer.setDefaultToolTipGenerator((dataset, s, item) -> tooltip(s + seriesOffset, item));
    return renderer;
  }

  /**
   * JFreeChart asks for every drawn point's tooltip while drawing, on the render thread, so this is
   * plain string concatenation over the copies taken by the last rebuild (never the model, which
   * the FX thread keeps filling).
   */
  private String tooltip(int series, int item) {
    if (item >= shownTips[series].length) {
      return "";
    }
    return shownTips[series][item]
        + " · "
        + SERIES_NAMES[series]
        + " "
        + Math.round(shownValues[series][item] * 10) / 10.0
        + " MiB";
  }

  /** Copies the tooltip text and value of every shown point of {@code series}. */
  private void copyTips(int series, DoubleColumn values) {
    int[] rows = shown[series];
    String[] tips = new String[rows.length];
    double[] shownAt = new double[rows.length];
    for (int k = 0; k < rows.length; k++) {
      tips[k] = model.tooltip(rows[k]);
      shownAt[k] = values.get(rows[k]);
    }
    shownTips[series] = tips;
    shownValues[series] = shownAt;
  }

  @Override
  protected void rebuild(int pixelWidth) {
    DoubleColumn t = model.seconds();
    int buckets = pixelWidth / PIXELS_PER_POINT;
    shown =
        new int[][] {
          Decimator.minMax(t, model.rssMb(), buckets),
          Decimator.minMax(t, model.heapMb(), buckets),
          Decimator.minMax(t, model.steadyMb(), buckets)
        };
    copyTips(0, model.rssMb());
    copyTips(1, model.heapMb());
    copyTips(2, model.steadyMb());
    data.removeAllSeries();
    data.addSeries(Series.of("RSS", t, model.rssMb(), shown[0]));
    data.addSeries(Series.of("JVM heap used (approx.)", t, model.heapMb(), shown[1]));
    steadyData.removeAllSeries();
    steadyData.addSeries(Series.of("steady bytes (right axis)", t, model.steadyMb(), shown[2]));
    scaleSteadyAxis();
    markers(pixelWidth * 4.0);
    threshold();
  }

  /**
   * Puts the steady line at about two thirds of the plot's height: with both axes auto-ranged from
   * zero, a flat steady line would sit exactly behind a flat RSS line.
   */
  private void scaleSteadyAxis() {
    Number max = DatasetUtils.findMaximumRangeValue(steadyData);
    if (max == null || !(max.doubleValue() > 0)) {
      steadyAxis.setAutoRange(true);
      return;
    }
    steadyAxis.setRange(0, max.doubleValue() * 1.5);
  }

  private void markers(double plotPixels) {
    plot.clearDomainMarkers();
    DoubleColumn t = model.seconds();
    double from = t.size() == 0 ? 0 : t.get(0);
    double to = t.size() == 0 ? 1 : t.last();
    List<TimeMark> steps = MarkThinner.steps(model.stepMarks(), from, to, plotPixels, MARK_PIXELS);
    steps.forEach(m -> plot.addDomainMarker(marker(m, steps.size() <= MAX_LABELS, false)));
    List<TimeMark> variants =
        MarkThinner.thin(model.variantMarks(), from, to, plotPixels, MARK_PIXELS);
    variants.forEach(m -> plot.addDomainMarker(marker(m, variants.size() <= MAX_LABELS, true)));
  }

  private static ValueMarker marker(TimeMark mark, boolean labelled, boolean variant) {
    ValueMarker m = new ValueMarker(mark.seconds());
    m.setPaint(variant ? new Color(0x8B949E) : new Color(0x8B949E, false));
    m.setStroke(
        variant
            ? new BasicStroke(1.2f)
            : new BasicStroke(
                0.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {3f, 3f}, 0f));
    m.setAlpha(variant ? 0.9f : 0.5f);
    if (labelled) {
      m.setLabel(mark.label());
      m.setLabelPaint(ChartTheme.SERIES[variant ? 4 : 5]);
      m.setLabelAnchor(variant ? RectangleAnchor.TOP_RIGHT : RectangleAnchor.BOTTOM_RIGHT);
      m.setLabelTextAnchor(variant ? TextAnchor.TOP_LEFT : TextAnchor.BOTTOM_LEFT);
    }
    return m;
  }

  private void threshold() {
    plot.clearRangeMarkers();
    double limit = model.thresholdMb();
    double peak = model.peakRssMb();
    NumberAxis axis = (NumberAxis) plot.getRangeAxis();
    if (Double.isNaN(limit)) {
      note.setText("");
      return;
    }
    ValueMarker line = new ValueMarker(limit, ChartTheme.WARNING, new BasicStroke(1.5f));
    line.setLabel("memory_warning_threshold_mb " + (long) limit);
    line.setLabelPaint(ChartTheme.WARNING);
    line.setLabelAnchor(RectangleAnchor.TOP_LEFT);
    line.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
    plot.addRangeMarker(line);
    boolean near = !Double.isNaN(peak) && limit <= 3 * peak;
    axis.setAutoRange(!near);
    if (near) {
      axis.setRange(0, Math.max(peak, limit) * 1.08);
    }
    note.setText(
        near
            ? ""
            : String.format(
                "warning threshold %.0f MiB is above the chart" + " (peak RSS %.0f MiB)",
                limit, Double.isNaN(peak) ? 0 : peak));
  }
}
