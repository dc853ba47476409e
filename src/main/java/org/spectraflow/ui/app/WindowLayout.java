package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import javafx.geometry.Rectangle2D;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.files.StateProperties;

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

  /** The keys of the layout file. */
  static final List<String> KEYS =
      List.of(
          "x",
          "y",
          "width",
          "height",
          "maximized",
          "paletteSplit",
          "inspectorSplit",
          "bottomSplit",
          "outlineSplit",
          "theme");

  /**
   * Reads the layout through {@code state}: the defaults when the file is absent, or when it is
   * damaged (then it is set aside and recorded). Reads the file: call it off the FX thread.
   */
  public static WindowLayout load(Path file, StateFiles state) {
    return state
        .read(file, StateFiles.SETTINGS_MAX_BYTES, WindowLayout::parse)
        .orElseGet(WindowLayout::defaults);
  }

  /**
   * The layout in a layout file's text.
   *
   * @throws IllegalArgumentException when it is damaged (says what is wrong)
   */
  static WindowLayout parse(String text) {
    StateProperties p = StateProperties.parse(text, KEYS);
    WindowLayout d = defaults();
    return new WindowLayout(
        p.number("x", d.x()),
        p.number("y", d.y()),
        size(p, "width", d.width()),
        size(p, "height", d.height()),
        p.bool("maximized", false),
        split(p, "paletteSplit", d.paletteSplit()),
        split(p, "inspectorSplit", d.inspectorSplit()),
        split(p, "bottomSplit", d.bottomSplit()),
        split(p, "outlineSplit", d.outlineSplit()),
        p.get("theme", Theme.LIGHT, t -> Theme.valueOf(t.toUpperCase(Locale.ROOT))));
  }

  private static double size(StateProperties p, String key, double def) {
    return p.get(key, def, t -> within(Double.parseDouble(t), 100, 100_000));
  }

  private static double split(StateProperties p, String key, double def) {
    return p.get(key, def, t -> within(Double.parseDouble(t), 0, 1));
  }

  private static double within(double v, double min, double max) {
    if (!(v >= min && v <= max)) {
      throw new IllegalArgumentException("not within " + min + ".." + max);
    }
    return v;
  }

  /** Writes the layout atomically; a failure is recorded in {@code state}. */
  public void save(Path file, StateFiles state) {
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
    state.write(StateProperties.render(p, "SpectraFlow studio window"), file);
  }
}
