package org.spectraflow.ui.app;

import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Base of the studio window tests: a temporary home, the studio opened on the test's stage by
 * {@link #openStudio} (called from the subclass's {@code @Start} method: TestFX reads only declared
 * ones), and the window disposed on the FX thread after each test.
 */
@ExtendWith(ApplicationExtension.class)
abstract class StudioWindowTest {

  @TempDir Path home;

  StudioFixture studio;

  /** Opens the studio on {@code stage} with the native file prompts. */
  void openStudio(Stage stage) {
    studio = new StudioFixture(stage, home);
  }

  @AfterEach
  void closeStudio() throws Exception {
    if (studio != null) {
      WaitForAsyncUtils.asyncFx(studio.window::dispose).get();
    }
  }
}
