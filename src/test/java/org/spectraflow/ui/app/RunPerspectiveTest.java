package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.ui.editor.canvas.GraphCanvas;
import org.spectraflow.ui.editor.canvas.GraphLayout;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.StepKey;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The run view built for looking, at a 1366×768 laptop screen: a menu bar with every command and
 * its shortcut, and a Run perspective whose charts take the window; photographed after a D03 run
 * and after a six-branch run on the memory demo, light and dark.
 */
@ExtendWith(ApplicationExtension.class)
class RunPerspectiveTest {

  private static final int TIMEOUT_S = 300;

  @TempDir Path home;

  private Stage stage;
  private StudioFixture studio;

  @Start
  void start(Stage primary) {
    stage = primary;
    studio = new StudioFixture(primary, home);
    primary.setWidth(1366);
    primary.setHeight(768);
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(
        () -> {
          studio.window.setTheme(Theme.LIGHT);
          studio.model.run().stop();
          studio.window.dispose();
        });
  }

  private RunModel run() {
    return studio.model.run().model();
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  @Test
  void theMenuBarHasEveryMenuAndShowsShortcuts(FxRobot robot) {
    MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);

    assertThat(bar.getMenus())
        .extracting(Menu::getText)
        .containsExactly("File", "Edit", "Run", "Model", "View", "Help");
    assertThat(item(bar, "menu-run").getAccelerator().getName()).isEqualTo("F5");
    assertThat(item(bar, "menu-save").getAccelerator()).isNotNull();
    assertThat(item(bar, "menu-undo").getAccelerator()).isNotNull();
    assertThat(item(bar, "menu-record-jfr")).isNotNull();
    assertThat(item(bar, "menu-history").getText()).isEqualTo("Run History…");
    assertThat(item(bar, "menu-save-model").getText()).isEqualTo("Save Model…");
    assertThat(item(bar, "menu-apply-model-folder")).isNotNull();
    assertThat(item(bar, "menu-demo-memory").getText()).contains("5,000 × 2,000").contains("MB");
  }

  private static MenuItem item(MenuBar bar, String id) {
    return bar.getMenus().stream()
        .flatMap(m -> m.getItems().stream())
        .flatMap(
            i ->
                i instanceof Menu sub
                    ? Stream.concat(Stream.of(i), sub.getItems().stream())
                    : Stream.of(i))
        .filter(i -> id.equals(i.getId()))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no menu item " + id));
  }

  @Test
  void theRunPerspectiveGivesTheChartsTheWindow(FxRobot robot) throws Exception {
    double before = fx(() -> studio.window.workspace().getHeight());
    robot.clickOn("View").clickOn("Run Perspective");
    WaitForAsyncUtils.waitForFxEvents();

    double scene = fx(() -> studio.window.root().getScene().getHeight());
    assertThat(fx(() -> studio.window.workspace().getHeight()))
        .isGreaterThan(before)
        .isGreaterThan(0.6 * scene);
    assertThat(fx(() -> studio.window.workspace().getWidth()))
        .isGreaterThan(0.95 * fx(() -> studio.window.root().getScene().getWidth()));

    robot.clickOn("View").clickOn("Run Perspective");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(fx(() -> studio.window.workspace().getHeight())).isEqualTo(before);
  }

  @Test
  void backFromTheRunPerspectiveTheCanvasHasItsSizeAndIsFittedAgain(FxRobot robot)
      throws Exception {
    GraphCanvas canvas = studio.window.canvas();
    robot.interact(studio.window::fitCanvas);
    WaitForAsyncUtils.waitForFxEvents();
    double width = fx(canvas::getWidth);
    double height = fx(canvas::getHeight);

    for (int i = 0; i < 2; i++) {
      robot.interact(() -> studio.window.runPerspectiveProperty().set(true));
      WaitForAsyncUtils.waitForFxEvents();
      robot.interact(() -> studio.window.runPerspectiveProperty().set(false));
      WaitForAsyncUtils.waitForFxEvents();
    }

    assertThat(fx(canvas::getWidth)).isEqualTo(width);
    assertThat(fx(canvas::getHeight)).isEqualTo(height);
    double zoom = fx(canvas::zoom);
    robot.interact(studio.window::fitCanvas);
    assertThat(zoom).as("the zoom Ctrl+0 gives").isEqualTo(fx(canvas::zoom));
  }

