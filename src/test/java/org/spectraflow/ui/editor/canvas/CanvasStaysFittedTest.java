package org.spectraflow.ui.editor.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Callable;
import javafx.scene.Group;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.ui.editor.EditorFixture;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A fitted canvas stays fitted when its size changes (the Run perspective's strip and back, a
 * divider moved), whatever the order of the fit and the layout pass; a canvas the user zoomed keeps
 * the user's zoom.
 */
@ExtendWith(ApplicationExtension.class)
class CanvasStaysFittedTest {

  private GraphCanvas canvas;

  @Start
  void start(Stage stage) {
    EditorFixture f = new EditorFixture();
    f.editor.load(EditorFixture.demo("d03-sweep.json"));
    canvas = new GraphCanvas(f.editor, f.validation);
    Group holder = new Group(canvas);
    holder.setAutoSizeChildren(false);
    stage.setScene(new Scene(holder, 1000, 700));
    stage.show();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  private void size(FxRobot robot, double w, double h) {
    robot.interact(
        () -> {
          canvas.resize(w, h);
          canvas.layout();
        });
  }

  @Test
  void aCanvasFittedToAStripIsFittedToItsFullSizeWhenItGrowsBack(FxRobot robot) throws Exception {
    size(robot, 900, 140);
    robot.interact(canvas::fit);
    double strip = fx(canvas::zoom);

    size(robot, 900, 600);

    double back = fx(canvas::zoom);
    robot.interact(canvas::fit);
    assertThat(back).as("the zoom Ctrl+0 gives").isEqualTo(fx(canvas::zoom)).isGreaterThan(strip);
  }

  @Test
  void aCanvasTheUserZoomedKeepsItsZoomThroughAResize(FxRobot robot) throws Exception {
    size(robot, 900, 600);
    robot.interact(canvas::fit);
    robot.interact(() -> canvas.zoomBy(1.5, 10, 10));
    double zoomed = fx(canvas::zoom);

    size(robot, 900, 300);

    assertThat(fx(canvas::zoom)).isEqualTo(zoomed);
  }
}
