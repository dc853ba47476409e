package org.spectraflow.ui.run;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.scene.control.Alert;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.builder.DatasetBuilderWindow;
import org.spectraflow.ui.run.compare.CompareModel;
import org.spectraflow.ui.run.export.HtmlReportExport;
import org.spectraflow.ui.run.export.RunExport;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.run.session.SessionFile;

/**
 * The workspace's commands behind buttons and menus: run (with its error shown), compare, choose a
 * dataset folder, export charts, events and results, save and open sessions. Each command asks for
 * a file with the platform dialog and reports a failure in an alert, never silently. The run
 * toolbar and the studio's menu bar call the same commands.
 */
public final class RunActions {

  private static final int EXPORT_WIDTH = 1200;
  private static final int EXPORT_HEIGHT = 700;

  private final RunWorkspace workspace;
  private final RunModel model;
  private final CompareModel compare;
  private Consumer<Runnable> documentGuard = Runnable::run;

  RunActions(RunWorkspace workspace, RunModel model, CompareModel compare) {
    this.workspace = workspace;
    this.model = model;
    this.compare = compare;
  }

  Pane toolbar() {
    MenuButton data = new MenuButton("Data");
    for (DemoSize size : DemoSize.values()) {
      data.getItems().add(item(demoLabel(size), () -> useDemo(size)));
    }
    data.getItems().add(item("Open dataset folder…", this::chooseFolder));
    if (offersFiles()) {
      data.getItems().add(item("Open dataset file…", this::chooseFile));
    }
    MenuButton export = new MenuButton("Export");
    export.setId("export");
    export
        .getItems()
        .addAll(
            item("Charts to PNG and SVG…", this::exportCharts),
            item("Events to CSV and JSON…", this::exportEvents),
            item("Results to CSV and JSON…", this::exportResults),
            item("HTML report…", this::exportHtmlReport),
            item("Save session…", this::saveSession),
            item("Open session…", this::openSession));
    for (MenuButton menu : List.of(data, export)) {
      menu.setMinWidth(Region.USE_PREF_SIZE);
    }
    RunToolbar bar = new RunToolbar(model, this::run);
    bar.getChildren().addAll(2, List.of(data, export));
    return bar;
  }

  /** {@code Demo, quick: 120 × 256 spectra (120 KB)}: the size and the data bytes it loads. */
  public static String demoLabel(DemoSize size) {
    return String.format(
        Locale.ROOT,
        "Demo, %s: %,d × %,d spectra (%s)",
        size.label(),
        size.samples(),
        size.wavelengths(),
        ByteFormat.format(size.dataBytes(Precision.FLOAT32)));
  }

  private static MenuItem item(String text, Runnable action) {
    MenuItem item = new MenuItem(text);
    item.setOnAction(e -> action.run());
    return item;
  }

  /** Starts a run; a refusal is shown in an alert. */
  public void run() {
    guarded("Run", model::run);
  }

  /** Runs the document under configurations A and B. */
  public void compare() {
    guarded(
        "Compare",
        () ->
            compare.compare(
                require(model.documentProperty().get()),
                model.datasetProperty().get(),
                model.cacheConfig().precisionProperty().get()));
  }

  private static <T> T require(T document) {
    if (document == null) {
      throw new IllegalStateException("no pipeline document to run: open or create one first");
    }
    return document;
  }

  /**
   * Opens the dataset builder (spectra files + reference table, docs/formats.md); a folder it
   * writes becomes the dataset runs use from then on.
   */
  public void newDatasetFromFiles() {
    new DatasetBuilderWindow(
            window(), folder -> model.datasetProperty().set(DatasetChoice.folder(folder)))
        .show();
  }

  /** Asks for a nirs4all dataset folder and runs on it from now on. */
  public void chooseFolder() {
    File folder = new DirectoryChooser().showDialog(window());
    if (folder != null) {
      model.datasetProperty().set(DatasetChoice.folder(folder.toPath()));
    }
  }

