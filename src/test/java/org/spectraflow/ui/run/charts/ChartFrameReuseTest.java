package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.Callable;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelReader;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A live chart's frames reuse their pixels: drawings at one size go into the same canvas and the
 * same shown image (so JavaFX keeps its texture), which still shows each drawing's content; a new
 * size gets a new image.
 */
@ExtendWith(ApplicationExtension.class)
class ChartFrameReuseTest {

  private Bar bar;
  private StackPane root;

  @Start
  void start(Stage stage) {
    bar = new Bar();
    root = new StackPane(bar.node());
    stage.setScene(new Scene(root, 500, 300));
    stage.show();
  }

  @Test
  void drawingsAtOneSizeUpdateTheShownImageInPlace(FxRobot robot) throws Exception {
    robot.interact(() -> bar.draw(2));
    Image first = fx(this::shown);
    int[] before = fx(() -> pixels(first));

    robot.interact(() -> bar.draw(9));
    Image second = fx(this::shown);
    int[] after = fx(() -> pixels(second));

    assertThat(second).isSameAs(first);
    assertThat(after).isNotEqualTo(before);
  }

  @Test
  void aNewSizeGetsANewImageOfThatSize(FxRobot robot) throws Exception {
    robot.interact(() -> bar.draw(4));
    Image small = fx(this::shown);

    robot.interact(
        () -> {
          root.getScene().getWindow().setWidth(700);
          root.layout();
        });
    WaitForAsyncUtils.waitForFxEvents();
    robot.interact(() -> bar.draw(4));
    Image wide = fx(this::shown);

    assertThat(wide).isNotSameAs(small);
    assertThat(wide.getWidth()).isEqualTo(fx(() -> bar.viewers().get(0).drawWidth() * 1.0));
  }

  @Test
  void aCanvasKeepsItsImageWhileTheSizeStays() {
    ChartFrame.FrameCanvas canvas = new ChartFrame.FrameCanvas();
    var a = canvas.image(40, 30);

    assertThat(canvas.image(40, 30)).isSameAs(a);
    assertThat(canvas.image(41, 30)).isNotSameAs(a);
  }

  private Image shown() {
    return ((ImageView) bar.viewers().get(0).getChildrenUnmodifiable().getFirst()).getImage();
  }

  private static int[] pixels(Image image) {
    PixelReader reader = image.getPixelReader();
    int w = (int) image.getWidth();
    int h = (int) image.getHeight();
    int[] all = new int[w * h];
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        all[y * w + x] = reader.getArgb(x, y);
      }
    }
    return all;
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  /** One bar of a given height, drawn at once on the FX thread. */
  private static final class Bar extends LiveChart {
    private final DefaultCategoryDataset data;
    private int value;

    Bar() {
      this(new DefaultCategoryDataset());
    }

    private Bar(DefaultCategoryDataset data) {
      super("Bar", List.of(chart(data)));
      this.data = data;
    }

    private static JFreeChart chart(DefaultCategoryDataset data) {
      return ChartFactory.createBarChart(
          "bar", "step", "MiB", data, PlotOrientation.VERTICAL, false, false, false);
    }

    void draw(int height) {
      value = height;
      refreshNow();
    }

    @Override
    protected void rebuild(int pixelWidth) {
      data.clear();
      data.addValue(value, "bytes", "b");
    }
  }
}
