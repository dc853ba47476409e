package org.spectraflow.ui.run.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.InstantSource;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunTestKit;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.run.session.SessionFile;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Compare runs any two full CacheConfigs, names its columns after them, and compares two saved
 * runs.
 */
@ExtendWith(ApplicationExtension.class)
class CompareAnyTwoTest {

  private CompareModel model;

  @Start
  void start(Stage stage) {
    model =
        new CompareModel(
            RunTestKit.fakeEngine(3, 0), Runnable::run, Runnable::run, InstantSource.system());
    stage.setScene(
        new Scene(
            new CompareView(
                model,
                () ->
                    model.compare(
                        RunTestKit.demoDocument(), DatasetChoice.demo(20, 32), Precision.FLOAT32)),
            1200,
            700));
    stage.show();
  }

  @SuppressWarnings("unchecked")
  private TableView<Comparison.Row> table(FxRobot robot) {
    return robot.lookup("#compare-table").queryAs(TableView.class);
  }

  @Test
  void editedConfigurationsRunAndNameTheColumns(FxRobot robot) {
    robot.interact(() -> model.presetBProperty().set(CachePreset.NO_CACHE));
    TitledPane settings = robot.lookup("#compare-settings").queryAs(TitledPane.class);
    // no expansion animation: a click during it can land beside the field on a loaded machine
    robot.interact(() -> settings.setAnimated(false));
    robot.clickOn(settings.lookup(".title"));
    TextField maxEntries =
        robot
            .lookup("#compare-b-" + CacheField.STEP_CACHE_MAX_ENTRIES.jsonName())
            .queryAs(TextField.class);
    robot.clickOn(maxEntries);
    robot.interact(maxEntries::selectAll);
    robot.write("7");
    assertThat(maxEntries.getText()).isEqualTo("7");
    robot.interact(() -> model.configB().toggle(CacheField.STEP_CACHE_ENABLED).set(true));

    robot.clickOn("#compare");

    assertThat(model.comparisonProperty().get()).isNotNull();
    assertThat(table(robot).getColumns())
        .extracting(TableColumn::getText)
        .containsExactly(
            "measure",
            "A: " + CachePreset.NO_CACHE.displayName(),
            "B: custom (cache on, "
                + model.configB().snapshot().stepCacheMaxMb()
                + " MB, 7 entries, CoW "
                + (model.configB().snapshot().useCowSnapshots() ? "on" : "off")
                + ")",
            "B vs A");
  }

  @Test
  void twoSavedRunsAreComparedOffline(FxRobot robot) {
    RunSession a = session(0);
    RunSession b = session(0.5);

    robot.interact(() -> model.compareSessions("A: first.json", a, "B: second.json", b));

    assertThat(model.comparisonProperty().get().reproducible()).isFalse();
    assertThat(model.comparisonProperty().get().verdict()).startsWith("FAIL: variant ");
    assertThat(table(robot).getColumns())
        .extracting(TableColumn::getText)
        .containsExactly("measure", "A: first.json", "B: second.json", "B vs A");
    robot.interact(() -> model.compareSessions("A: first.json", a, "B: again.json", session(0)));
    assertThat(model.comparisonProperty().get().verdict()).startsWith("PASS");
  }

  private static RunSession session(double offset) {
    RunModel run =
        new RunModel(
            RunTestKit.fakeEngine(3, offset), Runnable::run, Runnable::run, RunTestKit.FIXED);
    run.documentProperty().set(RunTestKit.demoDocument());
    run.datasetProperty().set(DatasetChoice.demo(20, 32));
    run.run();
    return SessionFile.capture(
        run.profile(),
        RunTestKit.demoDocument(),
        run.datasetProperty().get(),
        Precision.FLOAT32,
        run.cacheConfig().snapshot());
  }
}
