package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.ui.run.RunClock;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The step cache's budget lines name their settings in red straight on the plot, neither faded nor
 * on JFreeChart's grey label box, which made them hard to read on the dark theme.
 */
@ExtendWith(ApplicationExtension.class)
class StepCacheBudgetLabelTest {

  private StepCacheModel model;
  private StepCacheChart chart;

  @Start
  void start(Stage stage) {
    model = new StepCacheModel(new RunClock());
    chart = new StepCacheChart(model);
    stage.setScene(new Scene(new StackPane(chart.node()), 900, 400));
    stage.show();
  }

  @Test
  void budgetLabelsAreOpaqueOnAClearBackground(FxRobot robot) {
    robot.interact(
        () -> {
          model.accept(
              new RunEvent.RunStarted(
                  Instant.EPOCH,
                  "p",
                  1,
                  "demo",
                  CacheConfig.defaults().withStepCacheEnabled(true)));
          chart.applyTheme(true);
          chart.refresh(900);
        });
    XYPlot sizes = ((CombinedDomainXYPlot) chart.charts().get(0).getPlot()).getSubplots().get(1);
    List<Marker> budgets = new ArrayList<>();
    for (int axis = 0; axis < 2; axis++) {
      @SuppressWarnings("unchecked")
      var markers = sizes.getRangeMarkers(axis, Layer.FOREGROUND);
      budgets.addAll(markers);
    }

    assertThat(budgets)
        .extracting(Marker::getLabel)
        .anySatisfy(l -> assertThat(l).startsWith("step_cache_max_mb"))
        .anySatisfy(l -> assertThat(l).startsWith("step_cache_max_entries"));
    assertThat(budgets)
        .allSatisfy(
            m -> {
              assertThat(m.getAlpha()).isEqualTo(1f);
              assertThat(m.getLabelBackgroundColor().getAlpha()).isZero();
            });
  }
}
