package org.spectraflow.ui.model;

import java.nio.file.Path;
import javafx.application.Platform;

/**
 * Opens the studio's predictions window for a model file and spectra (the Apply Model command's own
 * path, off the FX thread), for screenshots: {@code ApplyModelShot MODEL DATA}. Not a test.
 */
public final class ApplyModelShot {

  private ApplyModelShot() {}

  /** Starts JavaFX and applies {@code args[0]} to {@code args[1]}. */
  public static void main(String[] args) {
    Platform.setImplicitExit(false);
    Platform.startup(
        () -> new ModelActions(null, () -> null).apply(Path.of(args[0]), Path.of(args[1])));
  }
}
