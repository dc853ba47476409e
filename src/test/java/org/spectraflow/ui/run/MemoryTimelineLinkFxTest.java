package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.Range;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.ui.run.charts.ChartImageView;
import org.spectraflow.ui.run.charts.MemoryTimelineChart;
import org.spectraflow.ui.run.export.NodeSnapshot;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The memory timeline at 1366×768 after a 64-variant run: the step hovered in any view is shaded
 * over its spans, the mouse over the timeline hovers the step running then, and boundary lines stay
 * few and light enough to read the memory curves.
 */
@ExtendWith(ApplicationExtension.class)
class MemoryTimelineLinkFxTest {

  private static final int VARIANTS = 64;

  private Stage stage;
  private RunModel model;
  private RunWorkspace workspace;

  @Start
  void start(Stage primary) {
    stage = primary;
    model = FxTestSupport.directModel(new FakeRun(VARIANTS));
    workspace = new RunWorkspace(model);
    stage.setScene(new Scene(workspace, 1366, 768));
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(workspace::dispose);
  }

  private void runAndShowTheTimeline(FxRobot robot) {
    robot.interact(model::run);
    robot.interact(() -> workspace.show("Memory"));
    robot.interact(workspace::redrawNow);
  }

  private XYPlot plot() {
    return timeline().charts().get(0).getXYPlot();
  }

  private MemoryTimelineChart timeline() {
    return (MemoryTimelineChart)
        workspace.charts().stream()
            .filter(MemoryTimelineChart.class::isInstance)
            .findFirst()
            .orElseThrow();
  }

  private List<Marker> markers() throws Exception {
    return fx(
        () -> {
          Collection<?> all = plot().getDomainMarkers(Layer.FOREGROUND);
          List<Marker> out = new ArrayList<>();
          if (all != null) {
            all.forEach(m -> out.add((Marker) m));
          }
          return out;
        });
  }

  private List<IntervalMarker> shaded() throws Exception {
    return markers().stream()
        .filter(IntervalMarker.class::isInstance)
        .map(IntervalMarker.class::cast)
        .toList();
  }

  private List<ValueMarker> lines() throws Exception {
    return markers().stream()
        .filter(ValueMarker.class::isInstance)
        .map(ValueMarker.class::cast)
        .toList();
  }

  private static boolean dashed(ValueMarker m) {
    return m.getStroke() instanceof BasicStroke s && s.getDashArray() != null;
  }

  @Test
  void aStepHoveredInAnotherViewIsShadedOnTheTimeline(FxRobot robot) throws Exception {
    runAndShowTheTimeline(robot);
    assertThat(shaded()).isEmpty();

    // step 1 (the first preprocessing) runs once in every variant, between other steps
    robot.interact(() -> model.profile().selection().hoveredStepProperty().set(StepKey.of(1)));
    robot.interact(workspace::redrawNow);

    assertThat(shaded()).hasSize(VARIANTS);
    assertThat(fx(timeline()::shadedSpans)).isEqualTo(VARIANTS);
    assertThat(lines().stream().filter(MemoryTimelineLinkFxTest::dashed))
        .as("shading, not a line per step end")
        .isEmpty();
    photograph("memory-timeline-64-variants-hovered.png");

    robot.interact(() -> model.profile().selection().hoveredStepProperty().set(null));
    robot.interact(workspace::redrawNow);
    assertThat(shaded()).isEmpty();
  }

  @Test
  void theMouseOverTheTimelineHoversTheStepRunningThen(FxRobot robot) throws Exception {
    runAndShowTheTimeline(robot);
    Bounds viewer = fx(() -> timeline().node().localToScreen(timeline().node().getBoundsInLocal()));

    robot.moveTo(new Point2D(viewer.getCenterX(), viewer.getCenterY()));
    WaitForAsyncUtils.waitForFxEvents();

    StepKey hovered = fx(() -> model.profile().selection().hoveredStepProperty().get());
    assertThat(hovered).isNotNull();
    robot.interact(workspace::redrawNow);
    assertThat(shaded()).isNotEmpty();
  }

