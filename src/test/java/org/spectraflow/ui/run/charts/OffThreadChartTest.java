package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.fx.interaction.ChartMouseEventFX;
import org.jfree.chart.fx.interaction.ChartMouseListenerFX;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The live charts' off-thread drawing: a refresh rebuilds on the FX thread and draws on another,
 * refreshes asked for while a drawing is in flight collapse into one drawing of the latest data,
 * and hover and clicks find the bars of the image shown.
 */
@ExtendWith(ApplicationExtension.class)
class OffThreadChartTest {

  private Bars bars;

  @Start
  void start(Stage stage) {
    bars = new Bars();
    stage.setScene(new Scene(new StackPane(bars.node()), 600, 400));
    stage.show();
  }

  @Test
  void aRefreshDrawsOffTheFxThreadAndShowsTheImage(FxRobot robot) throws Exception {
    robot.interact(
        () -> {
          bars.value = 3;
        });
    robot.interact((Runnable) bars::refresh);
    awaitDrawn();

    assertThat(bars.drawingThreads)
        .isNotEmpty()
        .doesNotContain(fx(() -> Thread.currentThread().getName()));
    Image shown = fx(() -> imageOf(bars));
    assertThat(shown).isNotNull();
    assertThat(shown.getWidth()).isEqualTo(fx(() -> bars.viewer().drawWidth() * 1.0));
  }

  @Test
  void refreshesDuringADrawingCollapseIntoOneDrawingOfTheLatestData(FxRobot robot)
      throws Exception {
    WaitForAsyncUtils.asyncFx(
            () -> {
              for (int v = 1; v <= 20; v++) {
                bars.value = v;
                bars.refresh();
              }
            })
        .get();
    awaitDrawn();

    // the first refresh may draw at once (and a drawing from the first layout may still be in
    // flight, redrawn with the data of the time); those asked for while a drawing was in flight
    // become one drawing of the latest data, never one per refresh
    assertThat(bars.drawnValues).isNotEmpty().noneMatch(v -> v > 1 && v < 20);
    assertThat(bars.drawnValues.getLast()).isEqualTo(20);
    assertThat(fx(() -> bars.data.getValue("bytes", "b").intValue())).isEqualTo(20);
  }

  @Test
  void hoverAndClickFindTheBarUnderTheMouse(FxRobot robot) throws Exception {
    robot.interact(
        () -> {
          bars.value = 5;
        });
    robot.interact((Runnable) bars::refreshNow);
    ChartImageView viewer = bars.viewer();
    List<ChartMouseEventFX> moved = new CopyOnWriteArrayList<>();
    List<ChartMouseEventFX> clicked = new CopyOnWriteArrayList<>();
    robot.interact(
        () ->
            viewer.addChartMouseListener(
                new ChartMouseListenerFX() {
                  @Override
                  public void chartMouseClicked(ChartMouseEventFX event) {
                    clicked.add(event);
                  }

                  @Override
                  public void chartMouseMoved(ChartMouseEventFX event) {
                    moved.add(event);
                  }
                }));
    Point2D bar = fx(() -> barCentre(viewer));
    assertThat(fx(() -> viewer.entityAt(bar.getX(), bar.getY())))
        .isInstanceOf(CategoryItemEntity.class);

    robot.moveTo(fx(() -> viewer.localToScreen(bar))).clickOn();
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(moved).isNotEmpty();
    assertThat(moved.getLast().getEntity()).isInstanceOf(CategoryItemEntity.class);
    assertThat(((CategoryItemEntity) clicked.getLast().getEntity()).getColumnKey()).isEqualTo("b");
    assertThat(clicked.getLast().getEntity().getToolTipText()).isEqualTo("b is 5");
  }

  /** The centre of the one bar, found from the entities of the frame shown. */
  private static Point2D barCentre(ChartImageView viewer) {
    for (int x = 0; x < viewer.drawWidth(); x += 4) {
      for (int y = 0; y < viewer.drawHeight(); y += 4) {
        if (viewer.entityAt(x, y) instanceof CategoryItemEntity item) {
          var r = item.getArea().getBounds2D();
          return new Point2D(r.getCenterX(), r.getCenterY());
        }
      }
    }
    throw new AssertionError("no bar drawn");
  }

  private static Image imageOf(Bars chart) {
    return ((ImageView) chart.viewer().getChildrenUnmodifiable().getFirst()).getImage();
  }

  /** Waits until no drawing is in flight and the last one was shown. */
  private void awaitDrawn() throws Exception {
    WaitForAsyncUtils.waitFor(
        10, TimeUnit.SECONDS, () -> fx(() -> imageOf(bars) != null && !bars.drawing()));
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  /** One bar whose height is {@link #value}; records which threads draw it, and what they drew. */
  private static final class Bars extends LiveChart {
    final DefaultCategoryDataset data;
    final Set<String> drawingThreads = ConcurrentHashMap.newKeySet();
    final List<Integer> drawnValues = new CopyOnWriteArrayList<>();
    int value;

    Bars() {
      this(new DefaultCategoryDataset());
    }

    private Bars(DefaultCategoryDataset data) {
      super("Bars", List.of(chart(data)));
      this.data = data;
      CategoryPlot plot = charts().get(0).getCategoryPlot();
      BarRenderer renderer = (BarRenderer) plot.getRenderer();
      renderer.setDefaultToolTipGenerator(
          (dataset, row, column) -> {
            drawingThreads.add(Thread.currentThread().getName());
            int drawn = dataset.getValue(row, column).intValue();
            if (!Platform.isFxApplicationThread()) {
              drawnValues.add(drawn);
            }
            return dataset.getColumnKey(column) + " is " + drawn;
          });
    }

    private static JFreeChart chart(DefaultCategoryDataset data) {
      return ChartFactory.createBarChart(
          "bars", "step", "MiB", data, PlotOrientation.VERTICAL, false, true, false);
    }

    ChartImageView viewer() {
      return viewers().get(0);
    }

    boolean drawing() {
      return isDrawing();
    }

    @Override
    protected void rebuild(int pixelWidth) {
      data.clear();
      data.addValue(value, "bytes", "b");
    }
  }
}
