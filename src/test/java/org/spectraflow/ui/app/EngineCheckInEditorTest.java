package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Callable;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.validation.ProblemsView;
import org.spectraflow.ui.run.DatasetChoice;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The editor's validation runs the engine's start check against the dataset Run uses: a document
 * whose every part is valid on its own but which the engine refuses on that data (a Savitzky-Golay
 * window longer than the spectra) shows the engine's error on its node and blocks Run; choosing
 * wider data clears it.
 */
class EngineCheckInEditorTest extends StudioWindowTest {

  private static final String DOC =
      "{\"pipeline\": [{\"class\": \"nirs4all.operators.transforms.SavitzkyGolay\","
          + " \"params\": {\"window_length\": 101, \"polyorder\": 2}},"
          + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
          + " \"params\": {\"n_components\": 3}}}]}";

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  @Test
  void aDocumentTheEngineRefusesOnTheDataShowsTheErrorAndBlocksRun(FxRobot robot) throws Exception {
    robot.interact(() -> studio.model.files().show(PipelineReader.read(DOC, "sg.json")));
    WaitForAsyncUtils.waitForFxEvents();

    Problem p =
        fx(
            () ->
                studio.model.validation().problems().stream()
                    .filter(Problem::isError)
                    .findFirst()
                    .orElseThrow());
    assertThat(p.message()).contains("window_length").contains("101");
    assertThat(fx(() -> studio.model.validation().nodeOf(p))).isEqualTo(StepPath.step(0));
    assertThat(fx(() -> studio.model.validation().marksProperty().get().get(StepPath.step(0))))
        .isEqualTo(Severity.ERROR);
    assertThat(robot.lookup("#tb-run").queryButton().isDisabled()).isTrue();
    ListView<?> list = robot.lookup(n -> n instanceof ProblemsView).queryAs(ListView.class);
    assertThat(list.getItems().stream().map(Object::toString))
        .anyMatch(s -> s.contains("window_length"));
    // the place is shown once, in its own column; the whole message wraps and is in a tooltip
    Label place = robot.lookup(".problem-place").queryAs(Label.class);
    Label message = robot.lookup(".problem-message").queryAs(Label.class);
    assertThat(place.getText()).startsWith("pipeline[0]");
    assertThat(message.getText()).contains("window_length").doesNotContain("pipeline[0]");
    assertThat(message.isWrapText()).isTrue();
    assertThat(((javafx.scene.control.ListCell<?>) message.getParent().getParent()).getTooltip())
        .extracting(t -> t.getText())
        .isEqualTo(place.getText() + ": " + message.getText());
    assertThat(robot.lookup("#status-problems").queryAs(Label.class).getText())
        .isEqualTo("1 error, 0 warnings");

    robot.interact(
        () ->
            studio
                .model
                .run()
                .model()
                .datasetProperty()
                .set(DatasetChoice.demo(StudioFixture.SAMPLES, 300)));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(fx(() -> studio.model.validation().problems())).isEmpty();
    assertThat(robot.lookup("#tb-run").queryButton().isDisabled()).isFalse();
  }
}
