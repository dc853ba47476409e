package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.ui.editor.StepPath;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Saves PNG snapshots of the main window with the demo pipeline, in the light and the dark theme.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenshotTest {

  @TempDir static Path home;

  private StudioFixture studio;

  @Start
  void start(Stage stage) {
    studio = new StudioFixture(stage, home);
  }

  @Test
  void savesLightAndDarkSnapshotsOfTheDemoPipeline(FxRobot robot) throws Exception {
    Path dir = Path.of(System.getProperty("spectraflow.screenshots", "target/screenshots"));
    Files.createDirectories(dir);
    robot.interact(() -> studio.model.editor().selectionProperty().set(StepPath.step(1)));
    File light = snapshot(robot, dir.resolve("studio-light.png"));
    robot.interact(() -> studio.window.setTheme(Theme.DARK));
    File dark = snapshot(robot, dir.resolve("studio-dark.png"));
    robot.interact(() -> studio.window.setTheme(Theme.LIGHT));

    assertThat(ImageIO.read(light).getWidth())
        .isEqualTo((int) studio.window.root().getScene().getWidth());
    assertThat(ImageIO.read(light).getRGB(700, 400))
        .isNotEqualTo(ImageIO.read(dark).getRGB(700, 400));
  }

  private File snapshot(FxRobot robot, Path file) throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WritableImage img =
        WaitForAsyncUtils.asyncFx(() -> studio.window.root().snapshot(null, null)).get();
    ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", file.toFile());
    return file.toFile();
  }
}
