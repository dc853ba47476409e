package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Subscription;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.ui.editor.TextClipboard;
import org.spectraflow.ui.editor.canvas.CanvasGestures;
import org.spectraflow.ui.editor.canvas.GraphCanvas;
import org.spectraflow.ui.editor.canvas.StepMenu;
import org.spectraflow.ui.editor.inspector.InspectorView;
import org.spectraflow.ui.editor.outline.OutlineView;
import org.spectraflow.ui.editor.palette.PaletteView;
import org.spectraflow.ui.editor.validation.ProblemsView;
import org.spectraflow.ui.editor.variants.VariantsView;
import org.spectraflow.ui.history.HistoryModel;
import org.spectraflow.ui.history.HistoryRecorder;
import org.spectraflow.ui.history.HistoryWindow;
import org.spectraflow.ui.history.KeptRuns;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunWorkspace;
import org.spectraflow.ui.selection.ExcludeSelection;
import org.spectraflow.ui.selection.RunWhenReady;
import org.spectraflow.ui.spectra.SpectraView;
import org.spectraflow.ui.spectra.StepPreviewModel;
import org.spectraflow.ui.spectra.StepPreviewView;

/**
 * The studio's main window: palette on the left, canvas in the centre with problems, variants and
 * the run workspace (charts, CacheConfig, compare) below, so the pipeline stays in sight while it
 * runs; inspector and outline on the right, toolbar on top and status bar at the bottom; plus the
 * keyboard shortcuts, file dialogs and the unsaved-changes prompt. It builds and binds views and
 * forwards gestures; the logic lives in {@link StudioModel}.
 */
public final class MainWindow {

  /**
   * The canvas/bottom split while the run workspace is shown: the charts get 55 % of the height.
   */
  static final double RUN_SPLIT = 0.45;

  /**
   * The canvas/bottom split while the spectra or the step preview is shown: at 1366×768 the canvas
   * keeps about 230 px, a row of nodes, and the plots get the rest.
   */
  static final double SPECTRA_SPLIT = 0.4;

  /**
   * The canvas strip's share of the height in the Run perspective: at 1366×768 about 145 px, a row
   * of nodes at a legible zoom ({@link GraphCanvas#fitLegibly()}), the charts keeping the rest.
   */
  static final double PERSPECTIVE_SPLIT = 0.24;

  private final StudioModel model;
  private final Stage stage;
  private final GraphCanvas canvas;
  private final InspectorView inspector;
  private final OutlineView outline;
  private final StudioToolbar toolbar;
  private final StatusBar status;
  private final VariantsView variants;
  private final QuickAddBox quickAdd;
  private final StepMenu menu;
  private final SplitPane columns;
  private final SplitPane centre;
  private final SplitPane side;
  private final TabPane bottom;
  private final Tab runTab;
  private final Tab spectraTab;
  private final Tab previewTab;
  private final PreviewLink previewLink;
  private final StepPreviewModel preview;
  private final RunWorkspace workspace;
  private HistoryModel history;
  private HistoryWindow historyWindow;
  private final CanvasRunLink runLink;
  private final Subscription runSubscription;
  private final BorderPane root = new BorderPane();
  private final FilePrompt files;
  private final StudioMenuBar menuBar;
  private final BooleanProperty runPerspective = new SimpleBooleanProperty(this, "runPerspective");
  private double[] editingSplits;
  private List<Node> editingColumns;
  private Theme theme;

  /**
   * Builds the window's scene on {@code stage} with the given layout (theme, sizes, splits); files
   * are chosen in native dialogs.
   */
  public MainWindow(StudioModel model, Stage stage, TextClipboard clipboard, WindowLayout layout) {
    this(model, stage, clipboard, layout, new FileChooserPrompt(stage, model.files()::file));
  }

