package org.spectraflow.ui.run;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ObservableMap;
import javafx.concurrent.Task;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.observe.Subscription;
import org.spectraflow.engine.observe.jfr.FlightRecording;
import org.spectraflow.engine.observe.jfr.JfrRunListener;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.reuse.SessionCache;
import org.spectraflow.ui.diagnostics.DiagnosticsPolicy;
import org.spectraflow.ui.run.cachepanel.CacheConfigModel;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.cachepanel.ClearCacheModel;
import org.spectraflow.ui.run.eventlog.EventLog;
import org.spectraflow.ui.run.session.JfrSessionFile;
import org.spectraflow.ui.run.session.RunSession;

/**
 * Runs the current pipeline document in the background and exposes what happens as presentation
 * models. {@link #run()} freezes a snapshot of the document, dataset choice, CacheConfig and
 * precision, and starts a {@link Task} on the background executor (never the FX thread); the
 * engine's events go into the profile's compact {@link EventLog} on the run thread and {@link
 * #pulse} (called once per frame) applies those received since the last pulse in one batch. {@link
 * #stop()} cancels cooperatively. Failures go to the problems list. Properties change on the FX
 * executor only.
 *
 * <p>The editor binds its Run/Stop buttons to {@link #runningProperty()} and renders {@link
 * #stepStates()} on its canvas.
 */
public final class RunModel {

