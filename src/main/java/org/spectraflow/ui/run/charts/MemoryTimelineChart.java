package org.spectraflow.ui.run.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.scene.input.MouseEvent;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;

/**
 * Chart 1: RSS and heap used (MiB, left axis) and the run's data (MiB, right axis: the dataset is
 * usually far smaller than the process) over seconds: the data held by the variants in flight
 * (solid, every branch context alive: its peak is the toolbar's measured data peak) and the
 * finished step's own dataset (dashed, one branch context), named so in the legend and in a
 * subtitle giving both peaks, so that a six-branch run's 38 MB dataset beside its 229 MB held is
 * read as what it is; with light variant boundaries (labelled while few enough to read), the
 * warning threshold line (named in the legend) and tooltips naming variant and step. Step
 * boundaries are drawn only where they can be read: while the run has at most one step per {@value
 * #STEP_PIXELS} pixels every step's (thinned where they crowd), otherwise only the selected
 * variant's steps. The hovered step (from any run view or the canvas) is shaded over each of its
 * spans, the selected step more lightly; the mouse over the plot hovers the step running at that
 * time. Variant boundaries are thinned by {@link MarkThinner} to at most one per {@value
 * #MARK_PIXELS} pixels, spans closer than a pixel merge. Lines are drawn as one path per series
 * (far cheaper than a segment per point), min/max decimated to at most one point per {@value
 * #PIXELS_PER_POINT} pixels: the software renderer's cost grows with the points of a dense zigzag
 * and with full-height marks, and a full redraw of a 1,000-variant run at one point per pixel and a
 * mark per 6 pixels took it about 60 ms, enough to stall the next pulse past 100 ms
 * (RunViewStallBenchmark); now about 27 ms.
 */
public final class MemoryTimelineChart extends LiveChart {

  static final double MARK_PIXELS = 12;
  static final double STEP_PIXELS = 24;
  static final int PIXELS_PER_POINT = 2;
  private static final int MAX_LABELS = 16;
  private static final double LABEL_CHAR_PIXELS = 7;
  private static final double LABEL_GAP_PIXELS = 8;
  private static final double LABEL_ROW_PIXELS = 12;
  private static final double LABEL_INSET = 3;
  static final int VARIANT_ROWS = 2;
  static final int STEP_ROWS = 3;
  private static final String[] SERIES_NAMES = {
    "RSS", "heap used", "data held by the variants in flight", "this step's dataset (one branch)"
  };
  private static final String HELD = "data held by the variants in flight (right axis)";
  private static final String ONE_DATASET = "one branch's dataset after its step (right axis)";
  private static final String THRESHOLD = "memory_warning_threshold_mb ";
  private static final String THRESHOLD_LEGEND = "warning threshold %d MiB";
  private static final Color NO_BACKGROUND = new Color(0, 0, 0, 0);
  private static final Color VARIANT_LINE = new Color(0x8B, 0x94, 0x9E, 89);
  private static final Color STEP_LINE = new Color(0x8B, 0x94, 0x9E, 153);
  private static final Line2D LEGEND_LINE = new Line2D.Double(-7, 0, 7, 0);

  private final MemoryTimelineModel model;
  private final RunSelection selection;
  private final XYSeriesCollection data = new XYSeriesCollection();
  private final XYSeriesCollection steadyData = new XYSeriesCollection();
  private final XYPlot plot;
  private final TextTitle note = new TextTitle("");
  private final TextTitle dataNote = new TextTitle("");
  private int[][] shown = new int[4][];
  private LegendItemCollection thresholdLegend = new LegendItemCollection();
  private final StepSpan[][] shownSpans = {
    new StepSpan[0], new StepSpan[0], new StepSpan[0], new StepSpan[0]
  };
  private final boolean[][] shownCached = new boolean[4][];
  private final double[][] shownValues = new double[4][];
  private final NumberAxis steadyAxis = new NumberAxis("data MiB");
  private int stepLines;
  private int shadedSpans;

  /** A view of {@code model} on its own (no linked hover: export, compare). */
  public MemoryTimelineChart(MemoryTimelineModel model) {
    this(model, new RunSelection());
  }

