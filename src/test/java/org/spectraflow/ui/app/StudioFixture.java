package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.Stage;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.pipeline.OperatorRegistry;
import org.spectraflow.ui.editor.TextClipboard;

/** Builds the studio window on a test stage with direct executors and a temporary home folder. */
final class StudioFixture {

  final StudioModel model;
  final MainWindow window;
  final MemoryClipboard clipboard = new MemoryClipboard();

  StudioFixture(Stage stage, Path home) {
    model = new StudioModel(OperatorRegistry.standard(), new StudioPaths(home), RunAction.notWired(),
        SyntheticNirs.defaults(), Runnable::run, Runnable::run, Runnable::run, "test-session");
    window = new MainWindow(model, stage, clipboard, WindowLayout.defaults());
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
