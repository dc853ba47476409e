package org.spectraflow.ui.run.charts;

import java.awt.Rectangle;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/**
 * The two file formats a chart is saved in: PNG (JFreeChart's {@code ChartUtils}) and SVG
 * (JFreeSVG). The one implementation of chart files in the studio: the run view's "Export charts"
 * and each live chart's "Save as" menu both write through it. Any thread; the caller makes sure
 * nothing changes the chart while it is drawn.
 */
public enum ChartFormat {
  /** A raster image. */
  PNG,
  /** A vector image. */
  SVG;

  /** The file extension, with its dot: {@code .png}. */
  public String extension() {
    return "." + name().toLowerCase(Locale.ROOT);
  }

  /**
   * Draws {@code chart} at {@code width × height} pixels into {@code file}.
   *
   * @throws UncheckedIOException naming the file when it cannot be written
   */
  public void write(JFreeChart chart, Path file, int width, int height) {
    try {
      if (this == PNG) {
        ChartUtils.saveChartAsPNG(file.toFile(), chart, width, height);
      } else {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        chart.draw(g, new Rectangle(width, height));
        SVGUtils.writeToSVG(file.toFile(), g.getSVGElement());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write chart " + name() + " " + file + ": " + e.getMessage(), e);
    }
  }
}