  /** A view of {@code model} linked to the run views' {@code selection}. */
  public MemoryTimelineChart(MemoryTimelineModel model, RunSelection selection) {
    super("Memory timeline", List.of(chart()));
    this.model = model;
    this.selection = selection;
    this.plot = charts().get(0).getXYPlot();
    plot.setDataset(0, data);
    plot.setRenderer(0, renderer(0, 0));
    plot.setDataset(1, steadyData);
    plot.setRenderer(1, renderer(2, 2));
    steadyAxis.setAutoRangeIncludesZero(true);
    plot.setRangeAxis(1, steadyAxis);
    plot.getRenderer(1).setSeriesPaint(1, ChartTheme.SERIES[5]);
    plot.getRenderer(1)
        .setSeriesStroke(
            1,
            new BasicStroke(
                2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f));
    plot.mapDatasetToRangeAxis(1, 1);
    charts().get(0).getLegend().setSources(new LegendItemSource[] {plot, () -> thresholdLegend});
    charts().get(0).addSubtitle(dataNote);
    charts().get(0).addSubtitle(note);
    viewers().get(0).addChartMouseListener(new HoverStep());
    viewers().get(0).addEventHandler(MouseEvent.MOUSE_EXITED, e -> leave());
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
    if (item >= shownSpans[series].length) {
      return "";
    }
    return MemoryTimelineModel.tooltip(shownSpans[series][item], shownCached[series][item])
        + " · "
        + SERIES_NAMES[series]
        + " "
        + Math.round(shownValues[series][item] * 10) / 10.0
        + " MiB";
  }

  /**
   * Copies the step span, cached flag and value of every shown point of {@code series}; the text is
   * built on the render thread when JFreeChart asks for it (building a tooltip per shown point at
   * every rebuild was a good part of the FX thread's rebuild of a 1,000-variant run).
   */
  private void copyTips(int series, DoubleColumn values) {
    int[] rows = shown[series];
    StepSpan[] spans = new StepSpan[rows.length];
    boolean[] cached = new boolean[rows.length];
    double[] shownAt = new double[rows.length];
    for (int k = 0; k < rows.length; k++) {
      spans[k] = model.span(rows[k]);
      cached[k] = model.cached(rows[k]);
      shownAt[k] = values.get(rows[k]);
    }
    shownSpans[series] = spans;
    shownCached[series] = cached;
    shownValues[series] = shownAt;
  }

  @Override
  protected void rebuild(int pixelWidth) {
    DoubleColumn t = model.seconds();
    double detail = zoomDetail(0, t.size() < 2 ? 0 : t.last() - t.get(0));
    int buckets = (int) (pixelWidth * detail / PIXELS_PER_POINT);
    shown =
        new int[][] {
          Decimator.minMax(t, model.rssMb(), buckets),
          Decimator.minMax(t, model.heapMb(), buckets),
          Decimator.minMax(t, model.heldMb(), buckets),
          Decimator.minMax(t, model.steadyMb(), buckets)
        };
    copyTips(0, model.rssMb());
    copyTips(1, model.heapMb());
    copyTips(2, model.heldMb());
    copyTips(3, model.steadyMb());
    data.removeAllSeries();
    data.addSeries(Series.of("RSS", t, model.rssMb(), shown[0]));
    data.addSeries(Series.of("JVM heap used (approx.)", t, model.heapMb(), shown[1]));
    steadyData.removeAllSeries();
    steadyData.addSeries(Series.of(HELD, t, model.heldMb(), shown[2]));
    steadyData.addSeries(Series.of(ONE_DATASET, t, model.steadyMb(), shown[3]));
    scaleSteadyAxis();
    dataNote.setText(dataNote(model));
    markers(pixelWidth * 4.0 * detail);
    threshold();
  }

