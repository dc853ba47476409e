package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.RunClock;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The memory timeline's warning threshold, when the run comes near it: the red line is in the plot
 * and named in the legend, so its name never sits among the variant labels at the top of the plot
 * (the six-branch run's "v0" was drawn over it), the variant labels keep theirs on a clear
 * background, and a variant label that would run into the previous one moves a row down.
 */
@ExtendWith(ApplicationExtension.class)
class ThresholdLabelTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private MemoryTimelineModel model;
  private MemoryTimelineChart chart;

  @Start
  void start(Stage stage) {
    model = new MemoryTimelineModel(new RunClock());
    chart = new MemoryTimelineChart(model);
    stage.setScene(new Scene(new StackPane(chart.node()), 1366, 330));
    stage.show();
  }

  private void nearTheThreshold() {
    model.accept(new RunEvent.RunStarted(T0, "p", 1, "demo", CacheConfig.defaults()));
    model.accept(new RunEvent.VariantStarted(T0.plusMillis(1), 0, "SNV > PLS"));
    for (int step = 1; step <= 3; step++) {
      model.accept(
          new RunEvent.StepFinished(
              T0.plusMillis(100L * step),
              0,
              step,
              List.of(),
              "pipeline[" + step + "]",
              "SNV",
              List.of(new SourceShape(5000, 1, 2000)),
              40_000_000L,
              (2000L + 300 * step) << 20,
              (900L + 100 * step) << 20,
              0,
              Duration.ofMillis(90),
              false));
    }
  }

  private static List<String> legend(JFreeChart chart) {
    List<String> labels = new ArrayList<>();
    for (LegendItemSource source : chart.getLegend().getSources()) {
      LegendItemCollection items = source.getLegendItems();
      for (int i = 0; i < items.getItemCount(); i++) {
        labels.add(items.get(i).getLabel());
      }
    }
    return labels;
  }

  @Test
  void theThresholdIsNamedInTheLegendNotAmongTheVariantLabels(FxRobot robot) {
    robot.interact(
        () -> {
          nearTheThreshold();
          chart.refreshNow();
        });
    XYPlot plot = chart.charts().get(0).getXYPlot();

    @SuppressWarnings("unchecked")
    List<Marker> lines = new ArrayList<>(plot.getRangeMarkers(Layer.FOREGROUND));
    @SuppressWarnings("unchecked")
    List<Marker> domain = new ArrayList<>(plot.getDomainMarkers(Layer.FOREGROUND));
    assertThat(lines).as("the threshold line is drawn").hasSize(1);
    assertThat(lines.get(0).getLabel()).as("no label on the line").isNull();
    assertThat(legend(chart.charts().get(0))).contains("warning threshold 3072 MiB");
    assertThat(
            chart
                .charts()
                .get(0)
                .getLegend()
                .getSources()[1]
                .getLegendItems()
                .get(0)
                .getToolTipText())
        .startsWith("memory_warning_threshold_mb 3072");

    List<Marker> variants = domain.stream().filter(m -> "v0".equals(m.getLabel())).toList();
    assertThat(variants).hasSize(1);
    assertThat(variants.get(0).getLabelBackgroundColor().getAlpha()).isZero();
  }

  @Test
  void variantLabelsCloserThanTheirWidthMoveARowDown(FxRobot robot) {
    robot.interact(
        () -> {
          model.accept(new RunEvent.RunStarted(T0, "p", 12, "demo", CacheConfig.defaults()));
          // twelve variants over 1.2 s on a 1366 px chart: about 100 px apart, except v1 and v3
          // (started 17 px after v1), as in a run on two workers
          int[] startMs = {0, 100, 115, 200, 300, 400, 500, 600, 700, 800, 900, 1000};
          for (int v = 0; v < startMs.length; v++) {
            int variant = v == 2 ? 3 : v == 3 ? 2 : v;
            model.accept(new RunEvent.VariantStarted(T0.plusMillis(startMs[v]), variant, "v"));
            model.accept(
                new RunEvent.StepFinished(
                    T0.plusMillis(startMs[v] + 5),
                    variant,
                    1,
                    List.of(),
                    "pipeline[0]",
                    "SNV",
                    List.of(new SourceShape(100, 1, 100)),
                    40_000L,
                    300L << 20,
                    100L << 20,
                    0,
                    Duration.ofMillis(5),
                    false));
          }
          model.accept(
              new RunEvent.StepFinished(
                  T0.plusMillis(1200),
                  11,
                  2,
                  List.of(),
                  "pipeline[1]",
                  "PLS",
                  List.of(new SourceShape(100, 1, 100)),
                  40_000L,
                  300L << 20,
                  100L << 20,
                  0,
                  Duration.ofMillis(5),
                  false));
          chart.refresh(1366);
        });
    XYPlot plot = chart.charts().get(0).getXYPlot();
    @SuppressWarnings("unchecked")
    List<Marker> domain = new ArrayList<>(plot.getDomainMarkers(Layer.FOREGROUND));
    List<ValueMarker> labelled =
        domain.stream()
            .filter(m -> m.getLabel() != null && m.getLabel().startsWith("v"))
            .map(ValueMarker.class::cast)
            .toList();
    double secondsPerPixel = 1.2 / 1366;

    assertThat(labelled).extracting(Marker::getLabel).contains("v0", "v1", "v3", "v4", "v11");
    ValueMarker v1 = labelled.stream().filter(m -> m.getLabel().equals("v1")).findFirst().get();
    ValueMarker v3 = labelled.stream().filter(m -> m.getLabel().equals("v3")).findFirst().get();
    assertThat(v3.getLabelOffset().getTop())
        .as("v3 a row below v1")
        .isGreaterThan(v1.getLabelOffset().getTop());
    Map<Double, List<ValueMarker>> rows =
        labelled.stream().collect(Collectors.groupingBy(m -> m.getLabelOffset().getTop()));
    assertThat(rows).hasSizeLessThanOrEqualTo(MemoryTimelineChart.VARIANT_ROWS);
    for (List<ValueMarker> row : rows.values()) {
      for (int i = 1; i < row.size(); i++) {
        double gap = row.get(i).getValue() - row.get(i - 1).getValue();
        assertThat(gap / secondsPerPixel)
            .as("%s clear of %s", row.get(i).getLabel(), row.get(i - 1).getLabel())
            .isGreaterThan(MemoryTimelineChart.labelPixels(row.get(i - 1).getLabel()));
      }
    }
  }

  @Test
  void aThresholdFarAboveThePeakIsNamedInTheNoteOnly(FxRobot robot) {
    robot.interact(
        () -> {
          model.accept(
              new RunEvent.RunStarted(
                  T0, "p", 1, "demo", CacheConfig.defaults().withMemoryWarningThresholdMb(60_000)));
          model.accept(new RunEvent.VariantStarted(T0.plusMillis(1), 0, "SNV > PLS"));
          chart.refreshNow();
        });

    assertThat(legend(chart.charts().get(0))).noneMatch(l -> l.startsWith("warning threshold"));
  }
}