  /** True when a registered reader reads single files, so "Open dataset file…" is offered. */
  public static boolean offersFiles() {
    return DatasetFileFilters.any(DatasetReaders.standard());
  }

  /**
   * Asks for a dataset file (filters from the registered readers' extensions) and runs on it from
   * now on, read by the reader the registry selects for it.
   */
  public void chooseFile() {
    FileChooser chooser = new FileChooser();
    chooser.getExtensionFilters().setAll(DatasetFileFilters.of(DatasetReaders.standard()));
    File file = chooser.showOpenDialog(window());
    if (file != null) {
      guarded(
          "Open dataset file", () -> model.datasetProperty().set(DatasetChoice.of(file.toPath())));
    }
  }

  /** Asks for a folder and writes every chart to it, up to date, off the FX thread. */
  public void exportCharts() {
    File folder = new DirectoryChooser().showDialog(window());
    if (folder != null) {
      guarded(
          "Export charts",
          () -> {
            Task<List<Path>> task =
                workspace.exportChartsInBackground(folder.toPath(), EXPORT_WIDTH, EXPORT_HEIGHT);
            task.setOnFailed(
                e ->
                    alert(
                        "Export charts",
                        "error: cannot export the charts to "
                            + folder
                            + " ("
                            + task.getException().getMessage()
                            + "); choose a folder you can write to"));
          });
    }
  }

  /** Asks for a file and writes the run's events as CSV and JSON. */
  public void exportEvents() {
    Path base = chooseSave("run-events.csv");
    if (base != null) {
      guarded(
          "Export events",
          () -> {
            RunExport.eventsCsv(model.profile().events(), withExtension(base, ".csv"));
            RunExport.eventsJson(model.profile().events(), withExtension(base, ".json"));
          });
    }
  }

  /**
   * Asks for a file and writes the results per model (ranked as the table and the CLI rank them,
   * with the report's figures) as CSV, and as JSON with each model's test predictions.
   */
  public void exportResults() {
    Path base = chooseSave("run-results.csv");
    if (base != null) {
      guarded(
          "Export results",
          () -> {
            RunExport.modelsCsv(model.profile().results().modelRows(), withExtension(base, ".csv"));
            RunExport.modelsJson(
                model.profile().results().modelRows(), withExtension(base, ".json"));
          });
    }
  }

  /**
   * Asks for a file and writes the finished run's self-contained HTML report there, off the FX
   * thread (docs/report.md); a failure is shown in an alert naming the file.
   */
  public void exportHtmlReport() {
    RunReport report = model.profile().reportProperty().get();
    if (report == null) {
      alert(
          "Export HTML report",
          "error: no finished run to report; press Run first (a reopened session holds only"
              + " its events)");
      return;
    }
    Path file = chooseSave("run-report.html");
    if (file != null) {
      PipelineDocument document = model.documentProperty().get();
      CompletableFuture.runAsync(() -> HtmlReportExport.write(report, document, file))
          .whenCompleteAsync(
              (v, e) -> {
                if (e != null) {
                  Throwable cause = e.getCause() != null ? e.getCause() : e;
                  alert(
                      "Export HTML report",
                      "error: cannot write " + file + " (" + cause.getMessage() + ")");
                }
              },
              Platform::runLater);
    }
  }

  /** Asks for a file and saves the run as a session. */
  public void saveSession() {
    Path file = chooseSave("run.sfsession.json");
    if (file != null) {
      guarded(
          "Save session",
          () ->
              SessionFile.write(
                  SessionFile.capture(
                      model.profile(),
                      require(model.documentProperty().get()),
                      model.datasetProperty().get(),
                      model.cacheConfig().precisionProperty().get(),
                      model.cacheConfig().snapshot()),
                  file));
    }
  }

  /**
   * Sets what runs before a command replaces the document (Open session): the studio passes its
   * "Save changes?" prompt, which runs the command only once the user chose Save or Don't Save.
   * Without one the command runs at once.
   */
  public void setDocumentGuard(Consumer<Runnable> guard) {
    this.documentGuard = Objects.requireNonNull(guard, "guard");
  }

