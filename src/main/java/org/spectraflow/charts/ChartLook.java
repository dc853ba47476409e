package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.RectangleInsets;

/**
 * The one look of every chart, in the command line's files and in the studio: fonts, the series
 * palette (readable on both backgrounds) and the light or dark colours, matching AtlantaFX's Primer
 * Light and Primer Dark. The convention every chart follows: ordinary items in {@link #MAIN} blue,
 * the best item (best model, steady bytes) in {@link #ACCENT} orange, reference lines (identity
 * line) in the look's {@link #guide()} grey. Stateless.
 */
public enum ChartLook {
  /** Dark text on white. */
  LIGHT(Color.WHITE, new Color(0x24292F), new Color(0xD0D7DE), new Color(0x57606A)),
  /** Light text on Primer Dark's background. */
  DARK(new Color(0x0D1117), new Color(0xC9D1D9), new Color(0x30363D), new Color(0x8B949E));

  private static final Color[] SERIES = {
    new Color(0x3B82F6),
    new Color(0xF59E0B),
    new Color(0x10B981),
    new Color(0xEF4444),
    new Color(0xA855F7),
    new Color(0x14B8A6)
  };

  /** Ordinary items: other models, points, RSS (blue, the palette's first colour). */
  public static final Color MAIN = SERIES[0];

  /** The highlighted item: the best model, steady bytes (orange, the palette's second colour). */
  public static final Color ACCENT = SERIES[1];

  /** Warning lines: thresholds, budgets. */
  public static final Color WARNING = new Color(0xDC2626);

  /** Chart titles. */
  public static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 13);

  /** Axis labels, tick labels, legends and subtitles. */
  public static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

  /** Value labels on bars. */
  public static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 10);

  /** A dashed line. */
  public static final BasicStroke DASHED =
      new BasicStroke(
          1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);

  private static final RectangleInsets PADDING = new RectangleInsets(6, 6, 6, 20);

  private final Color background;
  private final Color text;
  private final Color grid;
  private final Color guide;

  ChartLook(Color background, Color text, Color grid, Color guide) {
    this.background = background;
    this.text = text;
    this.grid = grid;
    this.guide = guide;
  }

  /** The dark look when {@code dark}, else the light one. */
  public static ChartLook of(boolean dark) {
    return dark ? DARK : LIGHT;
  }

  /** The series palette in order: blue, orange, green, red, purple, teal (a copy). */
  public static Color[] palette() {
    return SERIES.clone();
  }

  /** The background of the chart and its plot. */
  public Color background() {
    return background;
  }

  /** Titles, labels and axis lines. */
  public Color text() {
    return text;
  }

  /** Grid lines and the plot's outline. */
  public Color grid() {
    return grid;
  }

  /** Reference lines such as the identity line. */
  public Color guide() {
    return guide;
  }

  /** Colours {@code chart}'s background, titles, legend, plot, grid and axes; returns it. */
  public JFreeChart apply(JFreeChart chart) {
    chart.setBackgroundPaint(background);
    chart.setAntiAlias(true);
    // room on the right so a right-hand axis and its last tick label are not clipped
    chart.setPadding(PADDING);
    for (int i = 0; i < chart.getSubtitleCount(); i++) {
      title(chart.getSubtitle(i));
    }
    if (chart.getTitle() != null) {
      chart.getTitle().setPaint(text);
      chart.getTitle().setFont(TITLE);
    }
    plot(chart.getPlot());
    return chart;
  }

  private void title(Title t) {
    if (t instanceof LegendTitle legend) {
      legend.setBackgroundPaint(background);
      legend.setItemPaint(text);
      legend.setItemFont(LABEL);
    } else if (t instanceof TextTitle tt) {
      tt.setPaint(text);
      tt.setFont(LABEL);
    } else if (t instanceof PaintScaleLegend scale) {
      scale.setBackgroundPaint(background);
      axis(scale.getAxis());
      scale.getAxis().setTickLabelFont(SMALL);
    }
  }

  private void plot(Plot plot) {
    plot.setBackgroundPaint(background);
    plot.setOutlinePaint(grid);
    plot.setNoDataMessagePaint(text);
    plot.setNoDataMessageFont(LABEL);
    switch (plot) {
      case CombinedDomainXYPlot combined -> {
        axis(combined.getDomainAxis());
        combined.getSubplots().forEach(this::plot);
      }
      case XYPlot xy -> {
        xy.setDomainGridlinePaint(grid);
        xy.setRangeGridlinePaint(grid);
        xy.setDomainGridlineStroke(new BasicStroke(0.5f));
        xy.setRangeGridlineStroke(new BasicStroke(0.5f));
        for (int i = 0; i < xy.getRangeAxisCount(); i++) {
          axis(xy.getRangeAxis(i));
        }
        axis(xy.getDomainAxis());
      }
      case CategoryPlot cat -> {
        cat.setRangeGridlinePaint(grid);
        axis(cat.getDomainAxis());
        axis(cat.getRangeAxis());
      }
      default -> {}
    }
  }

  private void axis(Axis axis) {
    if (axis == null) {
      return;
    }
    Paint paint = text;
    axis.setLabelPaint(paint);
    axis.setTickLabelPaint(paint);
    axis.setAxisLinePaint(paint);
    axis.setTickMarkPaint(paint);
    axis.setLabelFont(LABEL);
    axis.setTickLabelFont(LABEL);
  }

  /** {@code text} cut in the middle with an ellipsis so it is at most {@code max} characters. */
  public static String shorten(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int head = (max - 1) * 2 / 5;
    int tail = max - 1 - head;
    return text.substring(0, head) + "…" + text.substring(text.length() - tail);
  }
}