  /**
   * Both data peaks in words, in the byte units of the toolbar's estimate: {@code data held by the
   * variants in flight peaked at 229.0 MB (every branch and worker at once); the largest single
   * dataset was 38.2 MB}, plus the step cache's peak once known; empty before the first step.
   */
  static String dataNote(MemoryTimelineModel model) {
    if (model.heldMb().size() == 0) {
      return "";
    }
    long held = model.heldPeakBytes();
    long one = model.largestDatasetBytes();
    String text =
        held > one
            ? "data held by the variants in flight peaked at "
                + ByteFormat.format(held)
                + " (every branch and worker at once); the largest single dataset was "
                + ByteFormat.format(one)
            : "data held by the variants in flight peaked at " + ByteFormat.format(held);
    long cache = model.cachePeakBytes();
    return cache > 0 ? text + "; the step cache held up to " + ByteFormat.format(cache) : text;
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
    List<TimeMark> variants =
        MarkThinner.thin(model.variantMarks(), from, to, plotPixels, MARK_PIXELS);
    double secondsPerPixel = Math.max(to - from, Double.MIN_NORMAL) / plotPixels;
    addMarkers(variants, variants.size() <= MAX_LABELS, true, secondsPerPixel);
    StepKey hovered = selection.hoveredStepProperty().get();
    StepKey selected = selection.stepProperty().get();
    shadedSpans = shade(selected, secondsPerPixel, 0.12f) + shade(hovered, secondsPerPixel, 0.3f);
    List<TimeMark> steps = stepBoundaries(from, to, plotPixels);
    addMarkers(steps, steps.size() <= MAX_LABELS, false, secondsPerPixel);
    stepLines = steps.size();
  }

  /**
   * Adds a line per mark (in time order), labelled while {@code labelled} and only where the label
   * clears the previous label of its row: marks {@value #MARK_PIXELS} pixels apart are further
   * apart than their lines need but closer than their labels ("v1" and "v3" ran into "v1v3"), so a
   * label that would run into the previous one moves a row inwards ({@value #VARIANT_ROWS} rows at
   * the top for variants, {@value #STEP_ROWS} at the bottom for steps), or is left out when every
   * row is taken there.
   */
  private void addMarkers(
      List<TimeMark> marks, boolean labelled, boolean variant, double secondsPerPixel) {
    double[] clearFrom = new double[variant ? VARIANT_ROWS : STEP_ROWS];
    Arrays.fill(clearFrom, Double.NEGATIVE_INFINITY);
    for (TimeMark m : marks) {
      int row = labelled ? freeRow(clearFrom, m.seconds()) : -1;
      ValueMarker marker = marker(m, row >= 0, variant);
      if (row >= 0) {
        clearFrom[row] = m.seconds() + labelPixels(m.label()) * secondsPerPixel;
        double inwards = LABEL_INSET + row * LABEL_ROW_PIXELS;
        marker.setLabelOffset(
            variant
                ? new RectangleInsets(inwards, LABEL_INSET, LABEL_INSET, LABEL_INSET)
                : new RectangleInsets(LABEL_INSET, LABEL_INSET, inwards, LABEL_INSET));
      }
      plot.addDomainMarker(marker);
    }
  }

  private static int freeRow(double[] clearFrom, double seconds) {
    for (int row = 0; row < clearFrom.length; row++) {
      if (seconds >= clearFrom[row]) {
        return row;
      }
    }
    return -1;
  }

  /**
   * A generous width of a mark's label in pixels (JFreeChart's 9-point marker font, the gap from
   * its line and a margin for the plot being narrower than the chart).
   */
  static double labelPixels(String label) {
    return LABEL_CHAR_PIXELS * label.length() + LABEL_GAP_PIXELS;
  }

  /**
   * While the run has no more steps than fit one per {@value #STEP_PIXELS} pixels on average, every
   * step's end, thinned where steps crowd; otherwise only the selected variant's, thinned to
   * {@value #MARK_PIXELS} pixels (the hovered and selected steps are shaded instead).
   */
  private List<TimeMark> stepBoundaries(double from, double to, double plotPixels) {
    if (model.stepCount() <= plotPixels / STEP_PIXELS) {
      return MarkThinner.thin(model.stepMarks(), from, to, plotPixels, STEP_PIXELS);
    }
    Integer variant = selection.variantProperty().get();
    if (variant == null) {
      return List.of();
    }
    List<TimeMark> chosen = new ArrayList<>();
    for (StepSpan s : model.stepSpans()) {
      if (s.variant() == variant) {
        chosen.add(new TimeMark(s.to(), s.label()));
      }
    }
    return MarkThinner.thin(chosen, from, to, plotPixels, MARK_PIXELS);
  }