  @Test
  void inTheRunPerspectiveTheD03CanvasIsLegibleAndFollowsTheHoveredStep(FxRobot robot)
      throws Exception {
    robot.interact(() -> studio.window.runPerspectiveProperty().set(true));
    WaitForAsyncUtils.waitForFxEvents();
    GraphCanvas canvas = studio.window.canvas();

    assertThat(fx(canvas::zoom)).isGreaterThanOrEqualTo(GraphCanvas.LEGIBLE_ZOOM);
    assertThat(fx(canvas::getHeight)).isGreaterThan(140);
    assertThat(fx(() -> studio.window.workspace().getHeight()))
        .isGreaterThan(0.55 * fx(() -> studio.window.root().getScene().getHeight()));

    // the lowest node of the sweep, hovered in a chart, is brought into the strip and outlined
    GraphLayout.Box lowest =
        fx(
            () ->
                canvas.graphLayout().boxes().stream()
                    .max(Comparator.comparingDouble(b -> b.rect().y()))
                    .orElseThrow());
    StepKey key =
        fx(
            () ->
                RunStepMapping.keyOf(
                        studio.model.editor().treeProperty().get(), lowest.node().path())
                    .orElseThrow());
    robot.interact(() -> run().profile().selection().hoveredStepProperty().set(key));
    WaitForAsyncUtils.waitForFxEvents();

    StepHighlight highlight = robot.lookup("#step-highlight").queryAs(StepHighlight.class);
    assertThat(highlight.isVisible()).isTrue();
    Rectangle2D shown = fx(() -> canvas.viewRectOf(lowest.node().path()).orElseThrow());
    assertThat(shown.getMinY()).isGreaterThanOrEqualTo(0);
    assertThat(shown.getMaxY()).isLessThanOrEqualTo(fx(canvas::getHeight));
    photographWindow("run-perspective-canvas-d03-hovered.png");
  }

  private void photographWindow(String file) throws Exception {
    Path dir = Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"));
    Files.createDirectories(dir);
    WritableImage img = fx(() -> studio.window.root().snapshot(null, null));
    ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", dir.resolve(file).toFile());
  }

  @Test
  void afterAD03RunTheRunViewIsPhotographedInLightAndDark(FxRobot robot) throws Exception {
    robot.interact(() -> run().datasetProperty().set(DatasetChoice.demo(DemoSize.QUICK)));
    runAndPhotograph(robot, "run-view-d03");
  }

  @Test
  void afterASixBranchRunOnTheMemoryDemoTheRunViewIsPhotographed(FxRobot robot) throws Exception {
    robot.interact(
        () -> {
          studio.model.files().show(document("six-branches.json"));
          run().datasetProperty().set(DatasetChoice.demo(DemoSize.MEMORY));
        });
    runAndPhotograph(robot, "run-view-6-branches-memory");
    assertThat(fx(() -> run().profile().cow().lanes()))
        .extracting(l -> l.label())
        .contains("snv", "msc", "d1", "detrend", "gauss", "emsc");
  }

  private void runAndPhotograph(FxRobot robot, String name) throws Exception {
    robot.interact(() -> studio.window.runPerspectiveProperty().set(true));
    robot.clickOn("#tb-run");
    WaitForAsyncUtils.waitFor(
        TIMEOUT_S,
        TimeUnit.SECONDS,
        () ->
            fx(
                () ->
                    !run().runningProperty().get()
                        && run().profile().reportProperty().get() != null));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(fx(() -> run().profile().reportProperty().get().status()))
        .isEqualTo(RunStatus.COMPLETED);
    for (String tab :
        List.of(
            "Memory",
            "Per step",
            "Copy-on-write",
            "Step cache",
            "Live at peak",
            "Scores",
            "Heat map",
            "Log")) {
      screenshot(tab, name + "-" + slug(tab) + "-light.png");
    }
    robot.interact(() -> studio.window.setTheme(Theme.DARK));
    for (String tab :
        List.of(
            "Memory",
            "Per step",
            "Copy-on-write",
            "Step cache",
            "Live at peak",
            "Scores",
            "Heat map")) {
      screenshot(tab, name + "-" + slug(tab) + "-dark.png");
    }
  }

  private static String slug(String tab) {
    return tab.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
  }

  private void screenshot(String tab, String file) throws Exception {
    Path dir = Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"));
    Files.createDirectories(dir);
    WaitForAsyncUtils.asyncFx(
            () -> {
              studio.window.showRunTab(tab);
              studio.window.root().applyCss();
              studio.window.root().layout();
              studio.window.workspace().redrawNow();
            })
        .get();
    WaitForAsyncUtils.waitForFxEvents();
    WritableImage img = fx(() -> studio.window.root().snapshot(null, null));
    assertThat(img.getWidth()).isEqualTo(1366);
    ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", dir.resolve(file).toFile());
  }

  private static PipelineDocument document(String name) {
    try (InputStream in = RunPerspectiveTest.class.getResourceAsStream(name)) {
      return PipelineReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
