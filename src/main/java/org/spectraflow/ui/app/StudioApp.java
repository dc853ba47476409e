package org.spectraflow.ui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.ui.files.Autosave;
import org.spectraflow.ui.files.DocumentFiles;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunPreferences;

/**
 * The studio's JavaFX application and composition root: it creates the executors, the window's
 * {@link RunModel} on the standard engine, the {@link StudioModel} and the {@link MainWindow},
 * opens the first document (a file given on the command line, unsaved work to recover, the last
 * file, or on first start the D03 demo on the synthetic dataset) and autosaves every 20 seconds. It
 * owns nothing else.
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
    boolean firstStart = !Files.isDirectory(paths.home());
    background = Executors.newSingleThreadExecutor(daemon("spectraflow-variants"));
    io = Executors.newSingleThreadExecutor(daemon("spectraflow-files"));
    model =
        new StudioModel(
            OperatorRegistry.standard(),
            paths,
            RunModel.standard(),
            background,
            io,
            Platform::runLater,
            UUID.randomUUID().toString(),
            CHECK_DELAY);
    RunPreferences.load(paths.runPreferences()).applyTo(model.run().model());
    WindowLayout layout =
        WindowLayout.load(paths.windowLayout()).fittedTo(Screen.getPrimary().getVisualBounds());
    window = new MainWindow(model, stage, new FxClipboard(), layout);
    stage.getIcons().setAll(AppIcons.load());
    if (!Double.isNaN(layout.x())) {
      stage.setX(layout.x());
      stage.setY(layout.y());
    }
    stage.setMaximized(layout.maximized());
    stage.show();
    openFirstDocument(firstStart);
    autosave = new Timeline(new KeyFrame(AUTOSAVE_EVERY, e -> model.files().autosaveNow()));
    autosave.setCycleCount(Timeline.INDEFINITE);
    autosave.play();
  }

  private void openFirstDocument(boolean firstStart) {
    Optional<Path> argument =
        getParameters().getRaw().stream()
            .filter(DocumentFiles::isPipelineFile)
            .map(Path::of)
            .findFirst();
    List<Autosave.Draft> drafts = model.files().recoverableDrafts();
    if (argument.isPresent()) {
      model.files().open(argument.get()).thenRun(window::fitLater);
    } else if (!drafts.isEmpty() && offerRecovery(drafts.getFirst())) {
      model.files().recover(drafts.getFirst());
      model.files().discardDrafts(drafts.subList(1, drafts.size()));
      window.fitLater();
    } else {
      model.files().discardDrafts(drafts);
      Optional<Path> last =
          firstStart ? Optional.empty() : model.files().recent().stream().findFirst();
      if (last.isPresent()) {
        model.files().open(last.get()).thenRun(window::fitLater);
      } else {
        model.files().show(DemoPipeline.load());
        model
            .editor()
            .say("Demo: the D03 preprocessing sweep on the synthetic dataset — press Run");
        window.fitLater();
      }
    }
  }

  private boolean offerRecovery(Autosave.Draft draft) {
    Alert alert =
        new Alert(
            Alert.AlertType.CONFIRMATION,
            "SpectraFlow closed without saving "
                + draft.origin().map(p -> p.getFileName().toString()).orElse("an untitled pipeline")
                + " (autosaved "
                + draft.saved()
                + "). Recover it?",
            ButtonType.YES,
            ButtonType.NO);
    alert.setTitle("Recover unsaved work");
    alert.setHeaderText("Recover unsaved work?");
    return alert.showAndWait().filter(ButtonType.YES::equals).isPresent();
  }

  @Override
  public void stop() {
    if (autosave != null) {
      autosave.stop();
    }
    if (window != null) {
      window.currentLayout().save(paths.windowLayout());
      RunPreferences.of(model.run().model()).save(paths.runPreferences());
      window.dispose();
    }
    if (model != null) {
      model.dispose();
    }
    if (background != null) {
      background.shutdownNow();
      io.shutdown();
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
