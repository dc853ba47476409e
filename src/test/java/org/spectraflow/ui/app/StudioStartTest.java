package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.files.Recovery;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.run.RunEngine;
import org.spectraflow.ui.run.RunModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The studio's start through its composition steps ({@link StudioStart}, {@link StudioModel},
 * {@link MainWindow}) on a home folder full of damaged files: it starts, every damaged file is set
 * aside as {@code *.damaged-*}, the status bar tells once, and a damaged draft is never offered (no
 * crash loop). Every executor is direct, so nothing depends on timing.
 */
@ExtendWith(ApplicationExtension.class)
class StudioStartTest {

  @TempDir Path home;
  @TempDir Path elsewhere;

  private Stage stage;
  private Path studioHome;
  private StudioParts studio;
  private final List<Recovery> offered = new ArrayList<>();
  private final List<String> saveAsked = new ArrayList<>();

  @Start
  void start(Stage primary) {
    stage = primary;
  }

  @org.junit.jupiter.api.BeforeEach
  void studioHome() {
    studioHome = home;
  }

  @AfterEach
  void close(FxRobot robot) {
    if (studio != null) {
      robot.interact(
          () -> {
            studio.window().dispose();
            studio.model().dispose();
          });
    }
  }

  /** Starts the studio on {@code home}; the recovery prompt answers {@code recover}. */
  private StudioParts startStudio(FxRobot robot, boolean recover, Path saveAsTarget) {
    StateFiles state = new StateFiles();
    StudioPaths paths = new StudioPaths(studioHome);
    FilePrompt files =
        new FilePrompt() {
          @Override
          public Optional<Path> fileToOpen() {
            return Optional.empty();
          }

          @Override
          public Optional<Path> fileToSave(String suggestedName) {
            saveAsked.add(suggestedName);
            return Optional.ofNullable(saveAsTarget);
          }
        };
    robot.interact(
        () ->
            new StudioStart(
                    paths,
                    state,
                    Runnable::run,
                    Runnable::run,
                    r -> {
                      offered.add(r);
                      return recover;
                    })
                .start(Optional.empty(), s -> build(paths, state, s, files))
                .thenAccept(parts -> studio = parts));
    assertThat(studio).as("started").isNotNull();
    return studio;
  }

  private StudioParts build(StudioPaths paths, StateFiles state, StudioState s, FilePrompt files) {
    RunModel run =
        new RunModel(
            RunEngine.standard(), RunModel.runThread(), Platform::runLater, InstantSource.system());
    StudioModel model =
        new StudioModel(
            OperatorRegistry.standard(),
            paths,
            run,
            Runnable::run,
            Runnable::run,
            Runnable::run,
            "test-session",
            Duration.ZERO,
            state);
    s.run().applyTo(run);
    MainWindow window =
        new MainWindow(model, stage, new StudioFixture.MemoryClipboard(), s.layout(), files);
    stage.show();
    return new StudioParts(model, window);
  }

  private String statusMessage(FxRobot robot) {
    return robot.lookup("#status-message").queryAs(Label.class).getText();
  }

  private List<String> setAside(Path folder) throws Exception {
    try (Stream<Path> files = Files.list(folder)) {
      return files
          .map(f -> f.getFileName().toString())
          .filter(n -> n.contains(".damaged-"))
          .sorted()
          .toList();
    }
  }

  @Test
  void startsOnAHomeFullOfDamagedFilesSettingThemAsideAndSayingSoOnce(FxRobot robot)
      throws Exception {
    Files.writeString(home.resolve("autosave"), "a file where the drafts folder should be");
    Files.write(home.resolve("recent-files.txt"), new byte[] {(byte) 0xC3, 0x28, '\n'});
    Files.writeString(home.resolve("window.properties"), "{\"width\": 1200, \"height\": ");
    Files.createDirectory(home.resolve("run.properties"));

    StudioParts started = startStudio(robot, true, null);

    assertThat(stage.isShowing()).isTrue();
    assertThat(started.model().editor().document().steps()).as("the demo is shown").isNotEmpty();
    assertThat(setAside(home))
        .hasSize(4)
        .anySatisfy(n -> assertThat(n).startsWith("autosave.damaged-"))
        .anySatisfy(n -> assertThat(n).startsWith("recent-files.txt.damaged-"))
        .anySatisfy(n -> assertThat(n).startsWith("window.properties.damaged-"))
        .anySatisfy(n -> assertThat(n).startsWith("run.properties.damaged-"));
    assertThat(Files.isDirectory(home.resolve("autosave"))).as("made anew").isTrue();
    assertThat(statusMessage(robot))
        .startsWith("4 damaged studio files were set aside, defaults used: ")
        .contains(
            "autosave is a file, not a folder",
            "recent-files.txt is not UTF-8 text",
            "window.properties is damaged",
            "run.properties is a folder, not a file",
            home.toString());
    assertThat(offered).isEmpty();
  }

