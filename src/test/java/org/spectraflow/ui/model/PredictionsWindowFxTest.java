package org.spectraflow.ui.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.model.predict.PredictionTable;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Apply Model window shows its T²/Q and predicted-vs-actual charts beside the table. */
@ExtendWith(ApplicationExtension.class)
class PredictionsWindowFxTest {

  private Stage owner;

  @Start
  void start(Stage stage) {
    owner = stage;
    stage.setScene(new Scene(new Pane(), 100, 100));
    stage.show();
  }

  private static PredictionTable table(double[][] yTrue) {
    return new PredictionTable(
        List.of("a", "b", "c", "d"),
        new double[][] {{1}, {2}, {3}, {9}},
        yTrue,
        List.of(),
        new double[] {1, 2, 3, 50},
        new double[] {0.5, 0.4, 0.3, 20},
        new boolean[] {true, true, true, false},
        Map.of(),
        "file");
  }

  private PredictionsWindow open(PredictionTable t) throws Exception {
    ApplyFigures.Applied applied =
        ApplyFigures.Applied.of(t, ApplyFigures.of(t, "m.sfmodel", 10, 2));
    return WaitForAsyncUtils.asyncFx(
            () -> {
              PredictionsWindow w =
                  new PredictionsWindow(
                      owner, applied, "m.sfmodel", "data", "limits", Runnable::run);
              w.show();
              return w;
            })
        .get();
  }

  @Test
  void withYBothChartsAreShownBesideTheTable() throws Exception {
    PredictionsWindow w = open(table(new double[][] {{1}, {2.5}, {3}, {4}}));
    WaitForAsyncUtils.waitForFxEvents();
    List<ChartViewer> charts = w.charts();
    assertThat(charts.stream().map(ChartViewer::getId).toList())
        .containsExactly("predictions-t2q", "predictions-pred-vs-actual");
    assertThat(charts).allMatch(c -> c.getWidth() > 100 && c.getHeight() > 100);
    assertThat(w.stage().getScene().lookup("#predictions-table")).isNotNull();
    WaitForAsyncUtils.asyncFx(() -> w.stage().close()).get();
  }

  @Test
  void withoutYOnlyTheT2QChart() throws Exception {
    PredictionsWindow w = open(table(null));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(w.charts().stream().map(ChartViewer::getId).toList())
        .containsExactly("predictions-t2q");
    WaitForAsyncUtils.asyncFx(() -> w.stage().close()).get();
  }
}
