package org.spectraflow.ui.builder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;

/**
 * Opens the dataset builder window filled in and planned, for screenshots: {@code
 * DatasetBuilderShot REFERENCE ID TARGET OUT FILE...} (add {@code -Dwrite=true} to write too). Not
 * a test.
 */
public final class DatasetBuilderShot {

  private DatasetBuilderShot() {}

  /** Starts JavaFX and shows the window. */
  public static void main(String[] args) {
    List<Path> files = new ArrayList<>();
    for (int i = 4; i < args.length; i++) {
      files.add(Path.of(args[i]));
    }
    Platform.setImplicitExit(false);
    Platform.startup(
        () -> {
          DatasetBuilderWindow w = new DatasetBuilderWindow(null, p -> {});
          w.preset(files, Path.of(args[0]), args[1], args[2], Path.of(args[3]));
          w.show();
          w.start(Boolean.getBoolean("write"));
        });
  }
}
