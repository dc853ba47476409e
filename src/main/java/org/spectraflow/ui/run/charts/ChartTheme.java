package org.spectraflow.ui.run.charts;

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
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;
import org.jfree.chart.ui.RectangleInsets;

/**
 * Light and dark colours for JFreeChart charts, matching AtlantaFX's Primer Light and Primer Dark
 * backgrounds, and the series palette every chart draws with (readable on both). Stateless.
 */
public final class ChartTheme {

  /** Series colours in order: blue, orange, green, red, purple, teal. */
  public static final Color[] SERIES = {
    new Color(0x3B82F6),
    new Color(0xF59E0B),
    new Color(0x10B981),
    new Color(0xEF4444),
    new Color(0xA855F7),
    new Color(0x14B8A6)
  };

  /** The colour of warning lines (thresholds, budgets). */
  public static final Color WARNING = new Color(0xDC2626);

  private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 13);
  private static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

  private ChartTheme() {}

  private static final RectangleInsets PADDING = new RectangleInsets(6, 6, 6, 20);

  /** Recolours {@code chart} for the dark or light theme. */
  public static void apply(JFreeChart chart, boolean dark) {
    Color background = dark ? new Color(0x0D1117) : Color.WHITE;
    Color text = dark ? new Color(0xC9D1D9) : new Color(0x24292F);
    Color grid = dark ? new Color(0x30363D) : new Color(0xD0D7DE);
    chart.setBackgroundPaint(background);
    chart.setAntiAlias(true);
    // room on the right so a right-hand axis and its last tick label are not clipped
    chart.setPadding(PADDING);
    for (int i = 0; i < chart.getSubtitleCount(); i++) {
      title(chart.getSubtitle(i), text, background);
    }
    if (chart.getTitle() != null) {
      chart.getTitle().setPaint(text);
      chart.getTitle().setFont(TITLE);
    }
    plot(chart.getPlot(), background, text, grid);
  }

  private static void title(Title t, Color text, Color background) {
    if (t instanceof LegendTitle legend) {
      legend.setBackgroundPaint(background);
      legend.setItemPaint(text);
      legend.setItemFont(LABEL);
    } else if (t instanceof TextTitle tt) {
      tt.setPaint(text);
      tt.setFont(LABEL);
    }
  }

  private static void plot(Plot plot, Color background, Color text, Paint grid) {
    plot.setBackgroundPaint(background);
    plot.setOutlinePaint(grid);
    plot.setNoDataMessagePaint(text);
    plot.setNoDataMessageFont(LABEL);
    switch (plot) {
      case CombinedDomainXYPlot combined -> {
        axis(combined.getDomainAxis(), text);
        combined.getSubplots().forEach(p -> plot(p, background, text, grid));
      }
      case XYPlot xy -> {
        xy.setDomainGridlinePaint(grid);
        xy.setRangeGridlinePaint(grid);
        xy.setDomainGridlineStroke(new BasicStroke(0.5f));
        xy.setRangeGridlineStroke(new BasicStroke(0.5f));
        for (int i = 0; i < xy.getRangeAxisCount(); i++) {
          axis(xy.getRangeAxis(i), text);
        }
        axis(xy.getDomainAxis(), text);
      }
      case CategoryPlot cat -> {
        cat.setRangeGridlinePaint(grid);
        axis(cat.getDomainAxis(), text);
        axis(cat.getRangeAxis(), text);
      }
      default -> {}
    }
  }

  private static void axis(Axis axis, Color text) {
    if (axis == null) {
      return;
    }
    axis.setLabelPaint(text);
    axis.setTickLabelPaint(text);
    axis.setAxisLinePaint(text);
    axis.setTickMarkPaint(text);
    axis.setLabelFont(LABEL);
    axis.setTickLabelFont(LABEL);
  }
}