  @Test
  void aTruncatedDraftIsSetAsideNotOfferedAndTheStartNeverLoops(FxRobot robot) throws Exception {
    Path autosave = Files.createDirectory(home.resolve("autosave"));
    String draft = PipelineWriter.toJson(DemoPipeline.load());
    Files.writeString(autosave.resolve("older.json"), draft);
    Files.write(autosave.resolve("older.origin"), "/tmp/a\0b.json".getBytes());
    Files.writeString(autosave.resolve("newest.json"), draft.substring(0, draft.length() / 2));
    Files.writeString(autosave.resolve("newest.origin"), "");
    Files.setLastModifiedTime(
        autosave.resolve("older.json"), FileTime.from(Instant.parse("2026-01-01T00:00:00Z")));

    startStudio(robot, true, null);

    assertThat(offered)
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.draft().id()).isEqualTo("older");
              assertThat(r.draft().origin()).as("the damaged origin is dropped").isEmpty();
            });
    assertThat(studio.model().editor().document().toJson()).isEqualTo(DemoPipeline.load().toJson());
    assertThat(studio.model().files().file()).isEmpty();
    assertThat(setAside(autosave))
        .anySatisfy(n -> assertThat(n).startsWith("newest.json.damaged-"))
        .anySatisfy(n -> assertThat(n).startsWith("older.origin.damaged-"));
    assertThat(statusMessage(robot))
        .contains("newest.json is damaged", "older.origin holds a NUL byte");

    robot.interact(
        () -> {
          studio.window().dispose();
          studio.model().dispose();
        });
    studio = null;
    offered.clear();
    startStudio(robot, false, null);
    assertThat(offered).as("the recovered draft, offered again; never the damaged one").hasSize(1);
    assertThat(offered.getFirst().draft().id()).isEqualTo("older");
  }

  @Test
  void aPlantedOriginNamingANonPipelineFileLeadsToSaveAsNotAnOverwrite(FxRobot robot)
      throws Exception {
    Path notes = elsewhere.resolve("notes.txt");
    Files.writeString(notes, "my notes\n");
    Path autosave = Files.createDirectory(home.resolve("autosave"));
    Files.writeString(autosave.resolve("d.json"), PipelineWriter.toJson(DemoPipeline.load()));
    Files.writeString(autosave.resolve("d.origin"), notes.toString());
    Path chosen = elsewhere.resolve("recovered.json");

    startStudio(robot, true, chosen);
    Recovery recovery = offered.getFirst();
    assertThat(recovery.saveTo()).isEmpty();
    assertThat(RecoveryDialog.message(recovery))
        .contains(notes.toString(), "Save will ask where to save");
    assertThat(studio.model().files().file()).isEmpty();

    robot.interact(studio.window()::save);

    assertThat(saveAsked).as("Save asked for a file").hasSize(1);
    assertThat(Files.readString(notes)).isEqualTo("my notes\n");
    assertThat(chosen).exists();
    assertThat(studio.model().files().file()).contains(chosen);
  }

  @Test
  void startsWhenTheHomeFolderIsAFileOrCannotBeMade(FxRobot robot) throws Exception {
    Path blocker = Files.writeString(elsewhere.resolve("blocker"), "a file");
    studioHome = blocker.resolve(".spectraflow");

    startStudio(robot, true, null);

    assertThat(stage.isShowing()).isTrue();
    assertThat(studio.model().editor().document().steps()).as("the demo is shown").isNotEmpty();
    assertThat(statusMessage(robot))
        .contains(".spectraflow cannot be created (", "autosave cannot be created (");
    assertThat(blocker).hasContent("a file");
    robot.interact(
        () -> {
          studio.window().dispose();
          studio.model().dispose();
        });

    studioHome = elsewhere.resolve("home-file");
    Files.writeString(studioHome, "not a folder");
    startStudio(robot, true, null);

    assertThat(Files.isDirectory(studioHome)).isTrue();
    assertThat(setAside(elsewhere)).singleElement().asString().startsWith("home-file.damaged-");
    assertThat(statusMessage(robot)).contains("home-file is a file, not a folder");
  }

  @Test
  void aLastFileThatNoLongerOpensIsSaidBeforeTheNotice(FxRobot robot) throws Exception {
    Path last = Files.writeString(elsewhere.resolve("last.json"), "{\"not\": \"a pipeline\"}");
    Files.writeString(home.resolve("recent-files.txt"), last + "\n");
    Files.writeString(home.resolve("window.properties"), "");

    startStudio(robot, true, null);

    assertThat(statusMessage(robot))
        .startsWith("Cannot open last.json: ")
        .contains(" — A damaged studio file was set aside, defaults used: window.properties");
  }
}
