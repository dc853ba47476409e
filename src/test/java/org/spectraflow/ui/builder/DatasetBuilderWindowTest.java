package org.spectraflow.ui.builder;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.formats.SyntheticFiles;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The studio's dataset builder window: Plan shows the matched pairs and the unmatched file and id
 * (computed off the FX thread); Write Dataset writes the folder and hands it to the caller.
 */
@ExtendWith(ApplicationExtension.class)
class DatasetBuilderWindowTest {

  @TempDir Path dir;
  private final AtomicReference<Path> written = new AtomicReference<>();
  private DatasetBuilderWindow window;

  @Start
  void start(Stage ignored) {
    window = new DatasetBuilderWindow(null, written::set);
    window.show();
  }

  @Test
  void planListsMatchesAndUnmatchedThenWriteHandsTheFolderOver(FxRobot robot) throws Exception {
    Path a = Files.write(dir.resolve("a.spc"), SyntheticFiles.spcSingle(20));
    Path b = Files.write(dir.resolve("b.jdx"), SyntheticFiles.jcampAffn(20));
    Path c = Files.write(dir.resolve("c.spc"), SyntheticFiles.spcSingle(20));
    Path d = Files.write(dir.resolve("d.jdx"), SyntheticFiles.jcampAffn(20));
    Path stray = Files.write(dir.resolve("stray.spc"), SyntheticFiles.spcSingle(20));
    Path ref =
        Files.writeString(dir.resolve("ref.csv"), "id;y\nA;1.5\nB;2.5\nC;3.25\nD;4.5\nZ;9\n");
    Path out = dir.resolve("built");
    robot.interact(
        () -> {
          window.preset(List.of(a, b, c, d, stray), ref, "id", "y", out);
          window.start(false);
        });
    Label status =
        robot.from(window.stage().getScene().getRoot()).lookup("#builder-status").query();
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> status.getText().contains("matched"));
    ListView<String> matched =
        robot.from(window.stage().getScene().getRoot()).lookup("#builder-matched").query();
    ListView<String> unmatched =
        robot.from(window.stage().getScene().getRoot()).lookup("#builder-unmatched").query();
    assertThat(status.getText())
        .startsWith("4 matched (20 points), 1 unmatched files, 1 unmatched ids");
    assertThat(matched.getItems()).contains("A  ←  a.spc").hasSize(4);
    assertThat(unmatched.getItems())
        .containsExactly("file without id: stray.spc", "id without file: Z");
    assertThat(out).doesNotExist();
    robot.interact(() -> window.start(true));
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> written.get() != null);
    assertThat(written.get()).isEqualTo(out);
    assertThat(out.resolve("Xcal.csv")).exists();
    assertThat(status.getText()).contains("3 calibration, 1 validation");
    robot.interact(() -> window.stage().hide());
  }
}