  private final RunEngine engine;
  private final Executor background;
  private final Executor fx;
  private final InstantSource clock;
  private final CacheConfigModel cacheConfig = new CacheConfigModel();
  private final SessionCache sessionCache = new SessionCache();
  private final ClearCacheModel clearCache = new ClearCacheModel(sessionCache);
  private final ObjectProperty<DatasetChoice> dataset =
      new SimpleObjectProperty<>(this, "dataset", DatasetChoice.demo(DemoSize.QUICK));
  private final ObjectProperty<PipelineDocument> document =
      new SimpleObjectProperty<>(this, "document");
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
  private final BooleanProperty blocked = new SimpleBooleanProperty(this, "blocked");
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "idle");
  private final ReadOnlyObjectWrapper<RunRequest> lastRequest =
      new ReadOnlyObjectWrapper<>(this, "lastRequest");
  private final RunProfile profile = new RunProfile();
  private final IntegerProperty threads =
      new SimpleIntegerProperty(this, "threads", RunThreads.DEFAULT);
  private final ObjectProperty<Path> flightRecording =
      new SimpleObjectProperty<>(this, "flightRecording");
  private static final int CHUNK = 64;
  static final long PULSE_BUDGET_NANOS = 8_000_000;
  private final ReadOnlyLongWrapper measuredPeak = new ReadOnlyLongWrapper(this, "measuredPeak");
  private final long baselineRss = MemoryProbe.system().processRssBytes();
  private final ReadOnlyIntegerWrapper resets = new ReadOnlyIntegerWrapper(this, "resets");
  private final ObjectBinding<MemoryEstimate> estimate;
  private Consumer<PipelineDocument> opener = this::setDocumentUnlessBound;
  private final BooleanBinding canRun;
  private CancellationToken token = new CancellationToken();
  private boolean framePaced;
  private RunReport pendingReport;

  /**
   * A model running on {@code engine}.
   *
   * @param background where runs execute (a single daemon thread in the studio)
   * @param fx where results are applied ({@code Platform::runLater}; tests pass a direct one)
   * @param clock stamps events and measures elapsed time
   */
  public RunModel(RunEngine engine, Executor background, Executor fx, InstantSource clock) {
    this.engine = Objects.requireNonNull(engine, "engine");
    this.background = Objects.requireNonNull(background, "background");
    this.fx = Objects.requireNonNull(fx, "fx");
    this.clock = Objects.requireNonNull(clock, "clock");
    this.estimate = Bindings.createObjectBinding(this::computeEstimate, estimateInputs());
    this.canRun =
        running.not().and(blocked.not()).and(document.isNotNull()).and(cacheConfig.validBinding());
  }

  /** The studio's model: the standard engine on a daemon thread, results on the FX thread. */
  public static RunModel standard() {
    return new RunModel(
        RunEngine.standard(), runThread(), Platform::runLater, InstantSource.system());
  }

  /** A single daemon thread named {@code spectraflow-run}. */
  public static ExecutorService runThread() {
    return Executors.newSingleThreadExecutor(
        r -> {
          Thread t = new Thread(r, "spectraflow-run");
          t.setDaemon(true);
          return t;
        });
  }

  /**
   * Starts a run of the current document. Call on the FX thread.
   *
   * @throws IllegalStateException when a run is in progress, no document is set or the cache
   *     configuration is invalid
   */
  public void run() {
    if (running.get()) {
      throw new IllegalStateException("a run is already in progress; stop it first");
    }
    if (blocked.get()) {
      throw new IllegalStateException(
          "the pipeline has errors: fix them in the problems list first");
    }
    RunSnapshot snapshot = snapshot();
    profile.clear();
    measuredPeak.set(0);
    token = new CancellationToken();
    profile.progress().start(clock.instant());
    running.set(true);
    status.set("running");
    background.execute(task(snapshot, profile.eventLog(), token));
  }

  private RunSnapshot snapshot() {
    PipelineDocument doc = document.get();
    if (doc == null) {
      throw new IllegalStateException("no pipeline document to run: open or create one first");
    }
    Path flight = flightRecording.get();
    flightRecording.set(null);
    return new RunSnapshot(
        doc,
        dataset.get(),
        cacheConfig.snapshot(),
        cacheConfig.precisionProperty().get(),
        flight,
        RunThreads.clamp(threads.get()));
  }

  private Task<RunReport> task(RunSnapshot snapshot, EventLog log, CancellationToken cancel) {
    return new Task<>() {
      @Override
      protected RunReport call() {
        try {
          RunReport report = execute(snapshot, log, cancel);
          fx.execute(() -> finished(report));
          return report;
        } catch (RuntimeException e) {
          fx.execute(() -> runFailed(e));
          throw e;
        }
      }
    };
  }

  private RunReport execute(RunSnapshot snapshot, EventLog log, CancellationToken cancel) {
    if (snapshot.flightFile() == null) {
      return executeObserved(snapshot, log, cancel);
    }
    FlightRecording recording =
        JfrSessionFile.start(
            new RunSession(
                RunSession.FORMAT,
                RunSession.VERSION,
                PipelineWriter.toJson(snapshot.document()),
                snapshot.dataset(),
                snapshot.precision(),
                snapshot.cacheConfig(),
                List.of(),
                List.of(),
                List.of()));
    try {
      return executeObserved(snapshot, log, cancel);
    } finally {
      JfrSessionFile.finish(recording, snapshot.flightFile());
    }
  }

  private RunReport executeObserved(RunSnapshot snapshot, EventLog log, CancellationToken cancel) {
    SpectroDataset data = snapshot.dataset().open(snapshot.precision());
    RunEvents events = RunEvents.create(clock);
    try (Subscription ignored = events.subscribe(log, Runnable::run);
        Subscription flight = JfrRunListener.attach(events)) {
      RunRequest request =
          buildRequest(snapshot, data, events, cancel).withSessionCache(sessionCache);
      fx.execute(() -> lastRequest.set(request));
      return engine.run(request);
    }
  }

  /**
   * The request a run of {@code snapshot} on {@code data} sends to the engine, on the snapshot's
   * worker threads: the presentation models follow interleaved variants (per-variant state, run
   * order by variant index), so the figures are those of a one-worker run.
   */
  static RunRequest buildRequest(
      RunSnapshot snapshot, SpectroDataset data, RunEvents events, CancellationToken cancel) {
    return RunRequest.of(snapshot.document(), data)
        .withCacheConfig(snapshot.cacheConfig())
        .withEvents(events)
        .withCancellation(cancel)
        .withMemoryProbe(MemoryProbe.system())
        // the Diagnostics tab's figures, when the document has folds (docs/studio.md)
        .withOptions(
            RunOptions.defaults()
                .withThreads(snapshot.threads())
                .withDiagnostics(DiagnosticsPolicy.wanted(snapshot.document())));
  }

  private void finished(RunReport report) {
    if (framePaced && profile.hasUnapplied()) {
      pendingReport = report;
      return;
    }
    pulse(clock.instant());
    complete(report);
  }

  private void complete(RunReport report) {
    pendingReport = null;
    profile.stepStates().settle();
    profile.complete(report);
    measuredPeak.set(profile.measuredDataPeak());
    status.set(report.status().label());
    running.set(false);
    clearCache.refresh();
  }

  private void runFailed(RuntimeException error) {
    pulse(clock.instant());
    profile.settle();
    profile.problems().runFailed(error);
    status.set("failed");
    running.set(false);
  }

  /**
   * Forgets the last run for a new document: charts, results, step states and problems are cleared,
   * the status returns to idle and {@link #resetsProperty()} ticks (compare results follow it). A
   * run in progress is stopped first.
   */
  public void reset() {
    stop();
    if (pendingReport != null) {
      pendingReport = null;
      running.set(false);
    }
    profile.clear();
    measuredPeak.set(0);
    if (!running.get()) {
      status.set("idle");
    }
    resets.set(resets.get() + 1);
  }

  /** Ticks on every {@link #reset()}: views holding results of their own clear them. */
  public ReadOnlyIntegerProperty resetsProperty() {
    return resets.getReadOnlyProperty();
  }

  /**
   * Shows {@code doc} as the current document, through the opener the studio installs (the editor
   * loads it), or directly when no editor drives this model.
   */
  public void openDocument(PipelineDocument doc) {
    opener.accept(Objects.requireNonNull(doc, "doc"));
  }

  /** Where {@link #openDocument} sends documents: the studio passes its editor's loader. */
  public void setDocumentOpener(Consumer<PipelineDocument> documentOpener) {
    this.opener = Objects.requireNonNull(documentOpener, "documentOpener");
  }

  private void setDocumentUnlessBound(PipelineDocument doc) {
    if (document.isBound()) {
      throw new IllegalStateException("the document follows the editor: install an opener");
    }
    document.set(doc);
  }

  /**
   * The last completed run's measured data peak (0 before one): the estimate is shown beside it.
   */
  public ReadOnlyLongProperty measuredPeakProperty() {
    return measuredPeak.getReadOnlyProperty();
  }

  /** Asks the run to stop at the next step boundary; the UI stays responsive meanwhile. */
  public void stop() {
    if (running.get()) {
      token.cancel();
      status.set("stopping");
    }
  }

  /**
   * Moves the events received since the last pulse into the profile (one batch, one redraw) and
   * updates elapsed time and ETA. Call once per frame on the FX thread.
   *
   * @return the number of events applied
   */
  public int pulse(Instant now) {
    return pulse(now, PULSE_BUDGET_NANOS);
  }

  /**
   * As {@link #pulse(Instant)}, applying events for at most {@code budgetNanos} (at least one chunk
   * of them) when {@link #paceByFrames() paced by frames}: what is left of a frame's budget after
   * the frame's other work.
   *
   * @return the number of events applied
   */
  public int pulse(Instant now, long budgetNanos) {
    int applied;
    if (framePaced) {
      applied = profile.applyReceived(CHUNK, System.nanoTime() + budgetNanos);
    } else {
      applied = profile.applyReceived(Integer.MAX_VALUE);
    }
    if (running.get()) {
      profile.progress().tick(now);
    }
    if (pendingReport != null && !profile.hasUnapplied()) {
      complete(pendingReport);
    }
    return applied;
  }

  /**
   * Lets the frame pulse apply events a few milliseconds at a time ({@value #PULSE_BUDGET_NANOS} ns
   * per pulse), so a burst of events never stalls the FX thread: the rest waits for the next frame,
   * and the run completes (report, running false) once the last event is applied. The run workspace
   * calls it; without it every pulse applies everything (tests with direct executors).
   */
  public void paceByFrames() {
    framePaced = true;
  }

  private MemoryEstimate computeEstimate() {
    if (document.get() == null || !cacheConfig.validBinding().get()) {
      return null;
    }
    var os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    return MemoryEstimate.of(
        dataset.get(),
        cacheConfig.precisionProperty().get(),
        document.get(),
        cacheConfig.snapshot(),
        RunThreads.clamp(threads.get()),
        baselineRss,
        os.getTotalMemorySize());
  }

  private Observable[] estimateInputs() {
    List<Observable> inputs =
        new ArrayList<>(
            List.of(
                dataset,
                document,
                threads,
                cacheConfig.precisionProperty(),
                cacheConfig.validBinding()));
    for (CacheField f : CacheField.values()) {
      inputs.add(f.numeric() ? cacheConfig.number(f).textProperty() : cacheConfig.toggle(f));
    }
    return inputs.toArray(Observable[]::new);
  }

  /** True while a run executes: the editor's Run button disables on it, Stop enables. */
  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  /**
   * True while something outside the run views forbids running (the editor binds it to "the
   * document has validation errors"); {@link #run()} then refuses.
   */
  public BooleanProperty blockedProperty() {
    return blocked;
  }

  /**
   * True when Run may be pressed: not running, not blocked, a document set, a valid CacheConfig.
   */
  public BooleanBinding canRunBinding() {
    return canRun;
  }

  /**
   * {@code idle}, {@code running}, {@code stopping}, {@code completed}, {@code cancelled}, {@code
   * failed}.
   */
  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  /** The request the last run sent to the engine. */
  public ReadOnlyObjectProperty<RunRequest> lastRequestProperty() {
    return lastRequest.getReadOnlyProperty();
  }

  /** The peak-memory estimate for the current settings, null without a document. */
  public ObjectBinding<MemoryEstimate> estimateBinding() {
    return estimate;
  }

  /** The pipeline document Run executes (the editor sets it). */
  public ObjectProperty<PipelineDocument> documentProperty() {
    return document;
  }

  /** The dataset Run uses. */
  public ObjectProperty<DatasetChoice> datasetProperty() {
    return dataset;
  }

  /**
   * The cache panel's Clear cache button: the step cache that outlives runs (every run on the same
   * dataset, precision and budget reuses it; docs/caching.md §3.5.7).
   */
  public ClearCacheModel clearCache() {
    return clearCache;
  }

  /**
   * The step cache every run of this model shares (it outlives runs); the step preview serves steps
   * from it too, between runs.
   */
  public SessionCache sessionCache() {
    return sessionCache;
  }

  /** The CacheConfig panel's model (and the precision). */
  public CacheConfigModel cacheConfig() {
    return cacheConfig;
  }

  /** The current run's presentation models. */
  public RunProfile profile() {
    return profile;
  }

  /** Per-step states for the editor canvas (key: step number, branch path and document path). */
  public ObservableMap<StepSite, StepState> stepStates() {
    return profile.stepStates().states();
  }

  /** The engine this model runs on (compare runs use it too). */
  public RunEngine engine() {
    return engine;
  }

  /**
   * The {@code .jfr} file the next run is recorded to (JVM events and SpectraFlow's), null for
   * none; {@link #run()} takes it, so each choice records one run.
   */
  public ObjectProperty<Path> flightRecordingProperty() {
    return flightRecording;
  }

  /**
   * The worker threads the next run uses (default every core; 1 runs the variants one after the
   * other). Values outside 1..{@value RunThreads#MAX} are clamped when a run starts. The studio
   * remembers it with its other preferences ({@link RunPreferences}).
   */
  public IntegerProperty threadsProperty() {
    return threads;
  }

  /**
   * The frozen inputs of one run ({@code flightFile} null when not recorded; {@code threads} the
   * worker threads, ≥ 1).
   */
  record RunSnapshot(
      PipelineDocument document,
      DatasetChoice dataset,
      CacheConfig cacheConfig,
      Precision precision,
      Path flightFile,
      int threads) {

    RunSnapshot(
        PipelineDocument document,
        DatasetChoice dataset,
        CacheConfig cacheConfig,
        Precision precision) {
      this(document, dataset, cacheConfig, precision, null, 1);
    }
  }
}
