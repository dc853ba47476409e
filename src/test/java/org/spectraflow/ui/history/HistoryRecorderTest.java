package org.spectraflow.ui.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunEngine;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.run.session.SessionFile;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A run the studio finishes is kept in the history with its session file (docs/history.md), which
 * reopens with the run's results; replaying that session does not keep the run a second time.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryRecorderTest {

  @TempDir Path dir;

  @Start
  void start(Stage ignored) {}

  @Test
  void aFinishedStudioRunIsKeptOnceWithItsSession(FxRobot robot) {
    RunHistory history = RunHistory.in(dir);
    RunModel run =
        new RunModel(RunEngine.standard(), Runnable::run, Runnable::run, InstantSource.system());
    HistoryModel model = new HistoryModel(history, Runnable::run, Runnable::run);
    robot.interact(
        () -> {
          HistoryRecorder.attach(run, model);
          run.documentProperty().set(RunFixtures.demoDocument("d03-sweep.json"));
          run.datasetProperty().set(DatasetChoice.demo(60, 80));
          run.threadsProperty().set(1);
          run.run();
        });

    assertThat(run.statusProperty().get()).isEqualTo("completed");
    List<HistoryEntry> kept = history.entries();
    assertThat(kept).hasSize(1);
    HistoryEntry entry = kept.get(0);
    assertThat(entry.source()).isEqualTo("studio");
    assertThat(entry.variants()).isEqualTo(64);
    assertThat(entry.datasetFingerprint()).hasSize(32);
    assertThat(model.entries()).containsExactly(entry);
    assertThat(Files.isRegularFile(entry.attachment(KeptRuns.SESSION))).isTrue();
    RunSession session = KeptRuns.session(entry, DatasetChoice.demo(10, 10));
    assertThat(session.results()).hasSize(64);
    assertThat(session.predictions()).isNotEmpty();
    assertThat(session.dataset()).isEqualTo(DatasetChoice.demo(60, 80));

    robot.interact(() -> SessionFile.replay(session, run.profile()));
    assertThat(history.entries()).hasSize(1);
  }
}
