package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.nio.file.Files;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.files.DocumentFiles;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Done when", keyboard half, in the real window: from an empty document, real key presses build
 * the D03 sweep (a cartesian of two four-way choices, then PLS swept over 5..20 step 5), save it,
 * reopen it and show 64 variants. File prompts answer with one fixed file; nothing else is called.
 */
class KeyboardD03Test extends OneFileStudio {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static void shortcut(FxRobot robot, KeyCode... keys) {
    robot.press(KeyCode.CONTROL).press(keys).release(keys).release(KeyCode.CONTROL);
  }

  /** Ctrl+K (after the selection) or Ctrl+Shift+K (inside it), the name, Enter. */
  private static void quickAdd(FxRobot robot, String name, boolean inside) {
    if (inside) {
      shortcut(robot, KeyCode.SHIFT, KeyCode.K);
    } else {
      shortcut(robot, KeyCode.K);
    }
    robot.write(name).type(KeyCode.ENTER);
  }

  /**
   * Enter opens the inspector on the first field; Tab moves on; each value is typed and committed
   * with Enter.
   */
  private static void setParameters(FxRobot robot, int tabsToFirst, String... values) {
    robot.type(KeyCode.ENTER);
    robot.type(KeyCode.TAB, tabsToFirst);
    for (int i = 0; i < values.length; i++) {
      if (i > 0) {
        robot.type(KeyCode.TAB);
      }
      robot.write(values[i]).type(KeyCode.ENTER);
    }
    robot.type(KeyCode.ESCAPE);
  }

  /** Enter, Tab to EMSC's "scale" check box, Space clears it, Escape back to the canvas. */
  private static void clearEmscScale(FxRobot robot) {
    robot.type(KeyCode.ENTER).type(KeyCode.TAB).type(KeyCode.SPACE).type(KeyCode.ESCAPE);
  }

  private static String variantBadge(FxRobot robot) {
    return robot.lookup("#status-variants").queryAs(Label.class).getText();
  }

  @Test
  void buildsSavesAndReopensTheD03SweepWithKeysAlone(FxRobot robot) {
    shortcut(robot, KeyCode.N);
    assertThat(document().steps()).isEmpty();

    quickAdd(robot, "_cartesian_", false);
    quickAdd(robot, "_or_", true);
    quickAdd(robot, "SNV", true);
    quickAdd(robot, "EMSC", false);
    clearEmscScale(robot);
    quickAdd(robot, "Detrend", false);
    robot.type(KeyCode.ESCAPE);
    quickAdd(robot, "_or_", false);
    quickAdd(robot, "EMSC", true);
    clearEmscScale(robot);
    quickAdd(robot, "SavitzkyGolay", false);
    setParameters(robot, 0, "15");
    quickAdd(robot, "Gaussian", false);
    setParameters(robot, 0, "1", "2");
    robot.type(KeyCode.ESCAPE, KeyCode.ESCAPE);
    assertThat(studio.model.editor().selectionProperty().get()).isEqualTo(StepPath.step(0));
    quickAdd(robot, "PLSRegression", false);
    setParameters(robot, 0, "5..20 step 5");

    PipelineDocument built = document();
    assertThat(built.stepsJson().toString()).isEqualTo(D03Sweep.AS_EDITED);
    assertThat(studio.model.variants().countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertThat(studio.model.validation().hasErrorsProperty().get()).isFalse();

    shortcut(robot, KeyCode.S);
    assertThat(Files.exists(file)).isTrue();
    assertThat(studio.model.editor().dirtyProperty().get()).isFalse();
    shortcut(robot, KeyCode.N);
    assertThat(document().steps()).isEmpty();
    shortcut(robot, KeyCode.O);
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(studio.model.files().file()).contains(file);
    assertThat(document().toJson()).isEqualTo(built.toJson());
    assertThat(DocumentFiles.read(file).toJson()).isEqualTo(built.toJson());
    assertThat(studio.model.variants().countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    assertThat(variantBadge(robot)).isEqualTo("64 variants");
  }
}
