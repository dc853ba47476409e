package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.ui.run.charts.LiveChart;
import org.spectraflow.ui.run.charts.StepMemoryChart;
import org.spectraflow.ui.run.peak.LivePeakChart;
import org.spectraflow.ui.run.peak.LivePeakModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run view before and after a run: every chart panel's empty state, the live-at-peak view, and
 * the hovered step linking the per-step bars, the heat map and the live-at-peak view.
 */
@ExtendWith(ApplicationExtension.class)
class RunViewLinksFxTest {

  private static final List<String> PANELS =
      List.of(
          "#empty-memory",
          "#empty-per-step",
          "#empty-copy-on-write",
          "#empty-step-cache",
          "#empty-live-at-peak",
          "#empty-scores",
          "#empty-heat-map");

  private RunModel model;
  private RunWorkspace workspace;

  @Start
  void start(Stage stage) {
    model = FxTestSupport.directModel(new FakeRun(4));
    workspace = new RunWorkspace(model);
    stage.setScene(new Scene(workspace, 1366, 768));
    stage.show();
  }

  @Test
  void everyChartPanelSaysPressRunUntilARunFillsIt(FxRobot robot) throws Exception {
    for (String id : PANELS) {
      Label empty = robot.lookup(id).queryAs(Label.class);
      assertThat(empty.isVisible()).as(id).isTrue();
      assertThat(empty.getText()).as(id).startsWith("Press Run to see ");
    }

    robot.interact(model::run);

    for (String id : PANELS) {
      assertThat(robot.lookup(id).queryAs(Label.class).isVisible()).as(id).isFalse();
    }
    robot.interact(model::reset);
    assertThat(robot.lookup("#empty-memory").queryAs(Label.class).isVisible()).isTrue();
  }

  @Test
  void theLiveAtPeakViewShowsTheBytesLiveAtTheLargestRss(FxRobot robot) throws Exception {
    robot.interact(model::run);
    robot.interact(() -> workspace.show("Live at peak"));
    robot.interact(workspace::redrawNow);

    var peak = fx(() -> model.profile().livePeak().peak());
    long largestRss = fx(() -> (long) (model.profile().timeline().peakRssMb() * 1024 * 1024));
    assertThat(peak.rssBytes()).isEqualTo(largestRss);
    assertThat(peak.group(LivePeakModel.DATA).parts()).isNotEmpty();
    LiveChart chart =
        workspace.charts().stream().filter(c -> c.title().equals("Live at peak")).findFirst().get();
    var process = chart.charts().get(0).getCategoryPlot().getDataset();
    var blocks = chart.charts().get(1).getCategoryPlot().getDataset();
    assertThat(process.getColumnKeys()).hasSize(2);
    assertThat(process.getRowCount()).isEqualTo(3);
    assertThat(blocks.getRowCount())
        .isEqualTo(
            2
                + peak.group(LivePeakModel.DATA).parts().size()
                + peak.group(LivePeakModel.CACHE).parts().size());

    StepKey live = peak.group(LivePeakModel.DATA).parts().get(0).step();
    robot.interact(() -> model.profile().selection().hoveredStepProperty().set(live));
    assertThat(fx(((LivePeakChart) chart)::outlinedParts)).isPositive();
  }

  @Test
  void aStepHoveredAnywhereIsHighlightedInThePerStepBarsAndTheHeatMap(FxRobot robot)
      throws Exception {
    robot.interact(model::run);
    // the workspace applies the run's events a few milliseconds per frame: wait for all of them
    WaitForAsyncUtils.waitFor(
        10, TimeUnit.SECONDS, () -> fx(() -> model.profile().reportProperty().get() != null));
    StepKey step = fx(() -> model.profile().stepMemory().shownBars().get(0).key());
    StepMemoryChart bars =
        (StepMemoryChart)
            workspace.charts().stream()
                .filter(c -> c instanceof StepMemoryChart)
                .findFirst()
                .orElseThrow();

    robot.interact(() -> model.profile().selection().hoveredStepProperty().set(step));
    robot.interact(() -> workspace.show("Per step"));
    robot.interact(workspace::redrawNow);
    assertThat(fx(bars::hoveredBar)).startsWith(step.label() + " ");
    robot.interact(() -> workspace.show("Heat map"));
    robot.interact(workspace::redrawNow);
    int column = fx(() -> workspace.heatMap().hoveredColumn());
    assertThat(fx(() -> model.profile().heatMap().columns().get(column))).isEqualTo(step);

    // the mouse over another heat-map column hovers that step everywhere
    Point2D lastColumn =
        fx(
            () ->
                workspace
                    .heatMap()
                    .localToScreen(
                        workspace.heatMap().getWidth() - 4, workspace.heatMap().getHeight() / 2));
    robot.moveTo(lastColumn);
    WaitForAsyncUtils.waitForFxEvents();
    StepKey last = fx(() -> model.profile().heatMap().columns().getLast());
    assertThat(fx(() -> model.profile().selection().hoveredStepProperty().get())).isEqualTo(last);
    assertThat(fx(() -> workspace.heatMap().hoveredColumn()))
        .isEqualTo(fx(() -> model.profile().heatMap().columns().size() - 1));
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
