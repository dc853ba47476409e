package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.geometry.Rectangle2D;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.canvas.GraphCanvas;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepKey;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Linked hover between the run charts and the editor canvas: a step hovered in a chart is outlined
 * on its canvas node, and the node under the mouse hovers its step in the charts.
 */
@ExtendWith(ApplicationExtension.class)
class CanvasLinkedHoverTest {

  @TempDir Path home;

  private StudioFixture studio;

  @Start
  void start(Stage stage) {
    stage.setWidth(1366);
    stage.setHeight(768);
    studio = new StudioFixture(stage, home);
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(studio.window::dispose);
  }

  private RunSelection selection() {
    return studio.model.run().model().profile().selection();
  }

  @Test
  void aStepHoveredInAChartIsOutlinedOnItsCanvasNode(FxRobot robot) throws Exception {
    StepHighlight highlight = robot.lookup("#step-highlight").queryAs(StepHighlight.class);
    assertThat(highlight.isVisible()).isFalse();
    // the PLS model: step 2 of the demo, template node /pipeline/1
    robot.interact(
        () -> selection().hoveredStepProperty().set(new StepKey(2, List.of(), "/pipeline/1")));

    GraphCanvas canvas = studio.window.canvas();
    Rectangle2D node = fx(() -> canvas.viewRectOf(StepPath.step(1)).orElseThrow());
    assertThat(highlight.isVisible()).isTrue();
    assertThat(fx(highlight::getBoundsInParent).contains(node.getMinX(), node.getMinY())).isTrue();
    assertThat(fx(highlight::getBoundsInParent).contains(node.getMaxX(), node.getMaxY())).isTrue();

    robot.interact(() -> selection().hoveredStepProperty().set(null));
    assertThat(highlight.isVisible()).isFalse();
  }

  @Test
  void theNodeUnderTheMouseHoversItsStepInTheCharts(FxRobot robot) throws Exception {
    GraphCanvas canvas = studio.window.canvas();
    var rect = fx(() -> canvas.graphLayout().rectOf(StepPath.step(1)).orElseThrow());
    robot.moveTo(canvas.canvasToScreen(rect.centerX(), rect.centerY()));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(fx(() -> selection().hoveredStepProperty().get()))
        .isEqualTo(new StepKey(2, List.of(), "/pipeline/1"));
    // the canvas' own hover is not outlined again
    assertThat(robot.lookup("#step-highlight").queryAs(StepHighlight.class).isVisible()).isFalse();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