  /**
   * Asks for a session (JSON or .jfr) and shows it, after the unsaved-changes prompt (the session
   * replaces the document).
   */
  public void openSession() {
    documentGuard.accept(() -> chooseSession().ifPresent(this::openSessionFile));
  }

  /**
   * Reads {@code file} off the FX thread and shows the session; a damaged file is reported in one
   * alert naming it and what is wrong, and nothing changes.
   *
   * @return completes once the session is shown, exceptionally when it could not be
   */
  public CompletableFuture<Void> openSessionFile(Path file) {
    return openSession(() -> SessionFile.read(file), "run session " + file);
  }

  /**
   * Shows a run kept elsewhere (the run history), after the unsaved-changes prompt: {@code reader}
   * reads it off the FX thread; a failure is one alert naming {@code what}.
   */
  public void reopen(Supplier<RunSession> reader, String what) {
    documentGuard.accept(() -> openSession(reader, what));
  }

  private CompletableFuture<Void> openSession(Supplier<RunSession> reader, String what) {
    CompletableFuture<Void> shown =
        CompletableFuture.supplyAsync(reader)
            .thenAcceptAsync(
                session -> {
                  try {
                    open(session);
                  } catch (RuntimeException e) {
                    throw new IllegalArgumentException(
                        "cannot show " + what + ": " + e.getMessage(), e);
                  }
                },
                Platform::runLater);
    shown.whenCompleteAsync(
        (v, e) -> {
          if (e != null) {
            Throwable cause =
                e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            alert("Open session", cause.getMessage());
          }
        },
        Platform::runLater);
    return shown;
  }

  private Optional<Path> chooseSession() {
    FileChooser chooser = new FileChooser();
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter(
                "Run sessions and flight recordings", "*.json", "*.jfr"),
            new FileChooser.ExtensionFilter("All files", "*.*"));
    return Optional.ofNullable(chooser.showOpenDialog(window())).map(File::toPath);
  }

  /** Asks for a {@code .jfr} file and records the next run to it (JVM and SpectraFlow events). */
  public void recordNextRun() {
    Path file = chooseSave("run.jfr");
    if (file != null) {
      model.flightRecordingProperty().set(withJfr(file));
    }
  }

  private static Path withJfr(Path file) {
    return file.getFileName().toString().endsWith(".jfr")
        ? file
        : file.resolveSibling(file.getFileName() + ".jfr");
  }

  /** Uses the demo dataset at {@code size}. */
  public void useDemo(DemoSize size) {
    model.datasetProperty().set(DatasetChoice.demo(size));
  }

  /** Shows a saved session: its document, dataset and settings, and its replayed charts. */
  void open(RunSession session) {
    model.openDocument(SessionFile.document(session));
    model.datasetProperty().set(session.dataset());
    model.cacheConfig().apply(session.cacheConfig());
    model.cacheConfig().precisionProperty().set(session.precision());
    SessionFile.replay(session, model.profile());
    workspace.redrawNow();
  }

  private Path chooseSave(String suggested) {
    FileChooser chooser = new FileChooser();
    chooser.setInitialFileName(suggested);
    File file = chooser.showSaveDialog(window());
    return file == null ? null : file.toPath();
  }

  private static Path withExtension(Path file, String ext) {
    String name = file.getFileName().toString().replaceFirst("\\.(csv|json)$", "");
    return file.resolveSibling(name + ext);
  }

  private Window window() {
    return workspace.getScene() == null ? null : workspace.getScene().getWindow();
  }

  private static void guarded(String what, Runnable action) {
    try {
      action.run();
    } catch (RuntimeException e) {
      alert(what, e.getMessage());
    }
  }

  private static void alert(String what, String message) {
    Alert alert = new Alert(Alert.AlertType.ERROR, message);
    alert.setHeaderText(what + " failed");
    alert.show();
  }
}
