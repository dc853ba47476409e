package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The editor's panels never sit empty without a word: an empty pipeline's outline says how to
 * start, a palette search that matches nothing says what to type, the variant list of a document
 * that does not expand says why it is empty.
 */
class EditorEmptyStatesTest extends StudioWindowTest {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static Label label(FxRobot robot, String id) {
    return robot.lookup(id).queryAs(Label.class);
  }

  @Test
  void emptyPanelsExplainThemselves(FxRobot robot) {
    assertThat(label(robot, "#outline-empty").isVisible()).isFalse();
    robot.interact(() -> studio.model.files().newDocument());
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(label(robot, "#outline-empty").isVisible()).isTrue();
    assertThat(label(robot, "#outline-empty").getText()).contains("drag a step from the palette");

    robot.interact(() -> studio.model.palette().queryProperty().set("zzqx"));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(label(robot, "#palette-empty").getText()).startsWith("Nothing matches \"zzqx\"");

    robot.interact(
        () ->
            studio
                .model
                .files()
                .show(
                    PipelineReader.read(
                        "{\"pipeline\": [{\"model\": {\"class\":"
                            + " \"sklearn.cross_decomposition.PLSRegression\", \"params\":"
                            + " {\"n_components\": {\"_range_\": [5, 1]}}}}]}",
                        "empty-range.json")));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(label(robot, "#variant-names-empty").getText())
        .isEqualTo("No variants to list: the document does not expand (see above)");
  }
}
