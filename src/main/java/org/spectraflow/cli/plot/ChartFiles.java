package org.spectraflow.cli.plot;

import java.awt.Rectangle;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.spectraflow.engine.files.AtomicFiles;

/**
 * Writes charts into one output folder as {@code <name>.png} and {@code <name>.svg} of the same
 * size. The folder is created when missing; a folder that cannot be written is reported with its
 * path before any chart is drawn.
 */
public final class ChartFiles {

  private final Path folder;

  private ChartFiles(Path folder) {
    this.folder = folder;
  }

  /**
   * Creates {@code folder} (and its parents) if needed and checks it can be written.
   *
   * @throws IllegalArgumentException naming the folder when it is not a writable directory
   */
  public static ChartFiles in(Path folder) {
    System.setProperty("java.awt.headless", "true");
    try {
      Files.createDirectories(folder);
    } catch (IOException | UnsupportedOperationException e) {
      throw notWritable(folder, e.getClass().getSimpleName() + " " + e.getMessage());
    }
    if (!Files.isWritable(folder)) {
      throw notWritable(folder, "permission denied");
    }
    return new ChartFiles(folder);
  }

  /** Writes {@code chart} at {@code width × height} pixels; returns the PNG and SVG paths. */
  public List<Path> write(JFreeChart chart, String name, int width, int height) {
    Path png = folder.resolve(name + ".png");
    Path svg = folder.resolve(name + ".svg");
    try {
      AtomicFiles.write(png, out -> ChartUtils.writeChartAsPNG(out, chart, width, height));
      SVGGraphics2D g = new SVGGraphics2D(width, height);
      chart.draw(g, new Rectangle(0, 0, width, height));
      AtomicFiles.writeString(
          svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + g.getSVGElement() + "\n");
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException(
          "--plot: cannot write chart " + name + " into " + folder + ": " + e.getMessage(),
          e.getCause());
    }
    return List.of(png, svg);
  }

  private static IllegalArgumentException notWritable(Path folder, String reason) {
    return new IllegalArgumentException(
        "--plot: cannot write charts into folder "
            + folder
            + " ("
            + reason
            + "); give a writable folder");
  }
}
