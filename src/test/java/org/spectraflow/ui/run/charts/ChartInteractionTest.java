package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.Range;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.charts.ChartFormat;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.w3c.dom.Element;

/**
 * What JFreeChart-FX's viewer gave and the image viewers keep: a right-click menu that saves the
 * chart as shown (PNG, SVG) or copies it, and zoom on the domain axis (drag a rectangle, turn the
 * wheel, double-click to reset), applied by the drawing and shown by the next frame.
 */
@ExtendWith(ApplicationExtension.class)
class ChartInteractionTest {

  @TempDir Path dir;

  private Line line;

  @Start
  void start(Stage stage) {
    line = new Line();
    stage.setScene(new Scene(new StackPane(line.node()), 700, 450));
    stage.show();
  }

  private void drawn(FxRobot robot) throws Exception {
    robot.interact(line::refreshNow);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private ChartImageView viewer() {
    return line.viewers().get(0);
  }

  private Range domainAxis() throws Exception {
    return fx(() -> line.charts().get(0).getXYPlot().getDomainAxis().getRange());
  }

  /** A point of the plot's data area, at fractions of its width and height, on screen. */
  private Point2D inPlot(double fx, double fy) throws Exception {
    return fx(
        () -> {
          var area = viewer().dataArea();
          return viewer()
              .localToScreen(
                  area.getMinX() + fx * area.getWidth(), area.getMinY() + fy * area.getHeight());
        });
  }

  private void awaitIdle() throws Exception {
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(() -> !line.isDrawing()));
    WaitForAsyncUtils.waitForFxEvents();
  }

  @Test
  void aRightClickShowsTheSaveCopyAndResetMenu(FxRobot robot) throws Exception {
    drawn(robot);
    robot.moveTo(inPlot(0.5, 0.5)).clickOn(MouseButton.SECONDARY);
    WaitForAsyncUtils.waitForFxEvents();

    ChartMenu menu = fx(() -> viewer().menu());
    assertThat(fx(() -> menu.contextMenu().isShowing())).isTrue();
    assertThat(fx(() -> menu.contextMenu().getItems().stream().map(MenuItem::getText).toList()))
        .contains("Save as PNG…", "Save as SVG…", "Copy image", "Reset zoom");
    robot.interact(() -> menu.contextMenu().hide());
  }

  @Test
  void aDragZoomsTheDomainAxisAndADoubleClickResetsIt(FxRobot robot) throws Exception {
    drawn(robot);
    Range before = fx(() -> viewer().shownDomain());

    robot.drag(inPlot(0.25, 0.5), MouseButton.PRIMARY).moveTo(inPlot(0.75, 0.5));
    robot.release(MouseButton.PRIMARY);
    awaitIdle();

    double quarter = before.getLength() / 4;
    double onePixel = before.getLength() / fx(() -> viewer().dataArea().getWidth());
    Range zoomed = domainAxis();
    assertThat(zoomed.getLowerBound())
        .isCloseTo(before.getLowerBound() + quarter, within(2 * onePixel));
    assertThat(zoomed.getUpperBound())
        .isCloseTo(before.getUpperBound() - quarter, within(2 * onePixel));
    assertThat(fx(() -> viewer().shownDomain())).as("the next frame shows it").isEqualTo(zoomed);
    assertThat(fx(() -> viewer().zoomed())).isTrue();

    // a refresh with new data keeps the zoom
    robot.interact(line::refreshNow);
    assertThat(domainAxis()).isEqualTo(zoomed);

    robot.moveTo(inPlot(0.5, 0.5)).doubleClickOn(MouseButton.PRIMARY);
    awaitIdle();
    assertThat(domainAxis()).isEqualTo(before);
    assertThat(fx(() -> viewer().zoomed())).isFalse();
  }

  @Test
  void aZoomedChartPansWithAShiftOrMiddleDragAndTheArrowKeys(FxRobot robot) throws Exception {
    drawn(robot);
    Range before = fx(() -> viewer().shownDomain());
    robot.drag(inPlot(0.25, 0.5), MouseButton.PRIMARY).moveTo(inPlot(0.75, 0.5));
    robot.release(MouseButton.PRIMARY);
    awaitIdle();
    Range zoomed = domainAxis();
    double onePixel = zoomed.getLength() / fx(() -> viewer().dataArea().getWidth());

    // Shift + drag to the left by a fifth of the plot: the range slides right by a fifth of itself
    robot.press(KeyCode.SHIFT);
    robot.drag(inPlot(0.6, 0.5), MouseButton.PRIMARY).moveTo(inPlot(0.4, 0.5));
    robot.release(MouseButton.PRIMARY);
    robot.release(KeyCode.SHIFT);
    awaitIdle();
    Range panned = domainAxis();
    assertThat(panned.getLength()).isCloseTo(zoomed.getLength(), within(1e-9));
    assertThat(panned.getLowerBound())
        .isCloseTo(zoomed.getLowerBound() + 0.2 * zoomed.getLength(), within(2 * onePixel));
    assertThat(fx(() -> viewer().shownDomain())).as("the next frame shows it").isEqualTo(panned);
    assertThat(fx(() -> line.node().lookup(".chart-zoom-band").isVisible()))
        .as("a pan draws no zoom rectangle")
        .isFalse();

    // the middle button drags the other way
    robot.drag(inPlot(0.4, 0.5), MouseButton.MIDDLE).moveTo(inPlot(0.5, 0.5));
    robot.release(MouseButton.MIDDLE);
    awaitIdle();
    Range back = domainAxis();
    assertThat(back.getLowerBound())
        .isCloseTo(panned.getLowerBound() - 0.1 * zoomed.getLength(), within(2 * onePixel));

    // the plot has the focus since the press: the arrow keys slide by a tenth
    robot.type(KeyCode.LEFT);
    awaitIdle();
    assertThat(domainAxis().getLowerBound())
        .isCloseTo(back.getLowerBound() - PanGesture.KEY_STEP * back.getLength(), within(1e-9));

    // and the reset still gives the axis its automatic range
    robot.moveTo(inPlot(0.5, 0.5)).clickOn(MouseButton.SECONDARY);
    WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("Reset zoom");
    awaitIdle();
    assertThat(domainAxis()).isEqualTo(before);
    assertThat(fx(() -> viewer().zoomed())).isFalse();
  }