  /**
   * Shades the spans of {@code step} (none when null), merging spans less than a pixel apart;
   * returns the number of shaded intervals.
   */
  private int shade(StepKey step, double secondsPerPixel, float alpha) {
    if (step == null) {
      return 0;
    }
    int count = 0;
    double start = Double.NaN;
    double end = Double.NaN;
    for (StepSpan s : model.stepSpans()) {
      if (!step.covers(s.key())) {
        continue;
      }
      if (!Double.isNaN(end) && s.from() - end <= secondsPerPixel) {
        end = Math.max(end, s.to());
        continue;
      }
      if (!Double.isNaN(start)) {
        plot.addDomainMarker(interval(start, end, secondsPerPixel, alpha));
        count++;
      }
      start = s.from();
      end = s.to();
    }
    if (!Double.isNaN(start)) {
      plot.addDomainMarker(interval(start, end, secondsPerPixel, alpha));
      count++;
    }
    return count;
  }

  /** A shaded interval at least a pixel wide, so that a fast step stays visible. */
  private static IntervalMarker interval(
      double from, double to, double secondsPerPixel, float alpha) {
    IntervalMarker m =
        new IntervalMarker(from, Math.max(to, from + secondsPerPixel), ChartTheme.SERIES[4]);
    m.setAlpha(alpha);
    return m;
  }

  private static ValueMarker marker(TimeMark mark, boolean labelled, boolean variant) {
    ValueMarker m = new ValueMarker(mark.seconds());
    // the line is faint, its label opaque: a marker's alpha would fade its label too
    m.setPaint(variant ? VARIANT_LINE : STEP_LINE);
    m.setAlpha(1f);
    m.setStroke(
        variant
            ? new BasicStroke(0.8f)
            : new BasicStroke(
                0.8f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {3f, 3f}, 0f));
    if (labelled) {
      m.setLabel(mark.label());
      m.setLabelPaint(ChartTheme.SERIES[variant ? 4 : 5]);
      m.setLabelBackgroundColor(NO_BACKGROUND);
      m.setLabelAnchor(variant ? RectangleAnchor.TOP_RIGHT : RectangleAnchor.BOTTOM_RIGHT);
      m.setLabelTextAnchor(variant ? TextAnchor.TOP_LEFT : TextAnchor.BOTTOM_LEFT);
    }
    return m;
  }

  /** Step boundary lines drawn at the last rebuild (tests). */
  public int stepLines() {
    return stepLines;
  }

  /** Shaded step spans (hovered and selected) drawn at the last rebuild (tests). */
  public int shadedSpans() {
    return shadedSpans;
  }

  private void leave() {
    if (selection.hoveredStepProperty().get() != null) {
      selection.hoveredStepProperty().set(null);
    }
  }

  /** Hovers the step running at the mouse's time; none outside the plot. */
  private final class HoverStep implements ChartMouseListenerFX {
    @Override
    public void chartMouseClicked(ChartMouseEventFX event) {}

    @Override
    public void chartMouseMoved(ChartMouseEventFX event) {
      Rectangle2D area = viewers().get(0).dataArea();
      double x = event.getTrigger().getX();
      StepKey step = null;
      if (area != null && x >= area.getMinX() && x <= area.getMaxX()) {
        double seconds = plot.getDomainAxis().java2DToValue(x, area, plot.getDomainAxisEdge());
        step = model.stepAt(seconds);
      }
      selection.hoveredStepProperty().set(step);
    }
  }

  private void threshold() {
    plot.clearRangeMarkers();
    thresholdLegend = new LegendItemCollection();
    double limit = model.thresholdMb();
    double peak = model.peakRssMb();
    NumberAxis axis = (NumberAxis) plot.getRangeAxis();
    if (Double.isNaN(limit)) {
      note.setText("");
      return;
    }
    BasicStroke stroke = new BasicStroke(1.5f);
    plot.addRangeMarker(new ValueMarker(limit, ChartTheme.WARNING, stroke));
    boolean near = !Double.isNaN(peak) && limit <= 3 * peak;
    if (near) {
      // named in the legend, not on the line: near the top of the plot, a label on the line sat
      // among the variant labels ("v0" drawn over it)
      LegendItemCollection items = new LegendItemCollection();
      items.add(
          new LegendItem(
              String.format(THRESHOLD_LEGEND, (long) limit),
              null,
              THRESHOLD + (long) limit + " (Cache config tab)",
              null,
              LEGEND_LINE,
              stroke,
              ChartTheme.WARNING));
      thresholdLegend = items;
    }
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