  @Test
  void onA64VariantRunBoundaryLinesStayLightAndFew(FxRobot robot) throws Exception {
    runAndShowTheTimeline(robot);
    photograph("memory-timeline-64-variants.png");

    List<ValueMarker> all = lines();
    assertThat(all.stream().filter(MemoryTimelineLinkFxTest::dashed))
        .as("no step line while nothing is hovered or selected")
        .isEmpty();
    assertThat(all)
        .isNotEmpty()
        .allSatisfy(
            m -> {
              // the line's opacity: the marker's alpha times its paint's (the label stays opaque)
              float paintAlpha = ((Color) m.getPaint()).getAlpha() / 255f;
              assertThat(m.getAlpha() * paintAlpha).isLessThanOrEqualTo(0.4f);
              assertThat(((BasicStroke) m.getStroke()).getLineWidth()).isLessThanOrEqualTo(1f);
            });

    // the selected variant's steps get their boundaries (as many as are 12 px apart), labelled
    robot.interact(() -> model.profile().selection().variantProperty().set(5));
    robot.interact(workspace::redrawNow);
    List<ValueMarker> steps = lines().stream().filter(MemoryTimelineLinkFxTest::dashed).toList();
    assertThat(steps).hasSizeBetween(1, 4).allSatisfy(m -> assertThat(m.getLabel()).isNotNull());
  }

  @Test
  void aShortRunShowsEveryStepBoundary(FxRobot robot) throws Exception {
    robot.interact(
        () -> {
          workspace.dispose();
          model = FxTestSupport.directModel(new FakeRun(2));
          workspace = new RunWorkspace(model);
          stage.getScene().setRoot(workspace);
        });
    runAndShowTheTimeline(robot);

    long steps = fx(() -> (long) model.profile().timeline().stepMarks().size());
    assertThat(lines().stream().filter(MemoryTimelineLinkFxTest::dashed).count()).isEqualTo(steps);
  }

  @Test
  void everyLiveChartHasItsMenuAndADragZoomsTheTimeline(FxRobot robot) throws Exception {
    runAndShowTheTimeline(robot);
    assertThat(fx(() -> workspace.charts().stream().flatMap(c -> c.viewers().stream()).toList()))
        .hasSizeGreaterThanOrEqualTo(workspace.charts().size())
        .allSatisfy(v -> assertThat(v.menu()).isNotNull());

    ChartImageView viewer = fx(() -> timeline().viewers().get(0));
    Range before = fx(viewer::shownDomain);
    Rectangle2D area = fx(viewer::dataArea);
    Point2D from =
        fx(() -> viewer.localToScreen(area.getMinX() + area.getWidth() / 2, area.getCenterY()));
    Point2D to = fx(() -> viewer.localToScreen(area.getMaxX() - 2, area.getCenterY()));
    robot.drag(from, MouseButton.PRIMARY).moveTo(to);
    robot.release(MouseButton.PRIMARY);
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(() -> !timeline().isDrawing()));
    WaitForAsyncUtils.waitForFxEvents();

    Range zoomed = fx(() -> plot().getDomainAxis().getRange());
    assertThat(zoomed.getLength()).isLessThan(0.6 * before.getLength());
    assertThat(zoomed.getLowerBound())
        .isGreaterThan(before.getCentralValue() - 0.05 * before.getLength());
    photograph("memory-timeline-64-variants-zoomed.png");
  }

  private void photograph(String name) throws Exception {
    Path dir = Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"));
    Files.createDirectories(dir);
    WaitForAsyncUtils.asyncFx(
            () -> {
              workspace.applyCss();
              workspace.layout();
              NodeSnapshot.png(workspace, dir.resolve(name));
            })
        .get();
    assertThat(dir.resolve(name)).isNotEmptyFile();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
