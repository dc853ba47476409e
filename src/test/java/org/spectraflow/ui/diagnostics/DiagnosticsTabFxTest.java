package org.spectraflow.ui.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunWorkspace;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** After a run of a small PLS document the Diagnostics tab shows its charts (headless). */
@ExtendWith(ApplicationExtension.class)
class DiagnosticsTabFxTest {

  private static final int TIMEOUT_S = 60;

  private RunModel model;
  private RunWorkspace workspace;

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
    stage.setScene(new Scene(workspace, 1366, 768));
    stage.setMaximized(false);
    stage.sizeToScene();
    stage.show();
  }

  @AfterEach
  void dispose() throws Exception {
    WaitForAsyncUtils.asyncFx(() -> workspace.dispose()).get();
  }

  @Test
  void afterARunTheTabShowsTheCurveVipCoefficientsT2QAndScores(FxRobot robot) throws Exception {
    WaitForAsyncUtils.asyncFx(model::run).get();
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !model.runningProperty().get()
                        && model.profile().reportProperty().get() != null));
    robot.clickOn("#tab-diagnostics");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#diagnostics").tryQuery()).isPresent();
    Set<ChartViewer> charts =
        robot.lookup(n -> n instanceof ChartViewer).queryAllAs(ChartViewer.class);
    assertThat(
            charts.stream()
                .filter(c -> c.isVisible() && c.getWidth() > 50 && c.getHeight() > 50)
                .map(c -> c.getId())
                .toList())
        .contains(
            "diagnostics-curve",
            "diagnostics-vip",
            "diagnostics-coefficients",
            "diagnostics-t2q",
            "diagnostics-scores");
    Label message = robot.lookup("#diagnostics-message").queryAs(Label.class);
    assertThat(message.getText()).contains("PLSRegression").contains("4 components");
    assertThat(
            robot
                .lookup(n -> n instanceof TabPane)
                .queryAs(TabPane.class)
                .getSelectionModel()
                .getSelectedItem()
                .getText())
        .isEqualTo("Diagnostics");
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
