package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Bounds;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.StepPath;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * Undo in the real window: a value committed with Enter, then by the click that takes focus away,
 * is one entry.
 */
class UndoTest extends StudioWindowTest {

  private static final StepPath SAVITZKY_GOLAY =
      StepPath.step(0).key("_cartesian_").index(1).key("_or_").index(2);

  @Start
  void start(Stage stage) {
    stage.setWidth(1400);
    stage.setHeight(900);
    openStudio(stage);
  }

  @Test
  void enterThenAClickElsewhereRecordsOneUndoEntry(FxRobot robot) {
    PipelineDocument original = studio.model.editor().document();
    robot.interact(() -> studio.model.editor().selectionProperty().set(SAVITZKY_GOLAY));
    int depth = studio.model.editor().history().undoDepth();

    robot.doubleClickOn("#param-window_length").eraseText(4).write("21").type(KeyCode.ENTER);
    Bounds canvas =
        robot
            .lookup("#canvas")
            .query()
            .localToScreen(robot.lookup("#canvas").query().getLayoutBounds());
    robot.clickOn(canvas.getMinX() + 6, canvas.getMaxY() - 6);

    assertThat(PipelineWriter.toJson(studio.model.editor().document()))
        .contains("\"window_length\": 21");
    assertThat(studio.model.editor().history().undoDepth()).isEqualTo(depth + 1);
    robot.press(KeyCode.CONTROL).press(KeyCode.Z).release(KeyCode.Z).release(KeyCode.CONTROL);
    assertThat(studio.model.editor().document().toJson()).isEqualTo(original.toJson());
  }
}
