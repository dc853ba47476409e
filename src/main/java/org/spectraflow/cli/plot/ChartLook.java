package org.spectraflow.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.title.TextTitle;

/**
 * The shared look of the command line's charts: white background, light grid, one accent colour for
 * the highlighted item and a muted one for the rest, a readable subtitle.
 */
final class ChartLook {

  /** The highlighted item (best model, steady bytes). */
  static final Color ACCENT = new Color(0xD9, 0x5F, 0x02);

  /** Ordinary items (other models, points, RSS). */
  static final Color MAIN = new Color(0x1F, 0x77, 0xB4);

  /** Reference lines (identity line). */
  static final Color GUIDE = new Color(0x55, 0x55, 0x55);

  /** Grid lines. */
  static final Color GRID = new Color(0xDD, 0xDD, 0xDD);

  /** Tick labels and subtitles. */
  static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

  /** A dashed line stroke. */
  static final BasicStroke DASHED =
      new BasicStroke(
          1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);

  private ChartLook() {}

  /** Applies the background and the subtitle lines to {@code chart}; returns it. */
  static JFreeChart styled(JFreeChart chart, String... subtitles) {
    chart.setBackgroundPaint(Color.WHITE);
    chart.setAntiAlias(true);
    chart.setTextAntiAlias(true);
    Plot plot = chart.getPlot();
    plot.setBackgroundPaint(Color.WHITE);
    plot.setOutlinePaint(GRID);
    for (String subtitle : subtitles) {
      TextTitle sub = new TextTitle(subtitle, SMALL);
      sub.setPaint(Color.DARK_GRAY);
      chart.addSubtitle(sub);
    }
    return chart;
  }

  /** {@code text} cut in the middle with an ellipsis so it is at most {@code max} characters. */
  static String shorten(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int head = (max - 1) * 2 / 5;
    int tail = max - 1 - head;
    return text.substring(0, head) + "…" + text.substring(text.length() - tail);
  }
}
