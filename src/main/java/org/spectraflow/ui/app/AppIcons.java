package org.spectraflow.ui.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import javafx.scene.image.Image;

/**
 * The application icon at the sizes a window manager picks from (title bar, task switcher, dock).
 * The PNGs are rendered from {@code icons/spectraflow.svg} by {@code icons/render.sh} and ship
 * inside the jar; a missing one is a build error, reported with its resource path.
 */
public final class AppIcons {

  /** Pixel sizes of the bundled window icons, smallest first. */
  public static final List<Integer> SIZES = List.of(16, 32, 48, 64, 128, 256);

  private static final String RESOURCE_DIR = "/org/spectraflow/ui/icons/";

  private AppIcons() {}

  /** Loads every bundled size, smallest first, ready for {@code stage.getIcons().addAll(...)}. */
  public static List<Image> load() {
    return SIZES.stream().map(AppIcons::load).toList();
  }

  /** Loads the icon rendered at {@code size} pixels; the size must be one of {@link #SIZES}. */
  public static Image load(int size) {
    if (!SIZES.contains(size)) {
      throw new IllegalArgumentException(
          "no window icon of " + size + " px: the bundled sizes are " + SIZES);
    }
    String path = resourcePath(size);
    try (InputStream in = AppIcons.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException(
            "window icon resource " + path + " is missing from the jar (run icons/render.sh)");
      }
      return new Image(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read window icon " + path, e);
    }
  }

  /** The classpath resource holding the icon of {@code size} pixels. */
  static String resourcePath(int size) {
    return RESOURCE_DIR + "spectraflow-" + size + ".png";
  }
}
