package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.ui.files.DocumentFiles;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.history.HistoryModel;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunPreferences;

/**
 * The studio's JavaFX application and composition root: it creates the executors, the window's
 * {@link RunModel} on the standard engine, the {@link StudioModel} and the {@link MainWindow}
 * through {@link StudioStart} (which reads the remembered state off the FX thread, opens the first
 * document and tells what damaged state files it set aside), autosaves every 20 seconds and
 * remembers the layout and run settings at exit. It owns nothing else.
 */
public final class StudioApp extends Application {

  private static final Duration AUTOSAVE_EVERY = Duration.seconds(20);

  /** How long after the last edit the engine's start check runs. */
  private static final java.time.Duration CHECK_DELAY = java.time.Duration.ofMillis(250);

  private ExecutorService background;
  private ExecutorService io;
  private StudioModel model;
  private MainWindow window;
  private Timeline autosave;
  private StudioPaths paths;
  private final StateFiles state = new StateFiles();

  /**
   * Launches the studio; a pipeline file among the arguments ({@code .sfpipe}, {@code .json},
   * {@code .yaml}, {@code .yml}) is opened.
   */
  public static void launchStudio(String[] args) {
    Application.launch(StudioApp.class, args);
  }

  /** Launches the studio on one pipeline file ({@code java -jar spectraflow.jar file.sfpipe}). */
  public static void launchStudio(Path file) {
    launchStudio(new String[] {file.toString()});
  }

  @Override
  public void start(Stage stage) {
    paths = StudioPaths.fromSystem();
    background = Executors.newSingleThreadExecutor(daemon("spectraflow-variants"));
    io = Executors.newSingleThreadExecutor(daemon("spectraflow-files"));
    Optional<Path> argument =
        getParameters().getRaw().stream()
            .filter(DocumentFiles::isPipelineFile)
            .map(Path::of)
            .findFirst();
    new StudioStart(paths, state, io, Platform::runLater, new RecoveryDialog(stage))
        .start(argument, s -> build(stage, s))
        .whenCompleteAsync(
            (parts, e) -> {
              if (e == null) {
                startAutosave();
                return;
              }
              // a bug: say it, never leave a studio without a window running
              System.err.println("error: the studio could not start: " + e);
              e.printStackTrace();
              Platform.exit();
            },
            Platform::runLater);
  }

  private StudioParts build(Stage stage, StudioState remembered) {
    model =
        new StudioModel(
            OperatorRegistry.standard(),
            paths,
            RunModel.standard(),
            background,
            io,
            Platform::runLater,
            UUID.randomUUID().toString(),
            CHECK_DELAY,
            state);
    remembered.run().applyTo(model.run().model());
    WindowLayout layout = remembered.layout().fittedTo(Screen.getPrimary().getVisualBounds());
    window = new MainWindow(model, stage, new FxClipboard(), layout);
    window.keepRunsIn(
        new HistoryModel(
            new RunHistory(paths.history(), RunHistory.configuredMaxBytes()),
            io,
            Platform::runLater));
    stage.getIcons().setAll(AppIcons.load());
    if (!Double.isNaN(layout.x())) {
      stage.setX(layout.x());
      stage.setY(layout.y());
    }
    stage.setMaximized(layout.maximized());
    stage.show();
    return new StudioParts(model, window);
  }

  private void startAutosave() {
    autosave =
        new Timeline(
            new KeyFrame(
                AUTOSAVE_EVERY,
                e -> {
                  model.files().autosaveNow();
                  // a state file that failed since (a recent list that could not be written)
                  state.takeNotice().ifPresent(model.editor()::say);
                }));
    autosave.setCycleCount(Timeline.INDEFINITE);
    autosave.play();
  }

  @Override
  public void stop() throws InterruptedException {
    if (autosave != null) {
      autosave.stop();
    }
    if (window != null) {
      WindowLayout layout = window.currentLayout();
      RunPreferences run = RunPreferences.of(model.run().model());
      io.execute(
          () -> {
            layout.save(paths.windowLayout(), state);
            run.save(paths.runPreferences(), state);
          });
      window.dispose();
    }
    if (model != null) {
      model.dispose();
    }
    if (background != null) {
      background.shutdownNow();
      io.shutdown();
      io.awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  private static ThreadFactory daemon(String name) {
    return r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    };
  }
}
