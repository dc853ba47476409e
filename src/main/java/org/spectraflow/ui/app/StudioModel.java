package org.spectraflow.ui.app;

import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executor;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.util.Subscription;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.estimate.EtaModel;
import org.spectraflow.engine.estimate.RunEstimate;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.editor.EditActions;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.inspector.InspectorModel;
import org.spectraflow.ui.editor.palette.PaletteActions;
import org.spectraflow.ui.editor.palette.PaletteCatalog;
import org.spectraflow.ui.editor.palette.PaletteModel;
import org.spectraflow.ui.editor.validation.PipelineValidator;
import org.spectraflow.ui.editor.validation.StartCheckRunner;
import org.spectraflow.ui.editor.validation.ValidationModel;
import org.spectraflow.ui.editor.variants.VariantsModel;
import org.spectraflow.ui.estimate.DatasetEstimates;
import org.spectraflow.ui.estimate.RunEstimateModel;
import org.spectraflow.ui.files.Autosave;
import org.spectraflow.ui.files.FileModel;
import org.spectraflow.ui.files.RecentFiles;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunStartCheck;
import org.spectraflow.ui.run.RunThreads;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.spectra.LoadedDatasetModel;
import org.spectraflow.ui.spectra.SpectraViewModel;

/**
 * The studio's presentation models, wired around one {@link EditorModel}: palette, inspector,
 * validation, variants, files and run (one {@link RunModel} for the window). Built by the
 * composition root with the executors to use (background work, file I/O, FX thread); {@link
 * #dispose()} releases every listener.
 */
public final class StudioModel {

  private final OperatorRegistry registry;
  private final EditorModel editor;
  private final EditActions actions;
  private final PaletteModel palette;
  private final PaletteActions paletteActions;
  private final ValidationModel validation;
  private final VariantsModel variants;
  private final InspectorModel inspector;
  private final FileModel files;
  private final RunControls run;
  private final RunStartCheck startCheck;
  private final LoadedDatasetModel loaded;
  private final SpectraViewModel spectra = new SpectraViewModel("Raw spectra");
  private final DatasetEstimates estimates;
  private final RunEstimateModel estimate;
  private final Subscription estimateTriggers;

  /**
   * Wires the models; {@code background} must run tasks in order (one thread). The engine's start
   * check runs at once after each change (tests, with direct executors).
   */
  public StudioModel(
      OperatorRegistry registry,
      StudioPaths paths,
      RunModel runModel,
      Executor background,
      Executor io,
      Executor fx,
      String sessionId) {
    this(registry, paths, runModel, background, io, fx, sessionId, Duration.ZERO);
  }

  /**
   * Wires the models; {@code background} must run tasks in order (one thread); the engine's start
   * check runs {@code checkDelay} after the last change.
   */
  public StudioModel(
      OperatorRegistry registry,
      StudioPaths paths,
      RunModel runModel,
      Executor background,
      Executor io,
      Executor fx,
      String sessionId,
      Duration checkDelay) {
    this(registry, paths, runModel, background, io, fx, sessionId, checkDelay, new StateFiles());
  }

  /**
   * Wires the models; {@code background} must run tasks in order (one thread); the engine's start
   * check runs {@code checkDelay} after the last change; the recent list and autosave drafts are
   * read through {@code state}, which records what it sets aside.
   */
  public StudioModel(
      OperatorRegistry registry,
      StudioPaths paths,
      RunModel runModel,
      Executor background,
      Executor io,
      Executor fx,
      String sessionId,
      Duration checkDelay,
      StateFiles state) {
    this.registry = registry;
    this.editor = new EditorModel(registry);
    this.actions = new EditActions(editor);
    PaletteCatalog catalog = PaletteCatalog.of(registry);
    this.palette = new PaletteModel(catalog);
    this.paletteActions = new PaletteActions(editor, actions, registry, catalog);
    ValidationModel[] checked = new ValidationModel[1];
    this.startCheck =
        new RunStartCheck(registry, runModel.datasetProperty(), () -> checked[0].recheck());
    this.validation =
        new ValidationModel(
            editor,
            new PipelineValidator(registry),
            new StartCheckRunner(startCheck, background, fx),
            checkDelay);
    checked[0] = validation;
    this.variants = new VariantsModel(editor, new VariantExpansion(registry), background, fx);
    this.inspector = new InspectorModel(editor, actions, registry);
    this.files =
        new FileModel(
            editor,
            new RecentFiles(paths.recentFiles(), state),
            new Autosave(paths.autosave(), state),
            io,
            fx,
            sessionId);
    this.run = new RunControls(editor, validation, runModel);
    runModel.setDocumentOpener(files::show);
    this.loaded =
        new LoadedDatasetModel(
            runModel.datasetProperty(), runModel.cacheConfig().precisionProperty(), background, fx);
    spectra.dataProperty().bind(loaded.spectraProperty());
    this.estimates =
        new DatasetEstimates(
            registry, runModel.datasetProperty(), runModel.cacheConfig().precisionProperty());
    this.estimate = new RunEstimateModel(estimates, background, fx);
    // the validation's engine check is debounced and re-run on edits and dataset changes: once it
    // answers without errors, the document can run, so estimate it (docs/studio.md)
    this.estimateTriggers =
        validation
            .checkingProperty()
            .subscribe(c -> reestimate())
            .and(runModel.threadsProperty().subscribe(t -> reestimate()))
            .and(
                runModel
                    .cacheConfig()
                    .toggle(CacheField.STEP_CACHE_ENABLED)
                    .subscribe(c -> reestimate()))
            .and(runModel.runningProperty().subscribe(r -> weighEta(r, runModel)));
  }

