package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.TabPane;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Photographs, at 1366×768, what a user sees of a run's badges after the run and after editing (a
 * step dropped in front, a step deleted), and of the problems list for a document with an empty
 * branch lane, a splitter after the model and an engine error with a long message.
 */
class StaleStatePhotoTest extends StudioWindowTest {

  private static final int TIMEOUT_S = 120;
  private static final String PLS =
      "{\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
          + " \"params\": {\"n_components\": 3}}}";
  private static final String RUN_DOC =
      "[\"nirs4all.operators.transforms.StandardNormalVariate\","
          + " {\"_or_\": [\"Detrend\", \"Gaussian\"]}, "
          + PLS
          + "]";
  private static final String PROBLEM_DOC =
      "[{\"branch\": [[\"nirs4all.operators.transforms.StandardNormalVariate\"], []]},"
          + " {\"class\": \"nirs4all.operators.transforms.SavitzkyGolay\","
          + " \"params\": {\"window_length\": 101, \"polyorder\": 2}}, "
          + PLS
          + ", {\"class\": \"sklearn.model_selection.KFold\"}]";

  @Start
  void start(Stage stage) {
    openStudio(stage);
    stage.setWidth(1366);
    stage.setHeight(768);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  private File photo(String name) throws Exception {
    Path dir =
        Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"), "stale");
    Files.createDirectories(dir);
    WaitForAsyncUtils.waitForFxEvents();
    WritableImage img =
        WaitForAsyncUtils.asyncFx(() -> studio.window.root().snapshot(null, null)).get();
    File file = dir.resolve(name).toFile();
    ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", file);
    return file;
  }

  private void show(String json) {
    studio.model.files().show(PipelineReader.readJson(json));
    studio.window.fitCanvas();
  }

  @Test
  void badgesAfterARunAndAfterEdits(FxRobot robot) throws Exception {
    robot.interact(() -> show(RUN_DOC));
    robot.clickOn("#tb-run");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !studio.model.run().model().runningProperty().get()
                        && !studio.model.run().model().statusProperty().get().equals("idle")));
    robot.interact(studio.window::fitCanvas);
    photo("badges-1-after-run.png");

    robot.interact(
        () ->
            studio
                .model
                .actions()
                .insert("MSC", JsonValue.of("MSC"), new DropTarget(StepPath.ROOT, 0)));
    photo("badges-2-after-drop.png");

    robot.interact(
        () -> {
          studio.model.editor().selectionProperty().set(StepPath.step(1));
          studio.model.actions().deleteSelection();
        });
    File last = photo("badges-3-after-delete.png");
    assertThat(ImageIO.read(last).getWidth()).isGreaterThan(1000);
  }

  @Test
  void theProblemsList(FxRobot robot) throws Exception {
    robot.interact(() -> show(PROBLEM_DOC));
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> !studio.model.validation().checkingProperty().get()));
    robot.interact(
        () -> robot.lookup("#bottom-tabs").queryAs(TabPane.class).getSelectionModel().select(0));
    File file = photo("problems.png");
    assertThat(ImageIO.read(file).getWidth()).isGreaterThan(1000);

    // the lane filled: the engine now reaches its long message on the data's size
    robot.interact(() -> show(PROBLEM_DOC.replace("], []]}", "], [\"Detrend\"]]}")));
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> !studio.model.validation().checkingProperty().get()));
    robot.interact(
        () -> robot.lookup("#bottom-tabs").queryAs(TabPane.class).getSelectionModel().select(0));
    photo("problems-2-long-message.png");
  }
}