  @Test
  void anUnzoomedChartDoesNotPan(FxRobot robot) throws Exception {
    drawn(robot);
    Range before = domainAxis();

    robot.drag(inPlot(0.6, 0.5), MouseButton.MIDDLE).moveTo(inPlot(0.3, 0.5));
    robot.release(MouseButton.MIDDLE);
    awaitIdle();

    assertThat(domainAxis()).isEqualTo(before);
    assertThat(fx(() -> viewer().zoomed())).isFalse();
  }

  @Test
  void theWheelZoomsAroundTheMouse(FxRobot robot) throws Exception {
    drawn(robot);
    Range before = fx(() -> viewer().shownDomain());
    double underMouse = fx(() -> viewer().valueAt(viewer().screenToLocal(inPlot(0.3, 0.5)).getX()));

    robot.moveTo(inPlot(0.3, 0.5)).scroll(2);
    awaitIdle();

    Range after = domainAxis();
    assertThat(after.getLength()).isNotCloseTo(before.getLength(), within(1e-6));
    double stillUnder = fx(() -> viewer().valueAt(viewer().screenToLocal(inPlot(0.3, 0.5)).getX()));
    assertThat(stillUnder).isCloseTo(underMouse, within(before.getLength() / 100));
  }

  @Test
  void saveWritesAValidPngAndSvgOfTheChartAsShownOffTheFxThread(FxRobot robot) throws Exception {
    drawn(robot);
    robot.drag(inPlot(0.1, 0.5), MouseButton.PRIMARY).moveTo(inPlot(0.6, 0.5));
    robot.release(MouseButton.PRIMARY);
    awaitIdle();
    Range zoomed = domainAxis();
    line.saveDialog((owner, suggested, format) -> dir.resolve("chart" + format.extension()));
    line.drawingThreads.clear();

    for (String item : List.of("Save as PNG…", "Save as SVG…")) {
      robot.moveTo(inPlot(0.5, 0.5)).clickOn(MouseButton.SECONDARY);
      WaitForAsyncUtils.waitForFxEvents();
      robot.clickOn(item);
      awaitIdle();
    }

    int width = fx(() -> viewer().drawWidth());
    int height = fx(() -> viewer().drawHeight());
    BufferedImage png = ImageIO.read(dir.resolve("chart.png").toFile());
    assertThat(png).isNotNull();
    assertThat(png.getWidth()).isEqualTo(width);
    assertThat(png.getHeight()).isEqualTo(height);
    DocumentBuilderFactory xml = DocumentBuilderFactory.newInstance();
    xml.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    Element svg =
        xml.newDocumentBuilder().parse(dir.resolve("chart.svg").toFile()).getDocumentElement();
    assertThat(svg.getTagName()).isEqualTo("svg");
    assertThat(Double.parseDouble(svg.getAttribute("width"))).isEqualTo(width);
    assertThat(Double.parseDouble(svg.getAttribute("height"))).isEqualTo(height);
    assertThat(domainAxis()).as("saved as zoomed").isEqualTo(zoomed);
    assertThat(line.drawingThreads).isNotEmpty().noneMatch(t -> t.contains("JavaFX Application"));
  }

  @Test
  void theSuggestedFileIsNamedAfterTheChart(FxRobot robot) throws Exception {
    drawn(robot);
    Path[] asked = new Path[1];
    line.saveDialog(
        (owner, suggested, format) -> {
          asked[0] = Path.of(suggested);
          return null;
        });
    robot.interact(() -> viewer().menu().save(ChartFormat.SVG));
    assertThat(asked[0]).hasToString("memory-over-time.svg");
    assertThat(Files.list(dir)).isEmpty();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  /** A line y = x over 0..100 seconds; records the threads that draw it. */
  private static final class Line extends LiveChart {
    final XYSeriesCollection data;
    final java.util.Set<String> drawingThreads = java.util.concurrent.ConcurrentHashMap.newKeySet();

    Line() {
      this(new XYSeriesCollection());
    }

    private Line(XYSeriesCollection data) {
      super("Memory over time", List.of(chart(data)));
      this.data = data;
      charts()
          .get(0)
          .addProgressListener(e -> drawingThreads.add(Thread.currentThread().getName()));
    }

    private static JFreeChart chart(XYSeriesCollection data) {
      XYPlot plot =
          new XYPlot(
              data,
              new NumberAxis("seconds"),
              new NumberAxis("MiB"),
              new XYLineAndShapeRenderer(true, false));
      return new JFreeChart("Memory over time", JFreeChart.DEFAULT_TITLE_FONT, plot, false);
    }

    @Override
    protected void rebuild(int pixelWidth) {
      data.removeAllSeries();
      XYSeries s = new XYSeries("line");
      for (int x = 0; x <= 100; x++) {
        s.add(x, x);
      }
      data.addSeries(s);
    }
  }
}
