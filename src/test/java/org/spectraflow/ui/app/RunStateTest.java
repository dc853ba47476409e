package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.run.session.SessionFile;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What a run leaves behind in the studio window: a saved session reopens (document into the editor,
 * charts replayed), a new document starts with no trace of the last run, badges stay on their steps
 * through edits, and Stop leaves no node marked running or queued.
 */
class RunStateTest extends StudioWindowTest {

  private static final int TIMEOUT_S = 60;

  @Start
  void start(Stage stage) {
    stage.setWidth(1400);
    stage.setHeight(900);
    openStudio(stage);
  }

  private RunModel run() {
    return studio.model.run().model();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  private void runToEnd(FxRobot robot) throws Exception {
    robot.clickOn("#tb-run");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !run().runningProperty().get()
                        && !run().statusProperty().get().equals("idle")));
    WaitForAsyncUtils.waitForFxEvents();
  }

  @Test
  void aSavedSessionReopensWithItsDocumentAndCharts(FxRobot robot) throws Exception {
    runToEnd(robot);
    Path file = home.resolve("run.sfsession.json");
    String documentJson = fx(() -> PipelineWriter.toJson(studio.model.editor().document()));
    int events = fx(() -> run().profile().events().size());
    robot.interact(
        () ->
            SessionFile.write(
                SessionFile.capture(
                    run().profile(),
                    studio.model.editor().document(),
                    run().datasetProperty().get(),
                    run().cacheConfig().precisionProperty().get(),
                    run().cacheConfig().snapshot()),
                file));
    robot.interact(studio.model.files()::newDocument);
    RunSession session = SessionFile.read(file);

    robot.interact(() -> studio.window.workspace().openSession(session));

    assertThat(fx(() -> PipelineWriter.toJson(studio.model.editor().document())))
        .isEqualTo(documentJson);
    assertThat(fx(() -> run().profile().events())).hasSize(events);
    assertThat(fx(() -> run().profile().results().ranked())).hasSize(64);
    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get())).isNotEmpty();
  }

  @Test
  void aRunRecordedToAFlightRecordingReopensAsASession(FxRobot robot) throws Exception {
    Path jfr = home.resolve("d03-run.jfr");
    robot.interact(() -> run().flightRecordingProperty().set(jfr));
    runToEnd(robot);
    String documentJson = fx(() -> PipelineWriter.toJson(studio.model.editor().document()));
    List<String> kinds =
        fx(() -> run().profile().events().stream().map(e -> e.getClass().getSimpleName()).toList());
    robot.interact(studio.model.files()::newDocument);

    RunSession session = SessionFile.read(jfr);
    robot.interact(() -> studio.window.workspace().openSession(session));

    assertThat(fx(() -> run().flightRecordingProperty().get())).isNull();
    assertThat(fx(() -> PipelineWriter.toJson(studio.model.editor().document())))
        .isEqualTo(documentJson);
    assertThat(
            fx(
                () ->
                    run().profile().events().stream()
                        .map(e -> e.getClass().getSimpleName())
                        .toList()))
        .containsExactlyElementsOf(kinds);
    assertThat(fx(() -> run().profile().results().ranked())).hasSize(64);
    assertThat(fx(() -> run().profile().stepMemory().shownBars())).isNotEmpty();
  }

  @Test
  void aNewDocumentShowsNothingOfTheLastRun(FxRobot robot) throws Exception {
    runToEnd(robot);
    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get())).isNotEmpty();

    robot.interact(studio.model.files()::newDocument);
    robot.interact(() -> studio.model.files().show(DemoPipeline.load()));

    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get())).isEmpty();
    assertThat(fx(() -> run().profile().results().ranked())).isEmpty();
    assertThat(fx(() -> run().profile().events())).isEmpty();
    assertThat(fx(() -> studio.window.workspace().compare().comparisonProperty().get())).isNull();
    assertThat(fx(() -> run().statusProperty().get())).isEqualTo("idle");
  }

  @Test
  void aDroppedStepHasNoBadgeAndADeletedStepsBadgeGoesWithIt(FxRobot robot) throws Exception {
    runToEnd(robot);
    StepPath stages = StepPath.step(0).key("_cartesian_");
    StepPath chosen = stages.index(0).key("_or_").index(3);
    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get()))
        .containsKeys(chosen, StepPath.step(1));

    robot.interact(
        () ->
            studio
                .model
                .actions()
                .insert("MSC", JsonValue.of("MSC"), new DropTarget(StepPath.ROOT, 0)));

    StepPath moved = StepPath.step(1).key("_cartesian_").index(0).key("_or_").index(3);
    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get()))
        .doesNotContainKey(StepPath.step(0))
        .containsKeys(moved, StepPath.step(2));

    robot.interact(
        () -> {
          studio.model.editor().selectionProperty().set(StepPath.step(1));
          studio.model.actions().deleteSelection();
        });

    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get()))
        .containsOnlyKeys(StepPath.step(1));
  }

  @Test
  void theRunsOutcomeIsMarkedStaleWhileThePipelineDiffersFromTheOneThatRan(FxRobot robot)
      throws Exception {
    runToEnd(robot);
    Label status = robot.lookup("#status-run").queryAs(Label.class);
    assertThat(fx(status::getText)).startsWith("Run completed").doesNotContain("edited");

    robot.interact(
        () -> {
          studio.model.editor().selectionProperty().set(StepPath.step(0));
          studio.model.actions().deleteSelection();
        });
    assertThat(fx(status::getText)).endsWith(RunControls.STALE);

    robot.interact(studio.model.editor()::undo);
    assertThat(fx(status::getText)).startsWith("Run completed").doesNotContain("edited");
  }

  @Test
  void stopLeavesNoNodeMarkedRunning(FxRobot robot) throws Exception {
    studio.engine.holdAfterFirstVariant();
    robot.clickOn("#tb-run");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> run().profile().progress().doneProperty().get() >= 1));
    robot.clickOn("#tb-stop");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S, TimeUnit.SECONDS, () -> fx(() -> !run().runningProperty().get()));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(fx(() -> run().statusProperty().get())).isEqualTo("cancelled");
    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get().values()))
        .isNotEmpty()
        .doesNotContain(RunMark.RUNNING, RunMark.QUEUED);
  }
}