  /**
   * Builds the window's scene on {@code stage}, sized to fit the screen; {@code files} answers
   * "which file?" for open and save.
   */
  public MainWindow(
      StudioModel model,
      Stage stage,
      TextClipboard clipboard,
      WindowLayout remembered,
      FilePrompt files) {
    WindowLayout layout = remembered.fittedTo(Screen.getPrimary().getVisualBounds());
    this.model = model;
    this.files = files;
    this.stage = stage;
    this.theme = layout.theme();
    canvas = new GraphCanvas(model.editor(), model.validation());
    canvas.setId("canvas");
    inspector = new InspectorView(model.inspector());
    outline = new OutlineView(model.editor());
    menu = new StepMenu(model.editor(), model.actions(), model.registry(), clipboard);
    new CanvasGestures(canvas, model.editor(), model.actions(), menu::menuFor, this::editSelection);
    quickAdd =
        new QuickAddBox(model.palette().catalog(), model.paletteActions(), canvas::requestFocus);
    StepHoverCard hoverCard = new StepHoverCard();
    StepHighlight highlight = new StepHighlight();
    StackPane canvasPane = new StackPane(canvas, quickAdd, highlight, hoverCard);
    StackPane.setAlignment(quickAdd, Pos.TOP_CENTER);
    StackPane.setMargin(quickAdd, new Insets(24));
    runLink = new CanvasRunLink(canvas, model.editor(), model.run().model(), hoverCard, highlight);
    variants = new VariantsView(model.variants(), model.editor());
    workspace = new RunWorkspace(model.run().model());
    workspace.setId("run-workspace");
    workspace.actions().setDocumentGuard(this::whenSafe);
    workspace
        .sweep()
        .setShowOnCanvas(
            row -> {
              runPerspective.set(false);
              SweepCanvasLink.show(row, model.editor(), canvas);
            });
    runTab = new Tab("Run", workspace);
    runTab.setId("tab-run");
    SpectraView spectraView = new SpectraView(model.spectra());
    spectraView.setId("spectra-raw");
    spectraView.linkSamples(workspace.samples());
    workspace.diagnostics().samplesProperty().bind(model.spectra().dataProperty());
    workspace.selectionBar().setOnExclude(ids -> excludeAndRerun(model, ids));
    spectraTab = new Tab("Spectra", spectraView);
    spectraTab.setId("tab-spectra");
    preview =
        new StepPreviewModel(
            model.editor().documentProperty(),
            model.loadedDataset(),
            model.run().model(),
            Platform::runLater);
    previewTab = new Tab("Step preview", new StepPreviewView(preview));
    previewTab.setId("tab-preview");
    bottom =
        new TabPane(
            new Tab("Problems", new ProblemsView(model.validation(), model.editor())),
            new Tab("Variants", variants),
            spectraTab,
            previewTab,
            runTab);
    preview.activeProperty().bind(previewTab.selectedProperty());
    spectraTab.selectedProperty().subscribe(this::spectraShown);
    previewTab.selectedProperty().subscribe(this::spectraShown);
    previewLink = new PreviewLink(model.editor(), preview);
    bottom.setId("bottom-tabs");
    bottom.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    centre = new SplitPane(canvasPane, bottom);
    centre.setOrientation(Orientation.VERTICAL);
    side = new SplitPane(inspector, outline);
    side.setOrientation(Orientation.VERTICAL);
    columns =
        new SplitPane(
            new PaletteView(model.palette(), model.paletteActions(), model.editor(), canvas),
            centre,
            side);
    columns.setDividerPositions(layout.paletteSplit(), layout.inspectorSplit());
    centre.setDividerPositions(layout.bottomSplit());
    side.setDividerPositions(layout.outlineSplit());
    toolbar = new StudioToolbar(model, this);
    status = new StatusBar(model);
    menuBar = new StudioMenuBar(model, this, workspace.actions());
    root.setTop(new VBox(menuBar, toolbar));
    runPerspective.subscribe(this::applyPerspective);
    root.setCenter(columns);
    root.setBottom(status);
    root.getStyleClass().add("studio");
    Scene scene = new Scene(root, layout.width(), layout.height());
    scene.getStylesheets().add(MainWindow.class.getResource(Theme.APP_STYLESHEET).toExternalForm());
    installShortcuts(scene);
    inspector.addEventHandler(
        KeyEvent.KEY_PRESSED,
        e -> {
          if (e.getCode() == KeyCode.ESCAPE) {
            canvas.requestFocus();
            e.consume();
          }
        });
    stage.setScene(scene);
    stage.titleProperty().bind(model.files().titleProperty());
    stage.setOnCloseRequest(
        e -> {
          e.consume();
          close();
        });
    runSubscription =
        model
            .run()
            .runningProperty()
            .subscribe(
                (was, now) -> {
                  if (now) {
                    bottom.getSelectionModel().select(runTab);
                  }
                })
            .and(
                // a dataset the user chose (a folder, a file, a demo size) is shown once loaded;
                // the one the studio starts with leaves the tabs alone
                model
                    .loadedDataset()
                    .chosenLoadsProperty()
                    .subscribe(
                        n -> {
                          if (n.intValue() > 0 && !model.run().runningProperty().get()) {
                            showSpectra();
                          }
                        }));
    applyTheme();
  }

