package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Base of the "Done when" builds: the real studio window on a temporary home, whose open and save
 * prompts always answer with one file, {@code d03.json} in that home.
 */
@ExtendWith(ApplicationExtension.class)
abstract class OneFileStudio {

  @TempDir Path home;

  Path file;
  StudioFixture studio;

  /**
   * Opens the studio; call it from the subclass's {@code @Start} method (TestFX reads only declared
   * ones).
   */
  void openStudio(Stage stage) {
    file = home.resolve("d03.json");
    studio = new StudioFixture(stage, home, new FixedFile());
  }

  @AfterEach
  void close() throws Exception {
    WaitForAsyncUtils.asyncFx(studio.window::dispose).get();
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
