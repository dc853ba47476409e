package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.data.Range;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.RunClock;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A zoomed-in memory timeline is decimated for the range shown, not for the whole run: a long run
 * keeps its detail where the user zoomed.
 */
@ExtendWith(ApplicationExtension.class)
class ZoomDetailTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  private static final int SAMPLES = 20_000;

  private MemoryTimelineModel model;
  private MemoryTimelineChart chart;

  @Start
  void start(Stage stage) {
    model = new MemoryTimelineModel(new RunClock());
    chart = new MemoryTimelineChart(model);
    stage.setScene(new Scene(new StackPane(chart.node()), 800, 500));
    stage.show();
  }

  private void longRun() {
    model.accept(new RunEvent.RunStarted(T0, "p", 1, "demo", CacheConfig.defaults()));
    for (int i = 0; i < SAMPLES; i++) {
      long rss = (200 + (i * 7919L) % 97) << 20;
      model.accept(
          new RunEvent.StepFinished(
              T0.plusMillis(10L * i),
              0,
              1 + i % 3,
              List.of(),
              "pipeline[0]",
              "SNV",
              List.of(new SourceShape(10, 1, 10)),
              1 << 20,
              rss,
              50 << 20,
              0,
              Duration.ZERO,
              false));
    }
  }

  private int pointsWithin(Range range) {
    XYDataset rss = chart.charts().get(0).getXYPlot().getDataset(0);
    int n = 0;
    for (int i = 0; i < rss.getItemCount(0); i++) {
      n += range.contains(rss.getXValue(0, i)) ? 1 : 0;
    }
    return n;
  }

  @Test
  void aZoomRebuildsTheSeriesWithTheDetailOfTheRangeShown(FxRobot robot) throws Exception {
    Range tenth = new Range(50, 70); // of a 200-second run
    robot.interact(
        () -> {
          longRun();
          chart.refreshNow();
        });
    int before = fx(() -> pointsWithin(tenth));

    robot.interact(
        () -> {
          chart.viewers().get(0).zoomTo(tenth);
          chart.refreshNow();
        });
    int after = fx(() -> pointsWithin(tenth));

    assertThat(after).isGreaterThan(5 * before);
    assertThat(fx(() -> chart.charts().get(0).getXYPlot().getDomainAxis().getRange()))
        .isEqualTo(tenth);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }
}
