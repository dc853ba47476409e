package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.charts.CowLane;
import org.spectraflow.ui.run.charts.LiveChart;
import org.spectraflow.ui.run.compare.CompareModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Chart labels a scientist reads: branch names on the CoW lanes, RMSE and R² on predicted vs
 * actual.
 */
@ExtendWith(ApplicationExtension.class)
class ChartLabelsTest {

  private RunModel model;
  private RunWorkspace workspace;

  @Start
  void start(Stage stage) throws IOException {
    model =
        new RunModel(RunEngine.standard(), Runnable::run, Runnable::run, InstantSource.system());
    try (InputStream in =
        ChartLabelsTest.class.getResourceAsStream("/org/spectraflow/demo/branches.json")) {
      PipelineDocument doc =
          PipelineReader.readJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      model.documentProperty().set(doc);
    }
    model.datasetProperty().set(DatasetChoice.demo(60, 80));
    // the memory labels are read against the data held by the variants alone: no step cache
    model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(false);
    workspace =
        new RunWorkspace(
            model,
            new CompareModel(
                RunEngine.standard(), Runnable::run, Runnable::run, InstantSource.system()));
    stage.setScene(new Scene(workspace, 1366, 700));
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(workspace::dispose);
  }

  private JFreeChart chart(String title, int index) {
    return workspace.charts().stream()
        .filter(c -> c.title().equals(title))
        .findFirst()
        .map(LiveChart::charts)
        .orElseThrow()
        .get(index);
  }

  @Test
  void copyOnWriteLanesCarryTheBranchNamesTheCanvasShows(FxRobot robot) {
    robot.interact(model::run);
    robot.interact(
        () -> {
          workspace.show("Copy-on-write");
          workspace.redrawNow();
        });

    assertThat(model.profile().cow().lanes())
        .extracting(CowLane::label)
        .containsExactly("top level", "snv", "msc", "d1");
  }

  @Test
  void predictedVersusActualNamesItsRmseAndR2(FxRobot robot) {
    robot.interact(model::run);
    robot.interact(
        () -> {
          workspace.show("Scores");
          workspace.redrawNow();
        });

    JFreeChart pva = chart("Scores", 1);
    String titles =
        pva.getTitle().getText()
            + IntStream.range(0, pva.getSubtitleCount())
                .mapToObj(pva::getSubtitle)
                .filter(TextTitle.class::isInstance)
                .map(t -> ((TextTitle) t).getText())
                .reduce("", String::concat)
            + legendLabels(pva);
    assertThat(titles).contains("RMSE ").contains("R² ");
  }

  @Test
  void theMemoryTimelineNamesTheDataHeldAndOneBranchsDatasetApart(FxRobot robot) {
    robot.interact(model::run);
    robot.interact(
        () -> {
          workspace.show("Memory");
          workspace.redrawNow();
        });
    JFreeChart timeline = chart("Memory timeline", 0);
    List<String> legend = new ArrayList<>();
    LegendItemCollection items = timeline.getXYPlot().getLegendItems();
    for (int i = 0; i < items.getItemCount(); i++) {
      legend.add(items.get(i).getLabel());
    }
    String subtitles =
        IntStream.range(0, timeline.getSubtitleCount())
            .mapToObj(timeline::getSubtitle)
            .filter(TextTitle.class::isInstance)
            .map(t -> ((TextTitle) t).getText())
            .reduce("", String::concat);

    assertThat(legend)
        .contains(
            "data held by the variants in flight (right axis)",
            "one branch's dataset after its step (right axis)");
    var timelineModel = model.profile().timeline();
    assertThat(timelineModel.heldMb().max())
        .as("four branches alive hold more than one branch's dataset")
        .isGreaterThan(timelineModel.steadyMb().max());
    // the held peak is the toolbar's measured data peak (no step cache in this run)
    assertThat(subtitles)
        .contains(
            "data held by the variants in flight peaked at "
                + ByteFormat.format(model.measuredPeakProperty().get()))
        .contains(
            "the largest single dataset was "
                + ByteFormat.format(timelineModel.largestDatasetBytes()));
  }

  /** The chart's legend entries (n · RMSE · R² · bias per partition), joined. */
  private static String legendLabels(JFreeChart chart) {
    StringBuilder out = new StringBuilder();
    org.jfree.chart.LegendItemCollection items = chart.getXYPlot().getLegendItems();
    for (int i = 0; i < items.getItemCount(); i++) {
      out.append(items.get(i).getLabel()).append('\n');
    }
    return out.toString();
  }
}
