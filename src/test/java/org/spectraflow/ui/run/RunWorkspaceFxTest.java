package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.compare.CompareModel;
import org.spectraflow.ui.run.export.NodeSnapshot;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The run workspace in a headless window, on the real engine. */
@ExtendWith(ApplicationExtension.class)
class RunWorkspaceFxTest {

  private static final int TIMEOUT_S = 60;

  private RunModel model;
  private StopGate engine;
  private RunWorkspace workspace;

  @Start
  void start(Stage stage) {
    engine = new StopGate(RunEngine.standard());
    model = new RunModel(engine, RunModel.runThread(), Platform::runLater, InstantSource.system());
    model.documentProperty().set(profilingDemo());
    model.datasetProperty().set(DatasetChoice.demo(90, 200));
    workspace =
        new RunWorkspace(
            model,
            new CompareModel(
                engine, RunModel.runThread(), Platform::runLater, InstantSource.system()));
    stage.setScene(new Scene(workspace, 1400, 860));
    // TestFX reuses one stage across test classes: an earlier class may have resized it
    stage.setMaximized(false);
    stage.sizeToScene();
    stage.show();
  }

  @AfterEach
  void restoreTheme() throws Exception {
    WaitForAsyncUtils.asyncFx(
            () -> {
              workspace.dispose();
              Application.setUserAgentStylesheet(null);
            })
        .get();
  }

  static PipelineDocument profilingDemo() {
    try (InputStream in = RunWorkspaceFxTest.class.getResourceAsStream("profiling-demo.json")) {
      return PipelineReader.read(
          new String(in.readAllBytes(), StandardCharsets.UTF_8), "profiling-demo.json");
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private void awaitIdle() throws Exception {
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !model.runningProperty().get()
                        && model.profile().reportProperty().get() != null));
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  @Test
  void theDemoRunFillsEveryChartAndIsPhotographedInLightAndDark(FxRobot robot) throws Exception {
    WaitForAsyncUtils.asyncFx(() -> model.cacheConfig().apply(CachePreset.FULL_CACHE)).get();
    robot.clickOn("#run");
    awaitIdle();

    RunProfile p = model.profile();
    assertThat(fx(() -> p.reportProperty().get().status())).isEqualTo(RunStatus.COMPLETED);
    assertThat(fx(() -> p.timeline().seconds().size())).isGreaterThan(9 * 4);
    assertThat(fx(() -> p.stepMemory().shownBars())).isNotEmpty();
    assertThat(fx(() -> p.cow().lanes())).hasSizeGreaterThanOrEqualTo(2);
    assertThat(fx(() -> p.results().ranked())).hasSize(9);
    assertThat(fx(() -> p.results().ranked().get(0).cv())).isNotNull();
    assertThat(fx(() -> p.heatMap().columns())).isNotEmpty();
    assertThat(fx(() -> p.stepCache().hitCount())).isPositive();
    assertThat(fx(() -> p.progress().doneProperty().get())).isEqualTo(9);
    assertThat(fx(() -> model.stepStates())).isNotEmpty();
    screenshots("light");
    WaitForAsyncUtils.asyncFx(
            () -> {
              Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
              workspace.darkProperty().set(true);
            })
        .get();
    screenshots("dark");
  }

  private void screenshots(String theme) throws Exception {
    Path dir = Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"));
    Files.createDirectories(dir);
    if (theme.equals("light")) {
      WaitForAsyncUtils.asyncFx(
              () -> Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet()))
          .get();
    }
    for (String tab :
        List.of(
            "Memory",
            "Per step",
            "Copy-on-write",
            "Step cache",
            "Scores",
            "Heat map",
            "Cache config")) {
      WaitForAsyncUtils.asyncFx(
              () -> {
                workspace.show(tab);
                workspace.applyCss();
                workspace.layout();
                workspace.redrawNow();
              })
          .get();
      WaitForAsyncUtils.waitForFxEvents();
      String name = "run-" + tab.toLowerCase().replace(' ', '-') + "-" + theme + ".png";
      WaitForAsyncUtils.asyncFx(() -> NodeSnapshot.png(workspace, dir.resolve(name))).get();
      assertThat(dir.resolve(name)).isNotEmptyFile();
    }
  }

  @Test
  void stopCancelsTheRunAndTheWindowStaysResponsive(FxRobot robot) throws Exception {
    engine.holdAfterFirstVariant();
    robot.clickOn("#run");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> model.profile().progress().doneProperty().get() >= 1));
    robot.clickOn("#stop");
    awaitIdle();

    assertThat(fx(() -> model.statusProperty().get())).isEqualTo("cancelled");
    assertThat(fx(() -> model.profile().reportProperty().get().status()))
        .isEqualTo(RunStatus.CANCELLED);
    assertThat(fx(() -> model.profile().progress().doneProperty().get())).isLessThan(9);
    assertThat(fx(() -> workspace.pump().pulses())).isPositive();
  }

  @Test
  void theToolbarKeepsItsRowsThroughARunAt1400Pixels(FxRobot robot) throws Exception {
    keepsItsRowsThroughARun(robot);
  }

  @Test
  void theToolbarKeepsItsRowsThroughARunAtALaptops1366Pixels(FxRobot robot) throws Exception {
    // the estimate's text shrinks when the run's measured peak arrives: sized to its text, it
    // moved from a third row up to the second at this width
    WaitForAsyncUtils.asyncFx(() -> workspace.getScene().getWindow().setWidth(1366)).get();
    WaitForAsyncUtils.waitForFxEvents();
    keepsItsRowsThroughARun(robot);
  }

  private void keepsItsRowsThroughARun(FxRobot robot) throws Exception {
    RunToolbar toolbar = robot.lookup(n -> n instanceof RunToolbar).queryAs(RunToolbar.class);
    double idle = fx(toolbar::getHeight);
    robot.clickOn("#run");
    awaitIdle();
    WaitForAsyncUtils.waitForFxEvents();

    // a toolbar that re-wraps when its texts change resizes every chart below it: a full redraw
    // on the FX thread, the longest pulse gap of the run view's stall benchmark
    assertThat(fx(() -> model.measuredPeakProperty().get())).isPositive();
    assertThat(fx(toolbar::getHeight)).isEqualTo(idle);
  }

  @Test
  void theStepCacheToggleReachesTheEnginesConfig(FxRobot robot) throws Exception {
    WaitForAsyncUtils.asyncFx(() -> workspace.show("Cache config")).get();
    assertThat(fx(() -> model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).get()))
        .as("the step cache is on by default")
        .isTrue();
    // start from nirs4all's default (off), then turn it on with the switch
    WaitForAsyncUtils.asyncFx(
            () -> model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(false))
        .get();
    robot.clickOn("#step_cache_enabled .thumb");
    robot.clickOn("#run");
    awaitIdle();

    assertThat(fx(() -> model.lastRequestProperty().get().cacheConfig().stepCacheEnabled()))
        .isTrue();
    assertThat(fx(() -> model.profile().stepCache().hitCount())).isPositive();
  }

  @Test
  void compareShowsAPassingReproducibilityVerdict(FxRobot robot) throws Exception {
    WaitForAsyncUtils.asyncFx(() -> workspace.show("Compare")).get();
    robot.clickOn("#compare");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> fx(() -> workspace.compare().comparisonProperty().get() != null));

    Label verdict = robot.lookup("#verdict").queryAs(Label.class);
    assertThat(fx(verdict::getText)).startsWith("PASS");
    assertThat(fx(() -> workspace.compare().comparisonProperty().get().rows())).hasSize(5);
  }
}