  /**
   * "Exclude selected and re-run" (docs/diagnostics.md §7): one undoable edit adds (or extends) the
   * document's first {@code exclude} step listing the selected samples, then the run starts again
   * through the step cache.
   */
  private void excludeAndRerun(StudioModel studio, java.util.Set<Integer> ids) {
    boolean changed =
        studio
            .editor()
            .apply(
                "Exclude " + ids.size() + (ids.size() == 1 ? " sample" : " samples"),
                steps -> ExcludeSelection.edit(steps, ids));
    if (changed) {
      workspace.samples().clear();
      var edited = studio.editor().document();
      // the edit starts a validation that blocks Run until it ends
      RunWhenReady.run(
          workspace.model().blockedProperty(),
          () -> studio.editor().document() == edited,
          workspace.actions()::run);
    }
  }

  /** The Run perspective: the charts take the window, with a strip of canvas above them. */
  public BooleanProperty runPerspectiveProperty() {
    return runPerspective;
  }

  private void applyPerspective(boolean on) {
    if (on) {
      editingSplits =
          new double[] {
            columns.getDividerPositions()[0],
            columns.getDividerPositions()[1],
            centre.getDividerPositions()[0]
          };
      editingColumns = List.copyOf(columns.getItems());
      columns.getItems().setAll(centre);
      centre.setDividerPositions(PERSPECTIVE_SPLIT);
      bottom.getSelectionModel().select(runTab);
    } else if (editingSplits != null) {
      columns.getItems().setAll(editingColumns);
      columns.setDividerPositions(editingSplits[0], editingSplits[1]);
      centre.setDividerPositions(editingSplits[2]);
      editingSplits = null;
    }
    fitLater();
  }

  /** The step preview's model. */
  public StepPreviewModel preview() {
    return preview;
  }

  /** Shows the Spectra tab (the loaded dataset's spectra), tall enough to read them. */
  public void showSpectra() {
    bottom.getSelectionModel().select(spectraTab);
  }

  /** Shows the Step preview tab (the selected step's spectra before and after it). */
  public void showStepPreview() {
    bottom.getSelectionModel().select(previewTab);
  }

  /**
   * A spectra tab was chosen: the plots get {@link #SPECTRA_SPLIT} of the height, the canvas the
   * rest.
   */
  private void spectraShown(boolean selected) {
    if (selected && centre.getDividerPositions()[0] > SPECTRA_SPLIT) {
      centre.setDividerPositions(SPECTRA_SPLIT);
      fitLater();
    }
  }

  /** Shows the run workspace's tab titled {@code title} (Memory, Log, ...). */
  public void showRunTab(String title) {
    bottom.getSelectionModel().select(runTab);
    workspace.show(title);
  }

  /** Copies the selected step (Edit menu, Ctrl+C on the canvas). */
  void copy() {
    menu.copy();
  }

  /** Pastes the copied step after the selection. */
  void paste() {
    menu.paste();
  }

  /** Opens quick add, after the selection or inside it. */
  void quickAdd(boolean inside) {
    quickAdd.open(inside);
  }

  /** Closes the window (after the unsaved-changes prompt). */
  public void close() {
    whenSafe(
        () -> {
          model.files().discardDraft();
          stage.close();
        });
  }

