package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.ui.run.compare.CompareModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Export draws every chart with the last run's figures, including tabs not opened since it ended.
 */
@ExtendWith(ApplicationExtension.class)
class ChartExportFreshnessTest {

  @TempDir Path dir;

  private RunModel model;
  private RunWorkspace workspace;

  @Start
  void start(Stage stage) {
    model = FxTestSupport.directModel(new FakeRun(6));
    workspace =
        new RunWorkspace(
            model,
            new CompareModel(new FakeRun(2), Runnable::run, Runnable::run, InstantSource.system()));
    stage.setScene(new Scene(workspace, 1200, 700));
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    robot.interact(workspace::dispose);
  }

  @Test
  void chartsOfTabsNeverShownAreExportedUpToDate(FxRobot robot) throws Exception {
    robot.interact(() -> workspace.show("Memory"));
    robot.interact(model::run);
    Path first = dir.resolve("first");
    Path second = dir.resolve("second");

    robot.interact(() -> workspace.exportCharts(first, 600, 400));
    for (String tab :
        List.of("Memory", "Per step", "Copy-on-write", "Step cache", "Scores", "Heat map")) {
      robot.interact(
          () -> {
            workspace.show(tab);
            workspace.redrawNow();
          });
    }
    robot.interact(() -> workspace.exportCharts(second, 600, 400));

    for (String chart : List.of("per-step-memory", "copy-on-write", "step-cache")) {
      assertThat(png(first, chart)).as(chart).isEqualTo(png(second, chart));
    }
  }

  @Test
  void theBackgroundExportWritesTheSameFilesOffTheFxThread(FxRobot robot) throws Exception {
    robot.interact(() -> workspace.show("Memory"));
    robot.interact(model::run);
    Path sync = dir.resolve("sync");
    Path background = dir.resolve("background");

    robot.interact(() -> workspace.exportCharts(sync, 600, 400));
    List<Path> written =
        WaitForAsyncUtils.asyncFx(() -> workspace.exportChartsInBackground(background, 600, 400))
            .get()
            .get(30, TimeUnit.SECONDS);

    try (var files = Files.list(sync)) {
      assertThat(written)
          .extracting(p -> p.getFileName().toString())
          .containsExactlyInAnyOrderElementsOf(files.map(p -> p.getFileName().toString()).toList());
    }
    for (String chart : List.of("per-step-memory", "copy-on-write", "step-cache", "scores")) {
      assertThat(png(background, chart)).as(chart).isEqualTo(png(sync, chart));
    }
    BufferedImage heat = ImageIO.read(background.resolve("heat-map.png").toFile());
    assertThat(heat.getWidth()).isPositive();
  }

  private static byte[] png(Path folder, String prefix) throws Exception {
    try (var files = Files.list(folder)) {
      Path file =
          files
              .filter(
                  p ->
                      p.getFileName().toString().startsWith(prefix)
                          && p.toString().endsWith(".png"))
              .sorted()
              .findFirst()
              .orElseThrow(() -> new AssertionError("no " + prefix + " PNG in " + folder));
      return Files.readAllBytes(file);
    }
  }
}
