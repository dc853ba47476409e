package org.spectraflow.ui.app;

import java.time.Duration;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.util.Subscription;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.validation.ValidationModel;
import org.spectraflow.ui.run.ProgressModel;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.RunToolbar;

/**
 * The studio's Run and Stop: one {@link RunModel} for the window, fed with the editor's current
 * document and blocked while validation reports errors, plus the run progress the status bar shows.
 * Presentation model only; {@link #dispose()} unbinds it from the editor.
 */
public final class RunControls {

  private final EditorModel editor;
  private final RunModel run;
  private final StringBinding progressText;
  private final Subscription finished;
  private final Subscription loads;

  /** The document the last run executed, to tell its results from the edited document's. */
  private PipelineDocument ran;

  /** Run/Stop of {@code run} for the editor's document, blocked by validation errors. */
  public RunControls(EditorModel editor, ValidationModel validation, RunModel run) {
    this.editor = editor;
    this.run = run;
    run.documentProperty().bind(editor.documentProperty());
    run.blockedProperty().bind(validation.blocksRunProperty());
    ProgressModel p = run.profile().progress();
    this.progressText =
        Bindings.createStringBinding(
            () -> progress(p),
            run.statusProperty(),
            run.runningProperty(),
            p.doneProperty(),
            p.totalProperty(),
            p.elapsedProperty(),
            p.etaProperty(),
            editor.documentProperty());
    this.loads = editor.loadsProperty().subscribe(run::reset);
    this.finished =
        run.runningProperty()
            .subscribe(
                (was, now) -> {
                  if (now) {
                    ran = run.documentProperty().get();
                  }
                  if (was && !now) {
                    editor.say(
                        "Run "
                            + run.statusProperty().get()
                            + ": see the Run tab for charts, results and problems");
                  }
                });
  }

  /** Said after a run's outcome once the document has been edited since (undo takes it back). */
  static final String STALE = " · pipeline edited since: results are of the previous version";

  private String progress(ProgressModel p) {
    String status = run.statusProperty().get();
    if (status.equals("idle")) {
      return "";
    }
    String counts = p.doneProperty().get() + "/" + p.totalProperty().get() + " variants";
    if (!run.runningProperty().get()) {
      return "Run "
          + status
          + ": "
          + counts
          + " in "
          + RunToolbar.format(p.elapsedProperty().get())
          + (ran != null && ran != editor.document() ? STALE : "");
    }
    Duration eta = p.etaProperty().get();
    return "Run "
        + status
        + ": "
        + counts
        + " · "
        + RunToolbar.format(p.elapsedProperty().get())
        + " elapsed · ETA "
        + (eta == null ? "—" : RunToolbar.format(eta));
  }

  /** Starts a run of the editor's document, or says in the status bar why it cannot. */
  public void run() {
    if (!canRunBinding().get()) {
      editor.say(
          run.runningProperty().get()
              ? "A run is in progress: stop it first"
              : "Cannot run: fix the errors in the problems list first");
      return;
    }
    try {
      run.run();
      editor.say("Running " + editor.document().name().orElse("the pipeline"));
    } catch (IllegalStateException e) {
      editor.say("Cannot run: " + e.getMessage());
    }
  }

  /** Asks the run to stop at the next step boundary. */
  public void stop() {
    run.stop();
  }

  /** True while a run is in progress (Stop enabled). */
  public ReadOnlyBooleanProperty runningProperty() {
    return run.runningProperty();
  }

  /** True when Run is enabled: not running, no validation errors, a valid CacheConfig. */
  public BooleanBinding canRunBinding() {
    return run.canRunBinding();
  }

  /**
   * Variants done / total, elapsed and ETA while running; the outcome after, marked stale once the
   * pipeline is edited (until an undo brings back the version that ran); empty before.
   */
  public StringBinding progressText() {
    return progressText;
  }

  /** The window's run model (charts, step states, CacheConfig). */
  public RunModel model() {
    return run;
  }

  /** Unbinds from the editor and stops a running run. */
  public void dispose() {
    run.stop();
    finished.unsubscribe();
    loads.unsubscribe();
    run.documentProperty().unbind();
    run.blockedProperty().unbind();
    progressText.dispose();
  }
}
