package org.spectraflow.ui.app;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import javafx.geometry.Rectangle2D;
import org.spectraflow.ui.files.DocumentFiles;

/**
 * The remembered window: position, size, maximised, the three split positions and the theme. Stored
 * as a small properties file; a missing or unreadable file gives the defaults.
 */
public record WindowLayout(
    double x,
    double y,
    double width,
    double height,
    boolean maximized,
    double paletteSplit,
    double inspectorSplit,
    double bottomSplit,
    double outlineSplit,
    Theme theme) {

  /** A 1440×900 window, centred by the window manager, light theme. */
  public static WindowLayout defaults() {
    return new WindowLayout(
        Double.NaN, Double.NaN, 1440, 900, false, 0.19, 0.77, 0.70, 0.60, Theme.LIGHT);
  }

  /**
   * This layout on a screen whose usable area is {@code screen}: no larger than it, and placed
   * inside it (a position off the screen, as after a monitor was unplugged, is dropped so the
   * window manager centres the window). Splits and theme are kept.
   */
  public WindowLayout fittedTo(Rectangle2D screen) {
    double w = Math.min(width, screen.getWidth());
    double h = Math.min(height, screen.getHeight());
    boolean placed =
        !Double.isNaN(x)
            && !Double.isNaN(y)
            && x >= screen.getMinX()
            && y >= screen.getMinY()
            && x + w <= screen.getMaxX()
            && y + h <= screen.getMaxY();
    return new WindowLayout(
        placed ? x : Double.NaN,
        placed ? y : Double.NaN,
        w,
        h,
        maximized,
        paletteSplit,
        inspectorSplit,
        bottomSplit,
        outlineSplit,
        theme);
  }

  /** Reads the layout, or the defaults when the file is absent or damaged. */
  public static WindowLayout load(Path file) {
    if (!Files.isRegularFile(file)) {
      return defaults();
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
      WindowLayout d = defaults();
      return new WindowLayout(
          num(p, "x", d.x()),
          num(p, "y", d.y()),
          num(p, "width", d.width()),
          num(p, "height", d.height()),
          Boolean.parseBoolean(p.getProperty("maximized", "false")),
          num(p, "paletteSplit", d.paletteSplit()),
          num(p, "inspectorSplit", d.inspectorSplit()),
          num(p, "bottomSplit", d.bottomSplit()),
          num(p, "outlineSplit", d.outlineSplit()),
          Theme.valueOf(p.getProperty("theme", "LIGHT")));
    } catch (IOException | IllegalArgumentException e) {
      return defaults();
    }
  }

  /** Writes the layout atomically. */
  public void save(Path file) {
    Properties p = new Properties();
    p.setProperty("x", Double.toString(x));
    p.setProperty("y", Double.toString(y));
    p.setProperty("width", Double.toString(width));
    p.setProperty("height", Double.toString(height));
    p.setProperty("maximized", Boolean.toString(maximized));
    p.setProperty("paletteSplit", Double.toString(paletteSplit));
    p.setProperty("inspectorSplit", Double.toString(inspectorSplit));
    p.setProperty("bottomSplit", Double.toString(bottomSplit));
    p.setProperty("outlineSplit", Double.toString(outlineSplit));
    p.setProperty("theme", theme.name());
    StringWriter text = new StringWriter();
    try {
      p.store(text, "SpectraFlow studio window");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    DocumentFiles.writeAtomically(text.toString(), file);
  }

  private static double num(Properties p, String key, double def) {
    try {
      return Double.parseDouble(p.getProperty(key, Double.toString(def)));
    } catch (NumberFormatException e) {
      return def;
    }
  }
}
