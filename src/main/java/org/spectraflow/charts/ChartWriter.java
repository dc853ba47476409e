package org.spectraflow.charts;

import java.awt.Rectangle;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.spectraflow.engine.files.AtomicFiles;

/**
 * The one writer of chart files, for the command line's {@code --plot} and the studio's "Save as"
 * and export: draws a chart at a size as PNG or SVG and replaces the file atomically ({@link
 * AtomicFiles}: a reader sees the old file or the new one, no temporary file is left). Headless
 * (Java2D only). Any thread; the caller makes sure nothing changes the chart while it is drawn.
 */
public final class ChartWriter {

  private ChartWriter() {}

  /**
   * Draws {@code chart} at {@code width × height} pixels into {@code file} in {@code format}.
   *
   * @throws UncheckedIOException naming the file when it cannot be written (it is then unchanged)
   */
  public static void write(JFreeChart chart, ChartFormat format, Path file, int width, int height) {
    if (format == ChartFormat.PNG) {
      AtomicFiles.write(file, out -> ChartUtils.writeChartAsPNG(out, chart, width, height));
    } else {
      AtomicFiles.write(
          file, out -> out.write(svg(chart, width, height).getBytes(StandardCharsets.UTF_8)));
    }
  }

  /**
   * Writes {@code chart} as {@code <name>.png} and {@code <name>.svg} of the same size into {@code
   * folder}; returns the two files, PNG first.
   */
  public static List<Path> writeBoth(
      JFreeChart chart, Path folder, String name, int width, int height) {
    List<Path> written = new ArrayList<>();
    for (ChartFormat format : ChartFormat.values()) {
      Path file = folder.resolve(name + format.extension());
      write(chart, format, file, width, height);
      written.add(file);
    }
    return written;
  }

  /**
   * The {@code <svg>} element of {@code chart} at {@code width × height}, to inline in an HTML
   * page: no XML declaration, and its clip paths and gradients named with {@code idPrefix} so
   * several charts in one page never share an id.
   */
  public static String svgElement(JFreeChart chart, int width, int height, String idPrefix) {
    SVGGraphics2D g = new SVGGraphics2D(width, height);
    g.setDefsKeyPrefix(idPrefix);
    chart.draw(g, new Rectangle(0, 0, width, height));
    return g.getSVGElement();
  }

  /** The SVG document of {@code chart} at {@code width × height}, with its XML declaration. */
  static String svg(JFreeChart chart, int width, int height) {
    SVGGraphics2D g = new SVGGraphics2D(width, height);
    chart.draw(g, new Rectangle(0, 0, width, height));
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + g.getSVGElement() + "\n";
  }
}
