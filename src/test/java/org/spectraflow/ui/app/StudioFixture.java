package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Optional;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.ui.editor.TextClipboard;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunEngine;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.StopGate;

/**
 * Builds the studio window on a test stage with direct executors for the editor's models, a
 * temporary home folder, and a real background run model on a small synthetic dataset.
 */
final class StudioFixture {

  /** A small synthetic dataset, so the 64-variant demo runs in a few seconds. */
  static final int SAMPLES = 40;

  static final int WAVELENGTHS = 48;

  final StudioModel model;

  /** The engine the studio runs on; arm it for a Stop test. */
  final StopGate engine = new StopGate(RunEngine.standard());

  final MainWindow window;
  final MemoryClipboard clipboard = new MemoryClipboard();

  StudioFixture(Stage stage, Path home) {
    this(stage, home, null);
  }

  /** The studio with {@code files} answering open/save prompts (null: the native file chooser). */
  StudioFixture(Stage stage, Path home, FilePrompt files) {
    RunModel run =
        new RunModel(engine, RunModel.runThread(), Platform::runLater, InstantSource.system());
    run.datasetProperty().set(DatasetChoice.demo(SAMPLES, WAVELENGTHS));
    model =
        new StudioModel(
            OperatorRegistry.standard(),
            new StudioPaths(home),
            run,
            Runnable::run,
            Runnable::run,
            Runnable::run,
            "test-session");
    window =
        files == null
            ? new MainWindow(model, stage, clipboard, WindowLayout.defaults())
            : new MainWindow(model, stage, clipboard, WindowLayout.defaults(), files);
    model.files().show(DemoPipeline.load());
    stage.show();
    window.fitCanvas();
  }

  /** A clipboard in memory. */
  static final class MemoryClipboard implements TextClipboard {
    private String text;

    @Override
    public Optional<String> text() {
      return Optional.ofNullable(text);
    }

    @Override
    public void put(String value) {
      text = value;
    }
  }
}
