package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.spectra.SpectraView;
import org.spectraflow.ui.spectra.StepPreviewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Loading a dataset shows its spectra: choosing the demo or a nirs4all folder brings the Spectra
 * tab forward with the spectra drawn, and the status bar names the samples × wavelengths; selecting
 * a step on the canvas previews the spectra before and after it.
 */
class SpectraTabTest extends StudioWindowTest {

  @Start
  void start(Stage stage) {
    openStudio(stage);
  }

  private static <T> T fx(Callable<T> read) throws Exception {
    return WaitForAsyncUtils.asyncFx(read).get();
  }

  private String selectedTab(FxRobot robot) throws Exception {
    TabPane tabs = robot.lookup("#bottom-tabs").queryAs(TabPane.class);
    return fx(() -> tabs.getSelectionModel().getSelectedItem().getId());
  }

  private String status(FxRobot robot) throws Exception {
    Label label = robot.lookup("#status-dataset").queryAs(Label.class);
    return fx(label::getText);
  }

  private SpectraView spectraView(FxRobot robot) {
    return robot.lookup("#spectra-raw").queryAs(SpectraView.class);
  }

  @Test
  void loadingTheDemoShowsTheSpectraTabDrawnAndTheShapeInTheStatusBar(FxRobot robot)
      throws Exception {
    robot.interact(
        () -> studio.model.run().model().datasetProperty().set(DatasetChoice.demo(60, 90)));
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> "tab-spectra".equals(selectedTab(robot)));
    assertThat(status(robot)).contains("60 samples × 90 wavelengths");
    SpectraView view = spectraView(robot);
    WaitForAsyncUtils.waitFor(
        30,
        TimeUnit.SECONDS,
        () -> fx(() -> view.frame() != null && view.frame().rows().length == 60));
    assertThat(fx(() -> view.frame().data().table().cols())).isEqualTo(90);
  }

  @Test
  void aNirs4allFolderShowsItsSamplesAndWavelengthsInTheStatusBar(FxRobot robot) throws Exception {
    Path folder = Files.createDirectories(home.resolve("my-data"));
    StringBuilder x = new StringBuilder();
    StringBuilder y = new StringBuilder();
    for (int r = 0; r < 12; r++) {
      for (int c = 0; c < 30; c++) {
        x.append(c == 0 ? "" : ";")
            .append(String.format(Locale.ROOT, "%.4f", Math.sin(c / 5.0) + r * 0.1));
      }
      x.append('\n');
      y.append(r).append('\n');
    }
    Files.writeString(folder.resolve("Xcal.csv"), x);
    Files.writeString(folder.resolve("Ycal.csv"), y);
    robot.interact(
        () -> studio.model.run().model().datasetProperty().set(DatasetChoice.folder(folder)));
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> status(robot).contains("samples"));
    assertThat(status(robot)).isEqualTo("Dataset: my-data, 12 samples × 30 wavelengths");
    assertThat(selectedTab(robot)).isEqualTo("tab-spectra");
  }

  @Test
  void selectingAStepPreviewsTheSpectraBeforeAndAfterIt(FxRobot robot) throws Exception {
    StepPath snv = TemplateStepLocator.pathOf("/pipeline/0/_cartesian_/0/_or_/1").orElseThrow();
    robot.interact(
        () -> {
          studio.model.editor().selectionProperty().set(snv);
          studio.window.showStepPreview();
        });
    StepPreviewModel preview = studio.window.preview();
    WaitForAsyncUtils.waitFor(
        60, TimeUnit.SECONDS, () -> fx(() -> preview.after().dataProperty().get() != null));
    assertThat(fx(() -> preview.stepIdProperty().get()))
        .isEqualTo("/pipeline/0/_cartesian_/0/_or_/1");
    assertThat(fx(() -> preview.messageProperty().get())).contains("StandardNormalVariate");
    assertThat(fx(() -> preview.last().variantName())).contains("StandardNormalVariate");
    assertThat(fx(() -> preview.variants().size())).isEqualTo(16);
    // after SNV every spectrum is centred
    float[] after = fx(() -> preview.after().dataProperty().get().table().values());
    int cols = fx(() -> preview.after().dataProperty().get().table().cols());
    double mean = 0;
    for (int c = 0; c < cols; c++) {
      mean += after[c] / cols;
    }
    assertThat(Math.abs(mean)).isLessThan(1e-4);
  }
}
