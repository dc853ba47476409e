package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.charts.StepBar;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The full studio window running the D03 demo on the real engine, headless: Run, Stop, cache
 * toggle, compare, selection.
 */
@ExtendWith(ApplicationExtension.class)
class StudioRunTest {

  private static final int TIMEOUT_S = 60;

  @TempDir Path home;

  private StudioFixture studio;

  @Start
  void start(Stage stage) {
    stage.setWidth(1500);
    stage.setHeight(950);
    studio = new StudioFixture(stage, home);
  }

  @AfterEach
  void close() throws Exception {
    WaitForAsyncUtils.asyncFx(
            () -> {
              studio.window.setTheme(Theme.LIGHT);
              studio.window.dispose();
            })
        .get();
  }

  private RunModel run() {
    return studio.model.run().model();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  private void awaitFinished() throws Exception {
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !run().runningProperty().get()
                        && run().profile().reportProperty().get() != null));
    WaitForAsyncUtils.waitForFxEvents();
  }

  @Test
  void runFillsTheChartsMarksEveryCanvasNodeAndIsPhotographed(FxRobot robot) throws Exception {
    robot.clickOn("#tb-run");
    awaitFinished();

    assertThat(fx(() -> run().profile().reportProperty().get().status()))
        .isEqualTo(RunStatus.COMPLETED);
    assertThat(fx(() -> run().profile().timeline().seconds().size())).isGreaterThan(64);
    assertThat(fx(() -> run().profile().results().ranked())).hasSize(64);
    // the last variant chains Detrend then Gaussian (the last alternative of each stage)
    StepPath stages = StepPath.step(0).key("_cartesian_");
    assertThat(fx(() -> studio.window.canvas().runMarksProperty().get()))
        .containsKeys(
            stages.index(0).key("_or_").index(3),
            stages.index(1).key("_or_").index(3),
            StepPath.step(1))
        .doesNotContainKey(StepPath.step(0))
        .allSatisfy((path, mark) -> assertThat(mark).isIn(RunMark.DONE, RunMark.CACHED));
    assertThat(robot.lookup("#status-run").queryAs(Label.class).getText())
        .startsWith("Run completed: 64/64 variants in ");
    assertThat(robot.lookup("#tb-run").queryButton().isDisabled()).isFalse();

    robot.moveTo(
        studio
            .window
            .canvas()
            .canvasToScreen(
                studio
                    .window
                    .canvas()
                    .graphLayout()
                    .rectOf(StepPath.step(1))
                    .orElseThrow()
                    .centerX(),
                studio
                    .window
                    .canvas()
                    .graphLayout()
                    .rectOf(StepPath.step(1))
                    .orElseThrow()
                    .centerY()));
    WaitForAsyncUtils.waitForFxEvents();
    StepHoverCard card = robot.lookup("#hover-card").queryAs(StepHoverCard.class);
    assertThat(fx(card::lines))
        .anySatisfy(l -> assertThat(l).startsWith("shape "))
        .anySatisfy(l -> assertThat(l).startsWith("steady "));

    screenshot("studio-run-light.png");
    robot.interact(() -> studio.window.setTheme(Theme.DARK));
    screenshot("studio-run-dark.png");
  }

  private void screenshot(String name) throws Exception {
    Path dir = Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"));
    Files.createDirectories(dir);
    WaitForAsyncUtils.asyncFx(
            () -> {
              studio.window.workspace().show("Memory");
              studio.window.root().applyCss();
              studio.window.root().layout();
              studio.window.workspace().redrawNow();
            })
        .get();
    WaitForAsyncUtils.waitForFxEvents();
    WritableImage img = fx(() -> studio.window.root().snapshot(null, null));
    ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", dir.resolve(name).toFile());
    assertThat(dir.resolve(name)).isNotEmptyFile();
  }

  @Test
  void stopCancelsTheRunAndTheWindowStaysResponsive(FxRobot robot) throws Exception {
    studio.engine.holdAfterFirstVariant();
    robot.clickOn("#tb-run");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> run().profile().progress().doneProperty().get() >= 1));
    assertThat(robot.lookup("#tb-run").queryButton().isDisabled()).isTrue();
    robot.clickOn("#tb-stop");
    awaitFinished();

    assertThat(fx(() -> run().statusProperty().get())).isEqualTo("cancelled");
    assertThat(fx(() -> run().profile().progress().doneProperty().get())).isLessThan(64);
    assertThat(fx(() -> studio.window.workspace().pump().pulses())).isPositive();
    Button runButton = robot.lookup("#tb-run").queryButton();
    assertThat(runButton.isDisabled()).isFalse();
    assertThat(robot.lookup("#tb-stop").queryButton().isDisabled()).isTrue();
  }

  @Test
  void theStepCacheToggleChangesTheEnginesConfig(FxRobot robot) throws Exception {
    boolean before = fx(() -> run().cacheConfig().snapshot().stepCacheEnabled());
    robot.interact(studio.window::showRun);
    robot.interact(() -> studio.window.workspace().show("Cache config"));
    robot.clickOn("#step_cache_enabled .thumb");
    robot.clickOn("#tb-run");
    awaitFinished();

    assertThat(fx(() -> run().lastRequestProperty().get().cacheConfig().stepCacheEnabled()))
        .isEqualTo(!before);
  }

  @Test
  void compareShowsAReproducibilityVerdict(FxRobot robot) throws Exception {
    robot.interact(studio.window::showRun);
    robot.interact(() -> studio.window.workspace().show("Compare"));
    robot.clickOn("#compare");
    WaitForAsyncUtils.waitFor(
        2 * TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> studio.window.workspace().compare().comparisonProperty().get() != null));

    assertThat(fx(robot.lookup("#verdict").queryAs(Label.class)::getText)).startsWith("PASS");
  }

  @Test
  void selectingAPerStepBarSelectsTheCanvasNodeAndBack(FxRobot robot) throws Exception {
    robot.clickOn("#tb-run");
    awaitFinished();
    StepBar model =
        fx(
            () ->
                run().profile().stepMemory().shownBars().stream()
                    .filter(b -> b.key().step() == 2 && b.key().branchPath().isEmpty())
                    .findFirst()
                    .orElseThrow());

    robot.interact(() -> run().profile().stepMemory().select(model));
    assertThat(studio.model.editor().selectionProperty().get()).isEqualTo(StepPath.step(1));

    robot.clickOn(
        studio
            .window
            .canvas()
            .canvasToScreen(
                studio.window.canvas().graphLayout().rectOf(StepPath.step(0)).orElseThrow().x()
                    + 40,
                studio.window.canvas().graphLayout().rectOf(StepPath.step(0)).orElseThrow().y()
                    + 10));
    assertThat(fx(() -> run().profile().selection().stepProperty().get()))
        .isEqualTo(new StepKey(1, List.of(), "/pipeline/0"));
  }
}
