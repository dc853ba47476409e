package org.spectraflow.ui.run.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.spectraflow.charts.ChartWriter;
import org.spectraflow.ui.run.charts.LiveChart;

/**
 * Writes every chart of the run views to PNG and SVG files (the shared {@link ChartWriter}).
 * Stateless.
 */
public final class ChartExport {

  private ChartExport() {}

  /**
   * Writes every chart of {@code views} to {@code folder} as PNG and SVG, named after the view
   * ({@code memory-timeline.png}, {@code copy-on-write-2.svg}); returns the files written.
   */
  public static List<Path> exportAll(List<LiveChart> views, Path folder, int width, int height) {
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create export folder " + folder, e);
    }
    List<Path> written = new ArrayList<>();
    for (LiveChart view : views) {
      List<JFreeChart> charts = view.charts();
      for (int i = 0; i < charts.size(); i++) {
        String base = slug(view.title()) + (charts.size() > 1 ? "-" + (i + 1) : "");
        written.addAll(ChartWriter.writeBoth(charts.get(i), folder, base, width, height));
      }
    }
    return written;
  }

  /** {@code Memory timeline} → {@code memory-timeline}. */
  public static String slug(String title) {
    return title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
  }
}
