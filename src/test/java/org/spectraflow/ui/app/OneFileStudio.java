package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.Stage;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * Base of the "Done when" builds: the real studio window on a temporary home, whose open and save
 * prompts always answer with one file, {@code d03.json} in that home.
 */
abstract class OneFileStudio extends StudioWindowTest {

  Path file;

  /**
   * Opens the studio; call it from the subclass's {@code @Start} method (TestFX reads only declared
   * ones).
   */
  @Override
  void openStudio(Stage stage) {
    file = home.resolve("d03.json");
    studio = new StudioFixture(stage, home, new FixedFile());
  }

  PipelineDocument document() {
    return studio.model.editor().document();
  }

  /** Answers every open and save prompt with the test's file. */
  private final class FixedFile implements FilePrompt {
    @Override
    public Optional<Path> fileToOpen() {
      return Optional.of(file);
    }

    @Override
    public Optional<Path> fileToSave(String suggestedName) {
      return Optional.of(file);
    }
  }
}
