package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.StepPath;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** Builds a small pipeline in the studio window with the keyboard alone, headless. */
class KeyboardOnlyTest extends StudioWindowTest {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private List<String> operators() {
    return studio.model.editor().document().steps().stream()
        .map(s -> PipelineWriter.toCompactJson(s.toJson()))
        .toList();
  }

  private static void shortcut(FxRobot robot, KeyCode key) {
    robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
  }

  private void quickAdd(FxRobot robot, String name) {
    shortcut(robot, KeyCode.K);
    robot.write(name).type(KeyCode.ENTER);
  }

  private StepPath selection() {
    return studio.model.editor().selectionProperty().get();
  }

  @Test
  void quickAddArrowsEnterDeleteDuplicateUndoRedoCopyPasteWithoutAMouse(FxRobot robot) {
    shortcut(robot, KeyCode.N);
    assertThat(operators()).isEmpty();
    robot.interact(() -> studio.window.canvas().requestFocus());

    quickAdd(robot, "SNV");
    quickAdd(robot, "SavitzkyGolay");
    quickAdd(robot, "PLSRegression");
    assertThat(operators()).hasSize(3);
    assertThat(operators().get(0)).contains("StandardNormalVariate");
    assertThat(operators().get(2)).contains("PLSRegression");
    assertThat(selection()).isEqualTo(StepPath.step(2));

    robot.type(KeyCode.LEFT);
    assertThat(selection()).isEqualTo(StepPath.step(1));
    robot.type(KeyCode.ENTER);
    Node focused =
        robot
            .targetWindow(studio.window.root().getScene().getWindow())
            .lookup("#param-window_length")
            .query();
    assertThat(focused.isFocused()).isTrue();
    robot.type(KeyCode.ESCAPE);
    assertThat(studio.window.canvas().isFocused()).isTrue();

    shortcut(robot, KeyCode.D);
    assertThat(operators()).hasSize(4);
    assertThat(operators().get(2)).contains("SavitzkyGolay");
    robot.type(KeyCode.DELETE);
    assertThat(operators()).hasSize(3);
    shortcut(robot, KeyCode.Z);
    assertThat(operators()).hasSize(4);
    shortcut(robot, KeyCode.Y);
    assertThat(operators()).hasSize(3);

    robot.type(KeyCode.LEFT, KeyCode.LEFT, KeyCode.LEFT);
    assertThat(selection()).isEqualTo(StepPath.step(0));
    shortcut(robot, KeyCode.C);
    assertThat(studio.clipboard.text())
        .hasValueSatisfying(t -> assertThat(t).contains("StandardNormalVariate"));
    robot.type(KeyCode.RIGHT, KeyCode.RIGHT);
    assertThat(selection()).isEqualTo(StepPath.step(2));
    shortcut(robot, KeyCode.V);
    assertThat(operators()).hasSize(4);
    assertThat(operators().get(3)).contains("StandardNormalVariate");
  }
}
