package org.spectraflow.ui.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diff.ModelDelta;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.engine.history.RunToKeep;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.session.RunSession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Run History window (docs/history.md): the kept runs are listed with their figures and a
 * damaged entry as damaged; two selected runs of D03 (uncached, cached) diff to the verdict line
 * with identical scores; Reopen hands the chosen entry over and its session rebuilds from the event
 * stream; Delete removes the selection. Files are read off the FX thread.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryWindowTest {

  @TempDir static Path dir;
  static RunHistory history;
  static HistoryEntry uncached;
  static HistoryEntry cached;

  private final ExecutorService background = Executors.newSingleThreadExecutor();
  private final AtomicReference<HistoryEntry> reopened = new AtomicReference<>();
  private HistoryWindow window;

  @BeforeAll
  static void keepTwoRunsOfD03() throws Exception {
    SpectroDataset data = RunFixtures.demo();
    PipelineDocument d03 = RunFixtures.demoDocument("d03-sweep.json");
    history = RunHistory.in(dir.resolve("history"));
    uncached = history.keep(toKeep(d03, data, CacheConfig.noCache()));
    cached = history.keep(toKeep(d03, data, CacheConfig.fullCache()));
  }

  private static RunToKeep toKeep(PipelineDocument doc, SpectroDataset data, CacheConfig config) {
    List<RunEvent> events = new ArrayList<>();
    RunReport report =
        PipelineRunner.standard()
            .run(
                RunRequest.of(doc, data)
                    .withCacheConfig(config)
                    .withMemoryProbe(MemoryProbe.system())
                    .withEvents(RunFixtures.capture(events)));
    return new RunToKeep(
        report,
        RunReportJson.write(report, false),
        PipelineWriter.toJson(doc),
        RunToKeep.fingerprint(data),
        events,
        "cli",
        "",
        Map.of());
  }

  @Start
  void start(Stage ignored) throws Exception {
    Path broken = Files.createDirectories(history.folder().resolve("20000101-000000-000-dead"));
    Files.writeString(broken.resolve("entry.json"), "{ damaged");
    window =
        new HistoryWindow(
            null, new HistoryModel(history, background, Platform::runLater), reopened::set);
    window.show();
  }

  @AfterEach
  void stop(FxRobot robot) {
    robot.interact(() -> window.stage().hide());
    background.shutdownNow();
  }

  @SuppressWarnings("unchecked")
  private TableView<HistoryEntry> table(FxRobot robot) {
    return robot.from(window.stage().getScene().getRoot()).lookup("#history-table").query();
  }

  @Test
  void listsTheRunsAndDiffsTwoOfThem(FxRobot robot) throws Exception {
    TableView<HistoryEntry> table = table(robot);
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table.getItems().size() == 3);
    assertThat(table.getItems().get(0).id()).isEqualTo(cached.id());
    assertThat(table.getItems().get(2).isDamaged()).isTrue();
    assertThat(table.getColumns().get(1).getCellData(2)).asString().startsWith("damaged: ");
    assertThat(table.getColumns().get(3).getCellData(0)).isEqualTo("64");
    assertThat(table.getColumns().get(4).getCellData(0)).asString().startsWith("rmse ");
    Label status =
        robot.from(window.stage().getScene().getRoot()).lookup("#history-status").query();
    assertThat(status.getText()).startsWith("3 runs kept (1 damaged)");
    Button diff = robot.from(window.stage().getScene().getRoot()).lookup("#history-diff").query();
    assertThat(diff.isDisabled()).isTrue();

    robot.interact(
        () -> {
          table.getSelectionModel().select(0);
          table.getSelectionModel().select(1);
        });
    assertThat(diff.isDisabled()).isFalse();
    robot.interact(diff::fire);

    Label verdict = robot.lookup("#diff-verdict").query();
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !verdict.getText().isEmpty());
    assertThat(verdict.getText()).startsWith("scores identical; ").contains("fewer transformer");
    TabPane tabs = (TabPane) window.stage().getScene().getRoot();
    WaitForAsyncUtils.waitFor(
        5,
        TimeUnit.SECONDS,
        () -> tabs.getSelectionModel().getSelectedItem().getId().equals("tab-diff"));
    TableView<ModelDelta> models = robot.lookup("#diff-models").query();
    assertThat(models.getItems()).hasSize(64);
    TableView<?> steps = robot.lookup("#diff-steps").query();
    assertThat(steps.getItems()).isNotEmpty();
    Label runs = robot.lookup("#diff-runs").query();
    assertThat(runs.getText()).isEqualTo("A: " + uncached.id() + "    B: " + cached.id());
  }

  @Test
  void reopensOneRunAndDeletesTheDamagedOne(FxRobot robot) throws Exception {
    TableView<HistoryEntry> table = table(robot);
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table.getItems().size() == 3);
    Button reopen =
        robot.from(window.stage().getScene().getRoot()).lookup("#history-reopen").query();
    robot.interact(() -> table.getSelectionModel().select(2));
    assertThat(reopen.isDisabled()).as("a damaged entry does not reopen").isTrue();
    robot.interact(() -> table.getSelectionModel().clearAndSelect(1));
    robot.interact(reopen::fire);
    assertThat(reopened.get()).isEqualTo(uncached);
    RunSession session = KeptRuns.session(uncached, DatasetChoice.demo(60, 80));
    assertThat(session.events()).isNotEmpty();
    assertThat(session.events().get(0).kind()).isEqualTo("RunStarted");
    assertThat(session.cacheConfig().stepCacheEnabled()).isFalse();

    Path damaged = table.getItems().get(2).folder();
    Button delete =
        robot.from(window.stage().getScene().getRoot()).lookup("#history-delete").query();
    robot.interact(() -> table.getSelectionModel().clearAndSelect(2));
    robot.interact(delete::fire);
    WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table.getItems().size() == 2);
    assertThat(damaged).doesNotExist();
    assertThat(table.getItems()).noneMatch(HistoryEntry::isDamaged);
  }
}
