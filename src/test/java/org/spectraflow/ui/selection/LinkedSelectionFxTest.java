package org.spectraflow.ui.selection;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunWorkspace;
import org.spectraflow.ui.run.export.NodeSnapshot;
import org.spectraflow.ui.spectra.SpectraData;
import org.spectraflow.ui.spectra.SpectraView;
import org.spectraflow.ui.spectra.SpectraViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Ctrl + drag over the T²/Q plot selects dataset samples, which the spectra view outlines and the
 * selection bar names; "Exclude selected and re-run" hands those ids on (headless).
 */
@ExtendWith(ApplicationExtension.class)
class LinkedSelectionFxTest {

  private static final int TIMEOUT_S = 60;

  private RunModel model;
  private RunWorkspace workspace;
  private SpectraView spectra;
  private Scene scene;
  private SpectroDataset data;

  @Start
  void start(Stage stage) {
    model = RunModel.standard();
    model
        .documentProperty()
        .set(
            PipelineReader.readJson(
                "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
                    + " {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                    + " {\"model\": {\"class\": \"PLSRegression\","
                    + " \"params\": {\"n_components\": 4}}}]}"));
    DatasetChoice choice = DatasetChoice.demo(60, 50);
    model.datasetProperty().set(choice);
    data = choice.open(Precision.FLOAT64);
    workspace = new RunWorkspace(model);
    SpectraViewModel spectraModel = new SpectraViewModel("Raw spectra");
    spectraModel.dataProperty().set(SpectraData.raw(data));
    spectra = new SpectraView(spectraModel);
    spectra.linkSamples(workspace.samples());
    SplitPane split = new SplitPane(workspace, spectra);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.66);
    scene = new Scene(split, 1366, 768);
    stage.setScene(scene);
    stage.setX(0);
    stage.setY(0);
    stage.show();
    stage.toFront();
  }

  @AfterEach
  void dispose() throws Exception {
    WaitForAsyncUtils.asyncFx(() -> workspace.dispose()).get();
  }

  @Test
  void aBoxOnTheT2QPlotSelectsSamplesEverywhere(FxRobot robot) throws Exception {
    WaitForAsyncUtils.asyncFx(model::run).get();
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !model.runningProperty().get()
                        && model.profile().reportProperty().get() != null));
    WaitForAsyncUtils.asyncFx(() -> workspace.show("Diagnostics")).get();
    WaitForAsyncUtils.waitForFxEvents();
    ChartViewer t2q = robot.lookup("#diagnostics-t2q").queryAs(ChartViewer.class);
    Bounds b = t2q.localToScreen(t2q.getBoundsInLocal());
    // from the plot's origin corner over the whole plot: every point
    Point2D from = new Point2D(b.getMinX() + 2, b.getMaxY() - 2);
    Point2D to = new Point2D(b.getMaxX() - 2, b.getMinY() + 2);
    robot.moveTo(from).press(KeyCode.CONTROL).press(MouseButton.PRIMARY).moveTo(to);
    robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);
    WaitForAsyncUtils.waitForFxEvents();
    Set<Integer> ids = fx(() -> workspace.samples().ids());
    Set<Integer> all = new java.util.TreeSet<>();
    for (int id : data.trainIds()) {
      all.add(id);
    }
    for (int id : data.testIds()) {
      all.add(id);
    }
    assertThat(ids).isNotEmpty().isSubsetOf(all);
    assertThat(fx(() -> workspace.selectionBar().isVisible())).isTrue();
    assertThat(fx(() -> workspace.selectionBar().text())).startsWith(ids.size() + " samples");
    // select a handful: the spectra view outlines exactly those
    WaitForAsyncUtils.asyncFx(() -> workspace.samples().select(Set.of(0, 3, 8), false)).get();
    WaitForAsyncUtils.waitFor(TIMEOUT_S, TimeUnit.SECONDS, () -> fx(() -> spectra.frame() != null));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(fx(() -> spectra.markedCount())).isEqualTo(3);
    Set<Integer>[] handed = new Set[1];
    WaitForAsyncUtils.asyncFx(() -> workspace.selectionBar().setOnExclude(s -> handed[0] = s))
        .get();
    robot.clickOn("#selection-exclude");
    assertThat(handed[0]).containsExactly(0, 3, 8);
    shoot("t2q-selection-linked-to-spectra.png");

    // the scores plot coloured by a metadata column of the dataset's samples
    SpectraData raw = SpectraData.raw(data);
    int[] rowIds = raw.table().sampleIds();
    java.util.List<String> batch = new java.util.ArrayList<>();
    for (int id : rowIds) {
      batch.add("batch " + (char) ('A' + id % 3));
    }
    SpectraData withBatch =
        new SpectraData(
            raw.table(),
            java.util.Map.of("batch", new org.spectraflow.engine.data.MetadataTable.Texts(batch)));
    WaitForAsyncUtils.asyncFx(
            () -> {
              workspace.diagnostics().samplesProperty().set(withBatch);
              workspace.diagnostics().colourByProperty().set("batch");
            })
        .get();
    WaitForAsyncUtils.waitForFxEvents();
    ChartViewer scores = robot.lookup("#diagnostics-scores").queryAs(ChartViewer.class);
    var legend = fx(() -> scores.getChart().getXYPlot().getLegendItems());
    assertThat(legend.getItemCount()).isEqualTo(3);
    assertThat(legend.get(0).getLabel()).startsWith("batch ");
    shoot("scores-coloured-by-metadata.png");

    // predicted vs actual: calibration fit, out-of-fold and test points
    WaitForAsyncUtils.asyncFx(() -> workspace.samples().clear()).get();
    WaitForAsyncUtils.asyncFx(() -> workspace.show("Scores")).get();
    WaitForAsyncUtils.asyncFx(() -> workspace.redrawNow()).get();
    WaitForAsyncUtils.waitForFxEvents();
    org.jfree.chart.JFreeChart pva =
        workspace.charts().stream()
            .filter(c -> c.title().equals("Scores"))
            .findFirst()
            .orElseThrow()
            .charts()
            .get(1);
    var series = fx(() -> pva.getXYPlot().getDataset());
    assertThat(series.getSeriesCount()).isEqualTo(3);
    assertThat(series.getSeriesKey(0).toString()).startsWith("train · n 48");
    assertThat(series.getSeriesKey(1).toString()).startsWith("CV (out of fold) · n 48");
    assertThat(series.getSeriesKey(2).toString()).startsWith("test · n 12");
    shoot("predicted-vs-actual-train-cv-test.png");
  }

  /** Writes the window to {@code spectraflow.shots}/name when that property is set. */
  private void shoot(String name) throws Exception {
    String dir = System.getProperty("spectraflow.shots");
    if (dir == null) {
      return;
    }
    Files.createDirectories(Path.of(dir));
    WaitForAsyncUtils.asyncFx(() -> NodeSnapshot.png(scene.getRoot(), Path.of(dir, name))).get();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
