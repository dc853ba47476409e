package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import java.time.InstantSource;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.compare.CompareModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Log tab shows nirs4all's observability lines, gated by log_step_memory and log_cache_stats as
 * on the command line.
 */
@ExtendWith(ApplicationExtension.class)
class LogViewTest {

  private RunModel model;
  private RunWorkspace workspace;

  @Start
  void start(Stage stage) {
    model = FxTestSupport.directModel(new FakeRun(3));
    workspace =
        new RunWorkspace(
            model,
            new CompareModel(new FakeRun(1), Runnable::run, Runnable::run, InstantSource.system()));
    stage.setScene(new Scene(workspace, 1200, 700));
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(workspace::dispose);
  }

  @SuppressWarnings("unchecked")
  private ListView<String> log(FxRobot robot) {
    return robot.lookup("#log").queryAs(ListView.class);
  }

  private void setToggles(FxRobot robot, boolean stepMemory, boolean cacheStats) {
    robot.interact(() -> workspace.show("Cache config"));
    for (CacheField f : new CacheField[] {CacheField.LOG_STEP_MEMORY, CacheField.LOG_CACHE_STATS}) {
      boolean wanted = f == CacheField.LOG_STEP_MEMORY ? stepMemory : cacheStats;
      if (model.cacheConfig().toggle(f).get() != wanted) {
        robot.clickOn("#" + f.jsonName() + " .thumb");
      }
    }
    robot.interact(() -> model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(true));
  }

  @Test
  void bothTogglesOnShowStepLinesAndTheCacheLine(FxRobot robot) {
    setToggles(robot, true, true);
    robot.interact(model::run);
    robot.interact(() -> workspace.show("Log"));

    assertThat(log(robot).getItems())
        .anySatisfy(l -> assertThat(l).startsWith("[Step ").contains("RSS"))
        .anySatisfy(l -> assertThat(l).containsIgnoringCase("cache"));
  }

  @Test
  void theLogIsDenseAsATerminalUnderTheStudiosTheme(FxRobot robot) {
    robot.interact(
        () -> Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet()));
    try {
      setToggles(robot, true, true);
      robot.interact(model::run);
      robot.interact(() -> workspace.show("Log"));
      WaitForAsyncUtils.waitForFxEvents();

      List<Double> heights =
          robot.lookup("#log .list-cell").queryAllAs(ListCell.class).stream()
              .filter(c -> c.getItem() != null)
              .map(c -> c.getHeight())
              .toList();
      // the theme's 3em list cells showed a 330 px log as eight lines, each 42 px high
      assertThat(heights).isNotEmpty().allSatisfy(h -> assertThat(h).isLessThanOrEqualTo(26));
    } finally {
      robot.interact(() -> Application.setUserAgentStylesheet(null));
    }
  }

  @Test
  void togglesOffSilenceTheirLines(FxRobot robot) {
    setToggles(robot, false, false);
    robot.interact(model::run);
    robot.interact(() -> workspace.show("Log"));

    assertThat(log(robot).getItems()).noneSatisfy(l -> assertThat(l).startsWith("[Step "));
    assertThat(log(robot).getItems()).allSatisfy(l -> assertThat(l).startsWith(LogModel.WARNING));
  }
}
