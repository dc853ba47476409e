package org.spectraflow.ui.spectra;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.preview.PreviewProgress;
import org.spectraflow.engine.preview.PreviewRequest;
import org.spectraflow.engine.preview.PreviewTarget;
import org.spectraflow.engine.preview.StepPreview;
import org.spectraflow.engine.preview.StepPreviewer;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.reuse.SessionCache;
import org.spectraflow.ui.run.RunModel;

/**
 * The step preview's presentation model (docs/studio.md, "Step preview"): the spectra before and
 * after the step selected on the canvas, for the first variant through it or the one picked,
 * computed by the engine's {@link StepPreviewer} on a preview thread from the run's session cache
 * (a step computed once is shown at once). Any change (the selected step, a parameter edited in the
 * inspector, the dataset, the variant picked) recomputes after a quiet {@code debounce} (300 ms in
 * the studio), cancelling the computation in flight; nothing is computed while the preview is not
 * shown or a run is in progress (a session cache serves one run at a time), and the preview catches
 * up when it is shown or the run ends. Properties change on the FX thread.
 */
public final class StepPreviewModel {

  /** The studio's quiet time after an edit before the preview recomputes. */
  public static final Duration DEBOUNCE = Duration.ofMillis(300);

  private static final ExecutorService WORKER =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "spectraflow-step-preview");
            t.setDaemon(true);
            return t;
          });

  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "spectraflow-step-preview-timer");
            t.setDaemon(true);
            return t;
          });

  private final ObservableValue<PipelineDocument> document;
  private final LoadedDatasetModel dataset;
  private final RunModel run;
  private final Executor worker;
  private final Executor fx;
  private final Duration debounce;
  private final StepPreviewer previewer = StepPreviewer.standard();
  private final StringProperty stepId = new SimpleStringProperty(this, "stepId");
  private final BooleanProperty active = new SimpleBooleanProperty(this, "active");
  private final LongProperty variant = new SimpleLongProperty(this, "variant", -1);
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final ReadOnlyStringWrapper stepLabel = new ReadOnlyStringWrapper(this, "stepLabel", "");
  private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
  private final ObservableList<StepPreview.VariantChoice> variants =
      FXCollections.observableArrayList();
  private final SpectraViewModel before = new SpectraViewModel("Before");
  private final SpectraViewModel after = new SpectraViewModel("After");
  private long generation;
  private CancellationToken token;
  private StepPreview last;

  /** A preview on the studio's preview thread, recomputed {@link #DEBOUNCE} after a change. */
  public StepPreviewModel(
      ObservableValue<PipelineDocument> document,
      LoadedDatasetModel dataset,
      RunModel run,
      Executor fx) {
    this(document, dataset, run, WORKER, fx, DEBOUNCE);
  }

  /** A preview computed on {@code worker}, {@code debounce} after the last change. */
  public StepPreviewModel(
      ObservableValue<PipelineDocument> document,
      LoadedDatasetModel dataset,
      RunModel run,
      Executor worker,
      Executor fx,
      Duration debounce) {
    this.document = document;
    this.dataset = dataset;
    this.run = run;
    this.worker = worker;
    this.fx = fx;
    this.debounce = debounce;
    after.colourByProperty().bindBidirectional(before.colourByProperty());
    after.partitionProperty().bindBidirectional(before.partitionProperty());
    after.bandProperty().bindBidirectional(before.bandProperty());
    stepId.addListener(
        (o, a, b) -> {
          variant.set(-1);
          schedule();
        });
    document.addListener((o, a, b) -> schedule());
    dataset.datasetProperty().addListener((o, a, b) -> schedule());
    variant.addListener((o, a, b) -> schedule());
    active.addListener((o, a, b) -> schedule());
    run.runningProperty()
        .addListener(
            (o, was, now) -> {
              if (now) {
                cancel();
              } else {
                schedule();
              }
            });
    idleMessage();
  }

  /** Recomputes after the quiet time (FX thread). */
  private void schedule() {
    long mine = ++generation;
    stopInFlight();
    if (!ready()) {
      idleMessage();
      return;
    }
    if (debounce.isZero()) {
      start(mine);
    } else {
      TIMER.schedule(
          () -> fx.execute(() -> start(mine)), debounce.toMillis(), TimeUnit.MILLISECONDS);
    }
  }

  private void start(long mine) {
    if (mine != generation) {
      return;
    }
    if (!ready()) {
      idleMessage();
      return;
    }
    String id = stepId.get();
    SpectroDataset data = dataset.datasetProperty().get();
    CancellationToken cancel = new CancellationToken();
    token = cancel;
    busy.set(true);
    progress.set(0);
    message.set("computing the preview…");
    CacheConfig config = run.cacheConfig().snapshot();
    SessionCache session = run.sessionCache();
    PreviewProgress listener =
        (text, fraction) ->
            fx.execute(
                () -> {
                  if (mine == generation) {
                    progress.set(fraction);
                    message.set(text + "…");
                  }
                });
    PreviewRequest request =
        new PreviewRequest(
            document.getValue(),
            data,
            PreviewTarget.step(id),
            variant.get(),
            config,
            session,
            cancel,
            listener);
    worker.execute(
        () -> {
          long t0 = System.nanoTime();
          try {
            StepPreview result = previewer.preview(request);
            double ms = (System.nanoTime() - t0) / 1e6;
            fx.execute(() -> shown(mine, result, ms, data));
          } catch (CancellationException e) {
            fx.execute(() -> failed(mine, "preview cancelled"));
          } catch (RuntimeException e) {
            String text = e.getMessage() == null ? e.toString() : e.getMessage();
            fx.execute(() -> failed(mine, text));
          }
        });
  }

  /** Whether a preview can be computed: shown, a step selected, data loaded, no run going. */
  private boolean ready() {
    return active.get()
        && stepId.get() != null
        && dataset.datasetProperty().get() != null
        && !run.runningProperty().get();
  }

  private void shown(long mine, StepPreview result, double ms, SpectroDataset data) {
    if (mine != generation) {
      return;
    }
    busy.set(false);
    progress.set(1);
    last = result;
    stepLabel.set(result.stepLabel());
    List<StepPreview.VariantChoice> choices = result.variants();
    if (!choices.equals(variants)) {
      variants.setAll(choices);
    }
    before.dataProperty().set(SpectraData.of(result.before(), data.metadata()));
    after.dataProperty().set(SpectraData.of(result.after(), data.metadata()));
    message.set(
        String.format(
            Locale.ROOT,
            "%s · variant %d: %s · %s in %.0f ms",
            result.stepLabel(),
            result.variantIndex(),
            result.variantName(),
            result.transformerApplications() == 0
                ? "served from the step cache"
                : result.transformerApplications()
                    + (result.transformerApplications() == 1 ? " transform" : " transforms")
                    + " computed",
            ms));
  }

  private void failed(long mine, String text) {
    if (mine != generation) {
      return;
    }
    busy.set(false);
    progress.set(0);
    message.set(text);
    before.dataProperty().set(null);
    after.dataProperty().set(null);
  }

  private void idleMessage() {
    if (busy.get()) {
      return;
    }
    if (run.runningProperty().get()) {
      message.set("the preview waits for the run to finish");
    } else if (dataset.datasetProperty().get() == null) {
      message.set("loading the dataset…");
    } else if (stepId.get() == null) {
      message.set(
          "select a preprocessing step on the canvas to see the spectra before and after it");
    }
  }

  private void stopInFlight() {
    if (token != null) {
      token.cancel();
      token = null;
    }
    busy.set(false);
  }

  /** Stops the computation in flight (the Cancel button); the last preview stays shown. */
  public void cancel() {
    generation++;
    stopInFlight();
    progress.set(0);
    message.set(
        run.runningProperty().get()
            ? "the preview waits for the run to finish"
            : "preview cancelled");
  }

  /** The template step id of the step previewed (set from the canvas selection), null for none. */
  public StringProperty stepIdProperty() {
    return stepId;
  }

  /** Whether the preview is shown (computing only then). */
  public BooleanProperty activeProperty() {
    return active;
  }

  /** The variant picked, -1 for the first through the step. */
  public LongProperty variantProperty() {
    return variant;
  }

  /** The variants through the step (the picker's choices). */
  public ObservableList<StepPreview.VariantChoice> variants() {
    return variants;
  }

  /** What the preview is doing or shows. */
  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  /** The previewed step's name. */
  public ReadOnlyStringProperty stepLabelProperty() {
    return stepLabel.getReadOnlyProperty();
  }

  /** How far the computation in flight is (0 to 1). */
  public ReadOnlyDoubleProperty progressProperty() {
    return progress.getReadOnlyProperty();
  }

  /** Whether a computation is in flight. */
  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  /** The plot of the spectra entering the step. */
  public SpectraViewModel before() {
    return before;
  }

  /** The plot of the spectra the step produced. */
  public SpectraViewModel after() {
    return after;
  }

  /** The last preview shown, null before one. */
  public StepPreview last() {
    return last;
  }
}
