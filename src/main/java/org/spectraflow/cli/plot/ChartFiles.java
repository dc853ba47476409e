package org.spectraflow.cli.plot;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ChartModel;
import org.spectraflow.charts.ChartWriter;
import org.spectraflow.charts.Charts;

/**
 * Writes charts into one output folder as {@code <name>.png} and {@code <name>.svg} of the same
 * size, in the light look, through the shared {@link ChartWriter}. The folder is created when
 * missing; a folder that cannot be written is reported with its path before any chart is drawn.
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

  /** Writes the chart of {@code model} at {@code width × height}; returns the PNG and SVG paths. */
  public List<Path> write(ChartModel model, String name, int width, int height) {
    try {
      return ChartWriter.writeBoth(
          Charts.create(model, ChartLook.LIGHT), folder, name, width, height);
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException(
          "--plot: cannot write chart " + name + " into " + folder + ": " + e.getMessage(),
          e.getCause());
    }
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