  /** Lists every command with a shortcut. */
  void showShortcuts() {
    var alert = new Alert(Alert.AlertType.INFORMATION, String.join("\n", menuBar.shortcutLines()));
    alert.initOwner(stage);
    alert.setTitle("Keyboard shortcuts");
    alert.setHeaderText("Keyboard shortcuts");
    alert
        .getDialogPane()
        .getStylesheets()
        .add(MainWindow.class.getResource(Theme.APP_STYLESHEET).toExternalForm());
    alert.getDialogPane().getStyleClass().add("shortcuts-dialog");
    alert.show();
  }

  /**
   * Brings the run workspace forward, tall enough to read its charts, with the canvas still above
   * it.
   */
  public void showRun() {
    bottom.getSelectionModel().select(runTab);
    if (centre.getDividerPositions()[0] > RUN_SPLIT) {
      centre.setDividerPositions(RUN_SPLIT);
      fitLater();
    }
  }

  private void applyTheme() {
    theme.apply();
    workspace.darkProperty().set(theme == Theme.DARK);
    boolean dark = theme == Theme.DARK;
    model.spectra().darkProperty().set(dark);
    preview.before().darkProperty().set(dark);
    preview.after().darkProperty().set(dark);
  }

  private void installShortcuts(Scene scene) {
    var accelerators = scene.getAccelerators();
    accelerators.put(shortcut(KeyCode.N), this::newDocument);
    accelerators.put(shortcut(KeyCode.O), this::open);
    accelerators.put(shortcut(KeyCode.S), this::save);
    accelerators.put(
        new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
        this::saveAs);
    accelerators.put(shortcut(KeyCode.Z), model.editor()::undo);
    accelerators.put(shortcut(KeyCode.Y), model.editor()::redo);
    accelerators.put(
        new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
        model.editor()::redo);
    accelerators.put(shortcut(KeyCode.C), menu::copy);
    accelerators.put(shortcut(KeyCode.V), menu::paste);
    accelerators.put(shortcut(KeyCode.D), model.actions()::duplicateSelection);
    accelerators.put(shortcut(KeyCode.B), model.actions()::wrapInBranch);
    accelerators.put(shortcut(KeyCode.G), model.actions()::wrapInOr);
    accelerators.put(shortcut(KeyCode.K), () -> quickAdd.open(false));
    accelerators.put(
        new KeyCodeCombination(KeyCode.K, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
        () -> quickAdd.open(true));
    accelerators.put(shortcut(KeyCode.DIGIT0), this::fitCanvas);
    accelerators.put(new KeyCodeCombination(KeyCode.F5), model.run()::run);
    accelerators.put(
        new KeyCodeCombination(KeyCode.F5, KeyCombination.SHIFT_DOWN), model.run()::stop);
    accelerators.put(shortcut(KeyCode.Q), this::close);
    accelerators.put(shortcut(KeyCode.L), () -> showRunTab("Log"));
    accelerators.put(
        new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
        () -> runPerspective.set(!runPerspective.get()));
    accelerators.put(new KeyCodeCombination(KeyCode.F1), this::showShortcuts);
  }

  private static KeyCombination shortcut(KeyCode code) {
    return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
  }

  /**
   * Enter on the canvas: moves focus to the inspector's first field (Escape there returns to the
   * canvas).
   */
  void editSelection() {
    inspector.focusFirstField();
  }

  /**
   * Scales the canvas to show the whole pipeline; in the Run perspective never below a legible
   * zoom.
   */
  public void fitCanvas() {
    if (runPerspective.get()) {
      canvas.fitLegibly();
      return;
    }
    canvas.fit();
  }

  /** Switches between light and dark. */
  public void toggleTheme() {
    theme = theme.toggled();
    applyTheme();
  }

  /** Applies a theme. */
  public void setTheme(Theme t) {
    theme = t;
    applyTheme();
  }

  /** New empty document (after the unsaved-changes prompt). */
  public void newDocument() {
    whenSafe(() -> model.files().newDocument());
  }

  /** Asks for a file and opens it (after the unsaved-changes prompt). */
  public void open() {
    whenSafe(
        () -> files.fileToOpen().ifPresent(p -> model.files().open(p).thenRun(this::fitLater)));
  }

  /** Opens a file (after the unsaved-changes prompt). */
  public void openFile(Path file) {
    whenSafe(() -> model.files().open(file).thenRun(this::fitLater));
  }

  /** Saves, asking for a file when the document has none. */
  public void save() {
    if (model.files().file().isPresent()) {
      model.files().save();
    } else {
      saveAs();
    }
  }

  /** Asks for a file and saves to it. */
  public void saveAs() {
    askSavePath().ifPresent(model.files()::saveAs);
  }

  private Optional<Path> askSavePath() {
    return files.fileToSave(
        model.editor().document().name().orElse("pipeline").replaceAll("[^A-Za-z0-9_-]+", "-")
            + ".json");
  }

  /**
   * Runs {@code proceed} now if the document is saved, else after the user chose Save or Don't
   * Save.
   */
  void whenSafe(Runnable proceed) {
    if (!model.editor().dirtyProperty().get()) {
      proceed.run();
      return;
    }
    ButtonType saveButton = new ButtonType("Save", ButtonBar.ButtonData.YES);
    ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
    var alert =
        new Alert(
            Alert.AlertType.CONFIRMATION,
            "Your changes will be lost if you don't save them.",
            saveButton,
            discard,
            ButtonType.CANCEL);
    alert.initOwner(stage);
    alert.setTitle("Unsaved changes");
    alert.setHeaderText(
        "Save changes to "
            + model.files().file().map(p -> p.getFileName().toString()).orElse("this pipeline")
            + "?");
    alert
        .showAndWait()
        .ifPresent(
            choice -> {
              if (choice == discard) {
                proceed.run();
              } else if (choice == saveButton) {
                Optional<Path> target = model.files().file().or(this::askSavePath);
                target.ifPresent(p -> model.files().saveAs(p).thenRun(proceed));
              }
            });
  }

  /**
   * Fits the canvas once the new layout is in place: the whole pipeline while editing, at a legible
   * zoom in the Run perspective's strip.
   */
  void fitLater() {
    Platform.runLater(this::fitCanvas);
  }

  /**
   * The current window layout, for remembering (the editing layout while in the Run perspective).
   */
  public WindowLayout currentLayout() {
    double[] splits =
        editingSplits != null
            ? editingSplits
            : new double[] {
              columns.getDividerPositions()[0],
              columns.getDividerPositions()[1],
              centre.getDividerPositions()[0]
            };
    return new WindowLayout(
        stage.getX(),
        stage.getY(),
        stage.getWidth(),
        stage.getHeight(),
        stage.isMaximized(),
        splits[0],
        splits[1],
        splits[2],
        side.getDividerPositions()[0],
        theme);
  }

  /** The root node (for snapshots). */
  public Parent root() {
    return root;
  }

  /** The canvas. */
  public GraphCanvas canvas() {
    return canvas;
  }

  /** The run workspace in the bottom pane. */
  /**
   * Keeps every finished run in {@code kept} (the studio's run history, docs/history.md) and shows
   * it in View ▸ Run History.
   */
  public void keepRunsIn(HistoryModel kept) {
    history = kept;
    HistoryRecorder.attach(model.run().model(), kept);
  }

  /** Shows the Run History window (the studio's history folder unless one was attached). */
  public void showHistory() {
    if (history == null) {
      history =
          new HistoryModel(
              new RunHistory(StudioPaths.fromSystem().history(), RunHistory.configuredMaxBytes()),
              Executors.newSingleThreadExecutor(
                  r -> {
                    Thread t = new Thread(r, "spectraflow-history");
                    t.setDaemon(true);
                    return t;
                  }),
              Platform::runLater);
    }
    if (historyWindow == null) {
      historyWindow =
          new HistoryWindow(
              stage,
              history,
              entry -> {
                DatasetChoice dataset = model.run().model().datasetProperty().get();
                workspace
                    .actions()
                    .reopen(() -> KeptRuns.session(entry, dataset), "kept run " + entry.id());
                showRun();
              });
    }
    historyWindow.show();
  }

  public RunWorkspace workspace() {
    return workspace;
  }

  /** Releases the views' listeners, stops the run workspace's frame pump and any run. */
  public void dispose() {
    runSubscription.unsubscribe();
    previewLink.dispose();
    runLink.dispose();
    workspace.dispose();
    canvas.dispose();
    inspector.dispose();
    outline.dispose();
    toolbar.dispose();
    status.dispose();
    variants.dispose();
  }
}
