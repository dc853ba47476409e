package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window as a desktop user meets it: it fits the screen, nothing moves under the mouse when a
 * run starts, and resetting the cache configuration asks first and can be undone.
 */
@ExtendWith(ApplicationExtension.class)
class WindowBehaviourTest {

  @TempDir Path home;

  private Stage stage;
  private StudioFixture studio;

  @Start
  void start(Stage primary) {
    stage = primary;
    studio = new StudioFixture(primary, home);
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(
        () -> {
          studio.model.run().stop();
          studio.window.dispose();
        });
  }

  private RunModel run() {
    return studio.model.run().model();
  }

  @Test
  void theWindowFitsTheScreen() {
    Rectangle2D screen = Screen.getPrimary().getVisualBounds();

    assertThat(stage.getWidth()).isLessThanOrEqualTo(screen.getWidth());
    assertThat(stage.getHeight()).isLessThanOrEqualTo(screen.getHeight());
  }

  @Test
  void startingARunMovesNothingUnderTheMouse(FxRobot robot) throws Exception {
    robot.interact(() -> run().datasetProperty().set(DatasetChoice.demo(300, 1200)));
    Bounds before = screenBounds(robot.lookup("#tb-run").query());
    double split = studio.window.currentLayout().bottomSplit();

    robot.clickOn("#tb-run");
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> run().runningProperty().get());
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(studio.window.currentLayout().bottomSplit()).isEqualTo(split);
    assertThat(screenBounds(robot.lookup("#tb-stop").query()).getMinY())
        .isEqualTo(before.getMinY());
    assertThat(screenBounds(robot.lookup("#tb-run").query())).isEqualTo(before);
  }

  @Test
  void resetAsksFirstAndCanBeUndone(FxRobot robot) {
    robot.interact(studio.window::showRun);
    robot.interact(() -> studio.window.workspace().show("Cache config"));
    boolean original = run().cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).get();
    robot.interact(() -> run().cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(!original));
    robot.interact(
        () -> run().cacheConfig().number(CacheField.STEP_CACHE_MAX_MB).textProperty().set("77"));

    robot.clickOn("#reset-cache-config");
    robot.clickOn("Cancel");
    assertThat(run().cacheConfig().number(CacheField.STEP_CACHE_MAX_MB).textProperty().get())
        .isEqualTo("77");

    robot.clickOn("#reset-cache-config");
    robot.clickOn("#confirm-reset");
    assertThat(run().cacheConfig().number(CacheField.STEP_CACHE_MAX_MB).textProperty().get())
        .isNotEqualTo("77");

    robot.clickOn("#undo-reset-cache-config");
    assertThat(run().cacheConfig().number(CacheField.STEP_CACHE_MAX_MB).textProperty().get())
        .isEqualTo("77");
    assertThat(run().cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).get())
        .isEqualTo(!original);
  }

  private static Bounds screenBounds(Node node) {
    return node.localToScreen(node.getLayoutBounds());
  }
}
