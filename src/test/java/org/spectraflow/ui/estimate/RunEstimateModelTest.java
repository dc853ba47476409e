package org.spectraflow.ui.estimate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.estimate.FitCensus;
import org.spectraflow.engine.estimate.ProbeTimings;
import org.spectraflow.engine.estimate.RunEstimate;
import org.spectraflow.engine.estimate.RunEstimator;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.run.DatasetChoice;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The studio's run estimate appears beside Run for a document, made off the FX thread: the source
 * is the engine's census of the real document with injected probe timings (nothing depends on the
 * machine's speed), and it records the threads it ran on.
 */
@ExtendWith(ApplicationExtension.class)
class RunEstimateModelTest {

  /** SNV or MSC, a PLS sweep of 3, then a 100-tree forest: 6 variants, 2 distinct forest fits. */
  private static final PipelineDocument DOC =
      PipelineReader.read(
          "{\"pipeline\": [{\"_or_\": [\"nirs4all.operators.transforms.StandardNormalVariate\","
              + " \"nirs4all.operators.transforms.MultiplicativeScatterCorrection\"]},"
              + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
              + " \"params\": {\"n_components\": {\"_range_\": [1, 3]}}}},"
              + " {\"model\": {\"class\": \"sklearn.ensemble.RandomForestRegressor\","
              + " \"params\": {\"n_estimators\": 100}}}]}",
          "estimate.json");

  private static final SpectroDataset DATA = DatasetChoice.demo(40, 48).open(Precision.FLOAT32);

  /** A forest fit "takes" 12 s, a PLS fit 10 ms: the probe, injected. */
  private static final ProbeTimings PROBE =
      new ProbeTimings(Map.of("RandomForestRegressor", 12.0, "PLSRegression", 0.01));

  private final ExecutorService worker = Executors.newSingleThreadExecutor();
  private final List<Boolean> onFxThread = new CopyOnWriteArrayList<>();
  private RunEstimateModel model;
  private EstimateLabel label;

  private RunEstimate injected(
      PipelineDocument doc, int cores, boolean caching, BooleanSupplier s) {
    onFxThread.add(Platform.isFxApplicationThread());
    FitCensus census =
        new RunEstimator(OperatorRegistry.standard())
            .census(doc, DATA, VariantExpansion.DEFAULT_LIMIT);
    return RunEstimate.of(census, PROBE, cores, caching, RunEstimate.PER_VARIANT_SECONDS);
  }

  @Start
  void start(Stage stage) {
    model = new RunEstimateModel(this::injected, worker, Platform::runLater);
    label = new EstimateLabel(model);
    stage.setScene(new Scene(new StackPane(label), 500, 60));
    stage.show();
  }

  @AfterEach
  void stop() {
    worker.shutdownNow();
  }

  private void settle() throws InterruptedException {
    // the worker's queue first, then the FX events it posted
    CountDownLatch drained = new CountDownLatch(1);
    worker.execute(drained::countDown);
    assertThat(drained.await(30, TimeUnit.SECONDS)).isTrue();
    WaitForAsyncUtils.waitForFxEvents();
  }

  @Test
  void showsTheEstimateOfTheDocumentMadeOffTheFxThread(FxRobot robot) throws Exception {
    robot.interact(() -> model.request(DOC, 2, true));
    settle();

    // 2 distinct forest fits × 12 s + 6 PLS fits × 10 ms + 6 variants × 10 ms, over 2 cores
    assertThat(label.getText())
        .isEqualTo(about(24.12, 2) + " on 2 cores; 2 distinct RandomForestRegressor fits");
    assertThat(label.getStyleClass()).doesNotContain(EstimateLabel.WARNING_CLASS);
    assertThat(model.pendingProperty().get()).isFalse();
    assertThat(onFxThread).containsExactly(false);
  }

  @Test
  void warnsAboveTheCliThresholdWithoutTheStepCache(FxRobot robot) throws Exception {
    robot.interact(() -> model.request(DOC, 2, false));
    settle();

    // every variant fits its forest: 6 × 12 s + 0.12 s over 2 cores = 36 s > 30 s
    assertThat(label.getText())
        .isEqualTo(about(72.12, 2) + " on 2 cores; 6 RandomForestRegressor fits");
    assertThat(model.warningProperty().get()).isTrue();
    assertThat(label.getStyleClass()).contains(EstimateLabel.WARNING_CLASS);
    assertThat(onFxThread).containsOnly(false);
  }

  @Test
  void onlyTheLatestRequestIsShownAndAQueuedOneIsSkipped(FxRobot robot) throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    worker.execute(
        () -> {
          try {
            release.await(30, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        });
    robot.interact(
        () -> {
          model.request(DOC, 2, false);
          model.request(DOC, 1, true);
        });
    assertThat(label.getText()).isEqualTo(RunEstimateModel.ESTIMATING);
    release.countDown();
    settle();

    assertThat(label.getText())
        .isEqualTo(about(24.12, 1) + " on 1 core; 2 distinct RandomForestRegressor fits");
    // the superseded request never reached the source
    assertThat(onFxThread).hasSize(1);
  }

  @Test
  void aFailureSaysWhyAndClearDropsTheLine(FxRobot robot) throws Exception {
    RunEstimateModel failing =
        new RunEstimateModel(
            (d, c, k, s) -> {
              throw new IllegalStateException("the dataset cannot be read");
            },
            worker,
            Platform::runLater);
    robot.interact(() -> failing.request(DOC, 2, true));
    settle();
    assertThat(failing.textProperty().get()).isEqualTo("no estimate: the dataset cannot be read");
    assertThat(failing.estimateProperty().get()).isNull();

    robot.interact(() -> model.request(DOC, 2, false));
    settle();
    robot.interact(model::clear);
    assertThat(label.getText()).isEmpty();
    assertThat(label.getStyleClass()).doesNotContain(EstimateLabel.WARNING_CLASS);
  }

  /** "about N s" for {@code cpu} seconds of work over {@code cores}, plus the start term. */
  private static String about(double cpu, int cores) {
    return "about "
        + RunEstimate.format(
            Duration.ofMillis(Math.round((cpu / cores + RunEstimate.START_SECONDS) * 1000)));
  }
}
