package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.chart.entity.CategoryLabelEntity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.StepLabels;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The per-step memory chart's step labels at the size the run perspective gives it at 1366×768
 * (about 1366 × 330) and smaller: every label is drawn whole inside the chart on one line, none
 * overlaps its neighbour, the plot keeps most of the height, and each label's tooltip names the
 * step in full.
 */
@ExtendWith(ApplicationExtension.class)
class StepLabelsTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  /** A six-branch variant's steps (13 bars), the D03 sweep's long operator names among them. */
  private static final String[] OPERATORS = {
    "sklearn.model_selection._split.KFold",
    "nirs4all.operators.transforms.scalers.StandardNormalVariate",
    "nirs4all.operators.transforms.nirs.MultiplicativeScatterCorrection",
    "nirs4all.operators.transforms.nirs.SavitzkyGolay",
    "nirs4all.operators.transforms.signal.Detrend",
    "nirs4all.operators.transforms.signal.Gaussian",
    "nirs4all.operators.transforms.nirs.ExtendedMultiplicativeScatterCorrection"
  };

  private StepMemoryModel model;
  private StepMemoryChart chart;

  @Start
  void start(Stage stage) {
    model = new StepMemoryModel(new RunSelection());
    chart = new StepMemoryChart(model);
    stage.setScene(new Scene(new StackPane(chart.node()), 600, 400));
    stage.show();
  }

  private void step(int step, List<Integer> branch, String path, String operator) {
    model.accept(
        new RunEvent.StepFinished(
            T0.plusMillis(step),
            0,
            step,
            branch,
            path,
            "/" + path,
            operator,
            List.of(new SourceShape(5000, 1, 2000)),
            40_000_000L,
            900L << 20,
            400L << 20,
            0,
            Duration.ofMillis(5),
            false));
  }

  private void sixBranches() {
    model.accept(new RunEvent.VariantStarted(T0, 0, "v0"));
    step(1, List.of(), "pipeline[0]", OPERATORS[0]);
    for (int b = 0; b < 6; b++) {
      step(2, List.of(b), "pipeline[1].branch[" + b + "][0]", OPERATORS[b + 1]);
    }
    for (int b = 0; b < 6; b++) {
      step(3, List.of(b), "pipeline[2]", "sklearn.cross_decomposition._pls.PLSRegression");
    }
  }

  private void d03Variant() {
    model.accept(new RunEvent.VariantStarted(T0, 0, "v0"));
    step(1, List.of(), "pipeline[0][0]", OPERATORS[6]);
    step(1, List.of(), "pipeline[0][1]", OPERATORS[3]);
    step(2, List.of(), "pipeline[1]", "sklearn.cross_decomposition._pls.PLSRegression");
  }

  private List<CategoryLabelEntity> labels(ChartFrame frame) {
    List<CategoryLabelEntity> out = new ArrayList<>();
    for (Object e : frame.entities().getEntities()) {
      if (e instanceof CategoryLabelEntity label) {
        out.add(label);
      }
    }
    out.sort(Comparator.comparingDouble(l -> l.getArea().getBounds2D().getMinX()));
    return out;
  }

  private void assertReadable(ChartFrame frame, int width, int height, int bars) {
    List<CategoryLabelEntity> labels = labels(frame);
    assertThat(labels).hasSize(bars);
    Rectangle2D data = frame.dataArea();
    double lineHeight = 0;
    for (int i = 0; i < labels.size(); i++) {
      Rectangle2D box = labels.get(i).getArea().getBounds2D();
      lineHeight = Math.max(lineHeight, box.getHeight());
      assertThat(box.getMinX()).as("label %d inside the chart", i).isGreaterThanOrEqualTo(0);
      assertThat(box.getMaxX()).as("label %d inside the chart", i).isLessThanOrEqualTo(width);
      assertThat(box.getMinY())
          .as("label %d below the plot", i)
          .isGreaterThanOrEqualTo(data.getMaxY());
      assertThat(box.getMaxY()).as("label %d not cut at the bottom", i).isLessThanOrEqualTo(height);
      if (i > 0) {
        assertThat(box.getMinX())
            .as("label %d clear of its neighbour", i)
            .isGreaterThanOrEqualTo(labels.get(i - 1).getArea().getBounds2D().getMaxX());
      }
    }
    assertThat(lineHeight).as("one line of text").isLessThan(24);
    assertThat(data.getHeight())
        .as("the plot keeps the chart's height")
        .isGreaterThan(0.55 * height);
  }

  @Test
  void sixBranchStepLabelsFitOnOneLineAt1366Pixels(FxRobot robot) {
    robot.interact(this::sixBranches);
    for (int height : new int[] {330, 250}) {
      ChartFrame frame = draw(robot, 1366, height);
      assertReadable(frame, 1366, height, 13);
    }
    List<String> tips = new ArrayList<>();
    for (CategoryLabelEntity label : labels(draw(robot, 1366, 330))) {
      tips.add(label.getToolTipText());
    }
    assertThat(tips)
        .contains(
            "2 [1] MultiplicativeScatterCorrection",
            "2 [5] ExtendedMultiplicativeScatterCorrection");
  }

  @Test
  void stepsInNamedBranchesAreLabelledWithTheBranchNamesTheCanvasShows(FxRobot robot) {
    robot.interact(
        () -> {
          model.accept(new RunEvent.VariantStarted(T0, 0, "v0"));
          step(1, List.of(), "pipeline[0]", OPERATORS[0]);
          step(2, List.of(0), "pipeline[1].branch.snv[0]", OPERATORS[1]);
          step(2, List.of(1), "pipeline[1].branch[1][0]", OPERATORS[2]);
          step(3, List.of(0, 1), "pipeline[1].branch.snv[1].branch.smooth[0]", OPERATORS[3]);
          // the model after the branch block runs in each lane, its path outside the branch
          step(4, List.of(0), "pipeline[2]", "sklearn.cross_decomposition._pls.PLSRegression");
          step(4, List.of(1), "pipeline[2]", "sklearn.cross_decomposition._pls.PLSRegression");
        });

    assertThat(model.shownBars().stream().map(StepBar::label))
        .containsExactly(
            "1 KFold",
            "2 [snv] StandardNormalVariate",
            "2 [1] MultiplicativeScatterCorrection",
            "3 [snv/smooth] SavitzkyGolay",
            "4 [snv] PLSRegression",
            "4 [1] PLSRegression");
    assertReadable(draw(robot, 1366, 330), 1366, 330, 6);
  }

  @Test
  void aD03VariantShowsItsStepNamesWholeWhenTheyFit(FxRobot robot) {
    robot.interact(this::d03Variant);
    ChartFrame frame = draw(robot, 1366, 330);

    assertReadable(frame, 1366, 330, 3);
    assertThat(chart.charts().get(0).getCategoryPlot().getDomainAxis())
        .isInstanceOf(StepAxis.class);
  }

  @Test
  void aLabelTooLongForItsBarIsAbbreviatedThenCut() {
    // one pixel per character
    assertThat(StepLabels.fit("2 [0] StandardNormalVariate", 40, String::length))
        .isEqualTo("2 [0] StandardNormalVariate");
    assertThat(StepLabels.fit("2 [0] StandardNormalVariate", 12, String::length))
        .isEqualTo("2 [0] SNV");
    assertThat(StepLabels.fit("2 [0] StandardNormalVariate", 8, String::length))
        .isEqualTo("2 [0] S…");
    assertThat(StepLabels.fit("1 Detrend", 5, String::length)).isEqualTo("1 De…");
  }

  private ChartFrame draw(FxRobot robot, int width, int height) {
    ChartFrame[] frame = new ChartFrame[1];
    robot.interact(
        () -> {
          chart.refresh(width);
          frame[0] = ChartFrame.draw(chart.charts().get(0), width, height, 1);
        });
    return frame[0];
  }
}
