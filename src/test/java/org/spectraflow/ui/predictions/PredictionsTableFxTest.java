package org.spectraflow.ui.predictions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.charts.PredictedVsActual.Partition;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunWorkspace;
import org.spectraflow.ui.run.charts.ChartImageView;
import org.spectraflow.ui.run.export.NodeSnapshot;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Scores tab's predictions table follows the shared sample selection both ways: a box on the
 * predicted-vs-actual plot highlights the rows of the boxed samples, selecting rows selects their
 * samples (headless).
 */
@ExtendWith(ApplicationExtension.class)
class PredictionsTableFxTest {

  private static final int TIMEOUT_S = 60;
  private static final PseudoClass LINKED = PseudoClass.getPseudoClass("linked");

  private RunModel model;
  private RunWorkspace workspace;
  private Scene scene;

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
    model.datasetProperty().set(DatasetChoice.demo(60, 50));
    workspace = new RunWorkspace(model);
    scene = new Scene(workspace, 1366, 768);
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
  void selectionInThePlotHighlightsRowsAndRowsSelectSamples(FxRobot robot) throws Exception {
    WaitForAsyncUtils.asyncFx(model::run).get();
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !model.runningProperty().get()
                        && model.profile().reportProperty().get() != null));
    WaitForAsyncUtils.asyncFx(() -> workspace.show("Scores")).get();
    WaitForAsyncUtils.asyncFx(() -> workspace.redrawNow()).get();
    PredictionsTable table = robot.lookup("#predictions-table").queryAs(PredictionsTable.class);
    WaitForAsyncUtils.waitFor(TIMEOUT_S, TimeUnit.SECONDS, () -> fx(() -> !table.rows().isEmpty()));
    // the plot's points: 48 train fits, 48 out of fold, 12 test
    List<PredictionRow> rows = fx(table::rows);
    assertThat(rows).hasSize(108);
    assertThat(rows.stream().filter(r -> r.partition() == Partition.TEST)).hasSize(12);
    assertThat(rows).allSatisfy(r -> assertThat(r.sample()).isNotNegative());
    assertThat(rows.get(0).residual()).isEqualTo(rows.get(0).predicted() - rows.get(0).actual());
    // KFold(3): each out-of-fold row names its fold, the other rows none
    assertThat(rows.stream().filter(r -> r.partition() == Partition.CV).map(PredictionRow::fold))
        .containsOnly(0, 1, 2)
        .contains(0, 1, 2);
    assertThat(rows.stream().filter(r -> r.partition() != Partition.CV).map(PredictionRow::fold))
        .containsOnly(-1);

    // Ctrl + drag over the whole predicted-vs-actual plot: every sample, every row highlighted
    ChartImageView pva =
        fx(
            () ->
                workspace.charts().stream()
                    .filter(c -> c.title().equals("Scores"))
                    .findFirst()
                    .orElseThrow()
                    .viewers()
                    .get(1));
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () -> {
          dragOver(robot, pva);
          return fx(() -> !workspace.samples().ids().isEmpty());
        });
    Set<Integer> boxed = fx(() -> workspace.samples().ids());
    int expected = (int) rows.stream().filter(r -> boxed.contains(r.sample())).count();
    assertThat(fx(table::linkedCount)).isEqualTo(expected).isPositive();
    assertVisibleRowsFollow(robot, boxed);

    // a selection from elsewhere (another plot, the spectra view)
    WaitForAsyncUtils.asyncFx(() -> workspace.samples().select(Set.of(0, 3, 8), false)).get();
    WaitForAsyncUtils.waitForFxEvents();
    long ofThose = rows.stream().filter(r -> Set.of(0, 3, 8).contains(r.sample())).count();
    assertThat(fx(table::linkedCount)).isEqualTo((int) ofThose).isPositive();
    assertVisibleRowsFollow(robot, Set.of(0, 3, 8));
    shoot("predictions-table-linked.png");

    // selecting rows in the table selects their samples everywhere
    WaitForAsyncUtils.asyncFx(
            () -> {
              table.getSortOrder().clear();
              table.getSelectionModel().clearSelection();
              table.getSelectionModel().selectIndices(1, 2, 5);
            })
        .get();
    WaitForAsyncUtils.waitForFxEvents();
    Set<Integer> chosen =
        fx(
            () -> {
              Set<Integer> ids = new TreeSet<>();
              table.getSelectionModel().getSelectedItems().forEach(r -> ids.add(r.sample()));
              return ids;
            });
    assertThat(fx(() -> workspace.samples().ids())).isEqualTo(chosen);
    assertThat(fx(() -> table.getSelectionModel().getSelectedIndices())).containsExactly(1, 2, 5);
    assertThat(fx(() -> workspace.selectionBar().text())).startsWith(chosen.size() + " sample");
    shoot("predictions-table-rows-selected.png");

    // clearing the selection elsewhere drops the rows' selection and highlight
    WaitForAsyncUtils.asyncFx(() -> workspace.samples().clear()).get();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(fx(() -> table.getSelectionModel().getSelectedIndices())).isEmpty();
    assertThat(fx(table::linkedCount)).isZero();
  }

  private static void dragOver(FxRobot robot, Node node) throws Exception {
    Bounds b = fx(() -> node.localToScreen(node.getBoundsInLocal()));
    Point2D from = new Point2D(b.getMinX() + 2, b.getMaxY() - 2);
    Point2D to = new Point2D(b.getMaxX() - 2, b.getMinY() + 2);
    robot.moveTo(from).press(KeyCode.CONTROL).press(MouseButton.PRIMARY).moveTo(to);
    robot.release(MouseButton.PRIMARY).release(KeyCode.CONTROL);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Every visible row is highlighted exactly when its sample is selected. */
  private static void assertVisibleRowsFollow(FxRobot robot, Set<Integer> selected)
      throws Exception {
    List<TableRow<PredictionRow>> shown =
        fx(
            () ->
                robot
                    .lookup("#predictions-table .table-row-cell")
                    .<TableRow<PredictionRow>>queryAll()
                    .stream()
                    .filter(r -> r.getItem() != null && !r.isEmpty())
                    .toList());
    assertThat(shown).isNotEmpty();
    for (TableRow<PredictionRow> row : shown) {
      boolean linked = fx(() -> row.getPseudoClassStates().contains(LINKED));
      assertThat(linked)
          .as("row of sample %d", row.getItem().sample())
          .isEqualTo(selected.contains(row.getItem().sample()));
    }
    assertThat(shown.stream().anyMatch(r -> selected.contains(r.getItem().sample()))).isTrue();
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
