package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.StepPath;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File ▸ Open Session replaces the document, so it asks "Save changes?" as Open and New do; a
 * damaged session file is one alert naming it, and the document stays.
 */
@ExtendWith(ApplicationExtension.class)
class OpenSessionTest {

  @TempDir Path home;

  private StudioFixture studio;

  @Start
  void start(Stage primary) {
    studio = new StudioFixture(primary, home);
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(studio.window::dispose);
  }

  private DialogPane dialog(FxRobot robot) {
    WaitForAsyncUtils.waitForFxEvents();
    return robot.lookup(".dialog-pane").queryAs(DialogPane.class);
  }

  @Test
  void openSessionAsksToSaveAModifiedDocumentAndCancelKeepsIt(FxRobot robot) {
    robot.interact(
        () -> {
          studio.model.editor().selectionProperty().set(StepPath.step(0));
          studio.model.actions().deleteSelection();
        });
    PipelineDocument edited = studio.model.editor().document();
    assertThat(studio.model.editor().dirtyProperty().get()).isTrue();

    Platform.runLater(() -> studio.window.workspace().actions().openSession());

    assertThat(dialog(robot).getHeaderText()).startsWith("Save changes to");
    robot.clickOn("Cancel");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup(".dialog-pane").tryQuery()).isEmpty();
    assertThat(studio.model.editor().document()).isSameAs(edited);
  }

  @Test
  void aDamagedSessionIsOneAlertNamingTheFileAndTheDocumentStays(FxRobot robot) throws Exception {
    Path file =
        Files.writeString(
            home.resolve("run.sfsession.json"),
            "{\"format\": \"spectraflow-run-session\", \"version\": 1, \"document\": \"[]\"}");
    PipelineDocument before = studio.model.editor().document();

    var opened = studio.window.workspace().actions().openSessionFile(file);

    WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS, () -> opened.isDone());
    assertThat(opened).isCompletedExceptionally();
    DialogPane alert = dialog(robot);
    assertThat(alert.getHeaderText()).isEqualTo("Open session failed");
    assertThat(alert.getContentText())
        .startsWith("cannot read run session " + file + ": ")
        .doesNotContain("NullPointerException");
    assertThat(studio.model.editor().document()).isSameAs(before);
    robot.clickOn("OK");
  }
}