  /**
   * A run starting while the estimate is current (no edit since, nothing pending) weighs its ETA by
   * the estimate's per-variant costs, as the CLI's progress bar does.
   */
  private void weighEta(boolean running, RunModel runModel) {
    RunEstimate current = estimate.estimateProperty().get();
    if (running
        && current != null
        && !estimate.pendingProperty().get()
        && !validation.checkingProperty().get()) {
      runModel.profile().progress().useCosts(new EtaModel(current.variantSeconds()));
    }
  }

  /** Estimates the document as Run would run it now, or clears the estimate while it cannot run. */
  private void reestimate() {
    if (validation.checkingProperty().get()) {
      return;
    }
    if (validation.hasErrorsProperty().get()) {
      estimate.clear();
      return;
    }
    RunModel m = run.model();
    estimate.request(
        editor.document(),
        RunThreads.clamp(m.threadsProperty().get()),
        m.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).get());
  }

  /** The run's estimated time, shown beside Run before running. */
  public RunEstimateModel estimate() {
    return estimate;
  }

  /** The status-bar text for the dataset Run uses. */
  public StringBinding datasetText() {
    var choice = run.model().datasetProperty();
    var precision = run.model().cacheConfig().precisionProperty();
    return Bindings.createStringBinding(
        () ->
            choice.get().isDemo()
                ? String.format(
                    Locale.ROOT,
                    "Dataset: synthetic NIRS (demo), %,d samples × %,d wavelengths, %s of %s"
                        + " spectra",
                    choice.get().samples(),
                    choice.get().wavelengths(),
                    ByteFormat.format(choice.get().demoBytes(precision.get())),
                    precision.get().label())
                : "Dataset: "
                    + choice.get().describe()
                    + (loaded.loadingProperty().get()
                        ? ", loading…"
                        : loaded.shapeProperty().get().isEmpty()
                            ? ""
                            : ", " + loaded.shapeProperty().get()),
        choice,
        precision,
        loaded.shapeProperty(),
        loaded.loadingProperty());
  }

  /** The dataset Run uses, loaded for the spectra view (and its shape, for the status bar). */
  public LoadedDatasetModel loadedDataset() {
    return loaded;
  }

  /** The spectra view's model: the loaded dataset's raw spectra. */
  public SpectraViewModel spectra() {
    return spectra;
  }

  /** The operator registry. */
  public OperatorRegistry registry() {
    return registry;
  }

  /** The editor. */
  public EditorModel editor() {
    return editor;
  }

  /** The editing actions. */
  public EditActions actions() {
    return actions;
  }

  /** The palette. */
  public PaletteModel palette() {
    return palette;
  }

  /** Palette drops and quick-add. */
  public PaletteActions paletteActions() {
    return paletteActions;
  }

  /** Validation. */
  public ValidationModel validation() {
    return validation;
  }

  /** Variant count and names. */
  public VariantsModel variants() {
    return variants;
  }

  /** The inspector. */
  public InspectorModel inspector() {
    return inspector;
  }

  /** Files. */
  public FileModel files() {
    return files;
  }

  /** Run and Stop, and the window's run model. */
  public RunControls run() {
    return run;
  }

  /** Releases every listener of every model. */
  public void dispose() {
    palette.dispose();
    validation.dispose();
    startCheck.dispose();
    estimateTriggers.unsubscribe();
    estimate.dispose();
    estimates.dispose();
    variants.dispose();
    inspector.dispose();
    files.dispose();
    run.dispose();
  }
}
