package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.nio.file.Path;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.canvas.GraphLayout;
import org.spectraflow.ui.editor.canvas.Rect;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The studio's main gestures with a real window, headless: drag, undo, quick-add, menus, files,
 * Run.
 */
@ExtendWith(ApplicationExtension.class)
class StudioGesturesTest {

  @TempDir Path home;

  private StudioFixture studio;

  @Start
  void start(Stage stage) {
    studio = new StudioFixture(stage, home);
  }

  private PipelineDocument doc() {
    return studio.model.editor().document();
  }

  private Point2D onCanvas(Rect r) {
    return studio.window.canvas().canvasToScreen(r.centerX(), r.centerY());
  }

  private Rect zone(StepPath list, int index) {
    GraphLayout layout = studio.window.canvas().graphLayout();
    return layout.zones().stream()
        .filter(z -> z.target().equals(new DropTarget(list, index)))
        .findFirst()
        .orElseThrow()
        .rect();
  }

  private Rect box(StepPath path) {
    return studio.window.canvas().graphLayout().rectOf(path).orElseThrow();
  }

  @Test
  void paletteDragAddsAStepAndUndoRestoresTheDocument(FxRobot robot) {
    PipelineDocument before = doc();
    robot.clickOn("#palette-search").write("Detrend");
    Node cell =
        robot
            .lookup("#palette-list .list-cell")
            .match((ListCell<?> c) -> c.getItem() != null)
            .query();

    robot
        .drag(cell, MouseButton.PRIMARY)
        .moveTo(onCanvas(zone(StepPath.ROOT, 1)))
        .release(MouseButton.PRIMARY);

    assertThat(doc().steps()).hasSize(3);
    assertThat(PipelineWriter.toCompactJson(doc().steps().get(1).toJson())).contains("Detrend");
    robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
    assertThat(doc()).isSameAs(before);
    assertThat(studio.model.editor().dirtyProperty().get()).isFalse();
  }

  @Test
  void ctrlKQuickAddInsertsTheTypedOperatorAfterTheSelection(FxRobot robot) {
    robot.clickOn(onCanvas(box(StepPath.step(1))));
    robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
    robot.write("Ridge").type(KeyCode.ENTER);

    assertThat(doc().steps()).hasSize(3);
    assertThat(PipelineWriter.toCompactJson(doc().steps().get(2).toJson())).contains("Ridge");
    assertThat(studio.model.editor().selectionProperty().get()).isEqualTo(StepPath.step(2));
  }

  @Test
  void wrapInOrFromTheContextMenuUpdatesTheVariantCount(FxRobot robot) {
    assertThat(studio.model.variants().countProperty().get()).isEqualTo(BigInteger.valueOf(64));
    robot.rightClickOn(onCanvas(box(StepPath.step(1))));
    robot.clickOn("Wrap in _or_");

    // 16 preprocessing pairs x (4 swept PLS models + the pass-through alternative)
    assertThat(studio.model.variants().countProperty().get()).isEqualTo(BigInteger.valueOf(80));
    assertThat(robot.lookup("#variant-badge").queryLabeled().getText()).isEqualTo("80 variants");
    robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
    assertThat(robot.lookup("#variant-badge").queryLabeled().getText()).isEqualTo("64 variants");
  }

  @Test
  void saveAndOpenRoundTripKeepsUnknownKeysAndClearsTheDirtyMarker(FxRobot robot) {
    Path file = home.resolve("round-trip.yaml");
    robot.interact(
        () -> {
          studio.model.editor().selectionProperty().set(StepPath.step(1));
          studio
              .model
              .actions()
              .replaceSelection(
                  PipelineReader.parseJson(
                      "{\"model\": {\"class\": \"sklearn.cross_decomposition._pls.PLSRegression\"}, \"x_custom\": {\"keep\": [1, 2]}}"));
        });
    assertThat(studio.model.files().titleProperty().get()).startsWith("•");
    PipelineDocument edited = doc();

    robot.interact(() -> studio.model.files().saveAs(file));
    assertThat(studio.model.files().titleProperty().get()).startsWith("round-trip.yaml");
    robot.interact(() -> studio.model.files().newDocument());
    robot.interact(() -> studio.model.files().open(file));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(doc().toJson()).isEqualTo(edited.toJson());
    assertThat(PipelineWriter.toCompactJson(doc().steps().get(1).toJson()))
        .contains("\"x_custom\":{\"keep\":[1,2]}");
  }

  @Test
  void anInvalidParameterInTheInspectorBlocksRun(FxRobot robot) {
    Button run = robot.lookup("#tb-run").queryButton();
    assertThat(run.isDisabled()).isFalse();
    StepPath sg = StepPath.step(0).key("_cartesian_").index(1).key("_or_").index(2);
    robot.clickOn(onCanvas(box(sg)));
    robot.doubleClickOn("#param-window_length").write("14").type(KeyCode.ENTER);

    assertThat(run.isDisabled()).isTrue();
    assertThat(studio.model.validation().problems())
        .anySatisfy(p -> assertThat(p.message()).contains("must be odd"));
    robot.clickOn("#param-window_length").eraseText(2).write("15").type(KeyCode.ENTER);
    assertThat(run.isDisabled()).isFalse();
  }
}
