package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.spectraflow.ui.run.FxTestSupport.FIXED;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.Arrays;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.compare.CompareModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The pre-run memory estimate is a model of the run, explains its formula, and meets the measured
 * peak after the run.
 */
@ExtendWith(ApplicationExtension.class)
class MemoryEstimateViewTest {

  private RunModel model;
  private RunWorkspace workspace;

  @Start
  void start(Stage stage) {
    model = FxTestSupport.directModel(new FakeRun(3));
    model.documentProperty().set(RunWorkspaceFxTest.profilingDemo());
    model.datasetProperty().set(DatasetChoice.demo(300, 1250));
    model.cacheConfig().precisionProperty().set(Precision.FLOAT32);
    workspace =
        new RunWorkspace(
            model,
            new CompareModel(new FakeRun(1), Runnable::run, Runnable::run, InstantSource.system()));
    stage.setScene(new Scene(workspace, 1366, 700));
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(workspace::dispose);
  }

  private Label label(FxRobot robot) {
    return robot.lookup("#run-estimate").queryAs(Label.class);
  }

  @Test
  void theEstimateModelsTheRunNotTheHeap(FxRobot robot) {
    robot.interact(() -> model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(true));
    MemoryEstimate first = model.estimateBinding().get();
    byte[][] garbage = new byte[64][];
    for (int i = 0; i < garbage.length; i++) {
      garbage[i] = new byte[1 << 20];
      Arrays.fill(garbage[i], (byte) i);
    }
    robot.interact(
        () -> {
          model
              .cacheConfig()
              .toggle(CacheField.LOG_CACHE_STATS)
              .set(!model.cacheConfig().toggle(CacheField.LOG_CACHE_STATS).get());
        });
    MemoryEstimate again = model.estimateBinding().get();

    long raw = 300L * 1250 * 4;
    assertThat(garbage[63][0]).isEqualTo((byte) 63);
    assertThat(again).isNotSameAs(first).isEqualTo(first);
    assertThat(first.featureBytes()).isEqualTo(raw);
    assertThat(first.cacheBytes())
        .isPositive()
        .isLessThanOrEqualTo(20 * raw)
        .isEqualTo(first.cacheBytes() / raw * raw);
    assertThat(label(robot).getText()).contains("data peak").contains("raw 1.4 MB");
    assertThat(label(robot).getTooltip().getText())
        .contains("contexts × raw + cache")
        .contains("distinct outputs");
  }

  @Test
  void eachWorkerHoldsTheContextsOfItsVariant(FxRobot robot) {
    robot.interact(() -> model.threadsProperty().set(1));
    MemoryEstimate one = model.estimateBinding().get();
    robot.interact(() -> model.threadsProperty().set(2));
    MemoryEstimate two = model.estimateBinding().get();

    // two preprocessing branches: two contexts per variant, nine variants
    assertThat(one.contexts()).isEqualTo(2);
    assertThat(one.workers()).isEqualTo(1);
    assertThat(two.workers()).isEqualTo(2);
    assertThat(two.dataPeakBytes() - two.cacheBytes())
        .isEqualTo(2 * (one.dataPeakBytes() - one.cacheBytes()))
        .isEqualTo(2 * 2 * one.featureBytes());
  }

  @Test
  void afterTheRunTheEstimateStandsBesideTheMeasuredPeak(FxRobot robot) {
    robot.interact(model::run);

    assertThat(model.measuredPeakProperty().get()).isPositive();
    assertThat(label(robot).getText()).contains("estimate ").contains(" vs measured ");
  }

  /**
   * Six preprocessing lanes, each kept until the variant ends (the model runs once per lane): the
   * engine holds six transformed blocks at once, which the estimate models (the earlier model
   * counted one processed block plus a branch copy, and the measured figure one context).
   */
  @Test
  void onSixBranchesTheEstimateMeetsTheEnginesHeldBytes(FxRobot robot) {
    RunModel real = new RunModel(RunEngine.standard(), Runnable::run, Runnable::run, FIXED);
    real.documentProperty().set(sixBranches());
    real.datasetProperty().set(DatasetChoice.demo(240, 500));
    real.cacheConfig().precisionProperty().set(Precision.FLOAT32);
    real.threadsProperty().set(1);

    MemoryEstimate estimate = real.estimateBinding().get();
    real.run();

    long raw = 240L * 500 * 4;
    long measured = real.measuredPeakProperty().get();
    assertThat(real.statusProperty().get()).isEqualTo("completed");
    assertThat(estimate.contexts()).isEqualTo(6);
    assertThat(estimate.workers()).isEqualTo(1);
    assertThat(measured).isGreaterThanOrEqualTo(6 * raw);
    assertThat((double) estimate.dataPeakBytes()).isBetween(0.65 * measured, 1.35 * measured);
  }

  private static PipelineDocument sixBranches() {
    String name = "/org/spectraflow/ui/app/six-branches.json";
    try (InputStream in = MemoryEstimateViewTest.class.getResourceAsStream(name)) {
      return PipelineReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
