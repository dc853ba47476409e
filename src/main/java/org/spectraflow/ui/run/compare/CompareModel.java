package org.spectraflow.ui.run.compare;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.concurrent.Task;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.ProblemsModel;
import org.spectraflow.ui.run.RunEngine;
import org.spectraflow.ui.run.RunProfile;
import org.spectraflow.ui.run.cachepanel.CacheConfigModel;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.run.session.SessionFile;

/**
 * Runs one document twice, under configurations A and B (two full, editable CacheConfigs, by
 * default no cache versus full cache; choosing a preset fills one in), one after the other on the
 * background executor, then fills a {@link RunProfile} per run and publishes the {@link Comparison}
 * on the FX executor. It also compares two saved runs, offline. Failures go to {@link #problems()}.
 */
public final class CompareModel {

  private final RunEngine engine;
  private final Executor background;
  private final Executor fx;
  private final InstantSource clock;
  private final ObjectProperty<CachePreset> presetA =
      new SimpleObjectProperty<>(this, "presetA", CachePreset.NO_CACHE);
  private final ObjectProperty<CachePreset> presetB =
      new SimpleObjectProperty<>(this, "presetB", CachePreset.FULL_CACHE);
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
  private final ReadOnlyObjectWrapper<Comparison> comparison =
      new ReadOnlyObjectWrapper<>(this, "comparison");
  private final RunProfile profileA = new RunProfile();
  private final RunProfile profileB = new RunProfile();
  private final ProblemsModel problems = new ProblemsModel();
  private final CacheConfigModel configA = new CacheConfigModel();
  private final CacheConfigModel configB = new CacheConfigModel();

  /**
   * A model running on {@code engine} (executors as for {@link org.spectraflow.ui.run.RunModel}).
   */
  public CompareModel(RunEngine engine, Executor background, Executor fx, InstantSource clock) {
    this.engine = Objects.requireNonNull(engine, "engine");
    this.background = Objects.requireNonNull(background, "background");
    this.fx = Objects.requireNonNull(fx, "fx");
    this.clock = Objects.requireNonNull(clock, "clock");
    configA.apply(presetA.get());
    configB.apply(presetB.get());
    presetA.addListener((obs, old, p) -> configA.apply(p));
    presetB.addListener((obs, old, p) -> configB.apply(p));
  }

  /** The configuration of run A, every field editable. */
  public CacheConfigModel configA() {
    return configA;
  }

  /** The configuration of run B, every field editable. */
  public CacheConfigModel configB() {
    return configB;
  }

  /** A preset's name when {@code config} is one, else {@code custom (cache on, 512 MB, ...)}. */
  public static String label(CacheConfig config) {
    for (CachePreset p : CachePreset.values()) {
      if (p.config().equals(config)) {
        return p.displayName();
      }
    }
    return "custom (cache "
        + (config.stepCacheEnabled()
            ? "on, " + config.stepCacheMaxMb() + " MB, " + config.stepCacheMaxEntries() + " entries"
            : "off")
        + ", CoW "
        + (config.useCowSnapshots() ? "on" : "off")
        + ")";
  }

  /**
   * Compares two saved runs offline: each is replayed into its profile and the comparison is
   * published at once (no engine involved). Call on the FX thread.
   */
  public void compareSessions(String labelA, RunSession a, String labelB, RunSession b) {
    if (running.get()) {
      throw new IllegalStateException("a comparison is already running");
    }
    problems.clear();
    SessionFile.replay(a, profileA);
    SessionFile.replay(b, profileB);
    comparison.set(Comparison.ofSessions(labelA, profileA, labelB, profileB));
  }

  /** Starts the two runs. Call on the FX thread. */
  public void compare(PipelineDocument document, DatasetChoice dataset, Precision precision) {
    if (running.get()) {
      throw new IllegalStateException("a comparison is already running");
    }
    CacheConfig a = configA.snapshot();
    CacheConfig b = configB.snapshot();
    running.set(true);
    comparison.set(null);
    problems.clear();
    background.execute(
        new Task<Void>() {
          @Override
          protected Void call() {
            try {
              Recorded ra = record(document, dataset, precision, a);
              Recorded rb = record(document, dataset, precision, b);
              fx.execute(() -> publish(a, ra, b, rb));
              return null;
            } catch (RuntimeException e) {
              fx.execute(() -> compareFailed(e));
              throw e;
            }
          }
        });
  }

  private Recorded record(
      PipelineDocument document, DatasetChoice dataset, Precision precision, CacheConfig config) {
    SpectroDataset data = dataset.open(precision);
    RunEvents events = RunEvents.create(clock);
    List<RunEvent> recorded = new ArrayList<>();
    try (var s = events.subscribe(recorded::add, Runnable::run)) {
      RunReport report =
          engine.run(
              RunRequest.of(document, data)
                  .withCacheConfig(config)
                  .withEvents(events)
                  .withMemoryProbe(MemoryProbe.system()));
      return new Recorded(List.copyOf(recorded), report);
    }
  }

  private void publish(CacheConfig a, Recorded ra, CacheConfig b, Recorded rb) {
    fill(profileA, ra);
    fill(profileB, rb);
    comparison.set(
        Comparison.of(
            "A: " + label(a),
            ra.report(),
            RunSummary.of(ra.report(), profileA),
            "B: " + label(b),
            rb.report(),
            RunSummary.of(rb.report(), profileB)));
    running.set(false);
  }

  private static void fill(RunProfile profile, Recorded r) {
    profile.clear();
    profile.apply(r.events());
    profile.complete(r.report());
  }

  private void compareFailed(RuntimeException e) {
    problems.runFailed(e);
    running.set(false);
  }

  /** Forgets the last comparison (a new document was loaded); a running one finishes unseen. */
  public void clear() {
    comparison.set(null);
    problems.clear();
    profileA.clear();
    profileB.clear();
  }

  /** The preset last chosen for A (choosing one fills {@link #configA()}). */
  public ObjectProperty<CachePreset> presetAProperty() {
    return presetA;
  }

  /** The preset last chosen for B (choosing one fills {@link #configB()}). */
  public ObjectProperty<CachePreset> presetBProperty() {
    return presetB;
  }

  /** True while the two runs execute. */
  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  /** The latest comparison, null before the first or while running. */
  public ReadOnlyObjectProperty<Comparison> comparisonProperty() {
    return comparison.getReadOnlyProperty();
  }

  /** Run A's models. */
  public RunProfile profileA() {
    return profileA;
  }

  /** Run B's models. */
  public RunProfile profileB() {
    return profileB;
  }

  /** Why a comparison failed. */
  public ProblemsModel problems() {
    return problems;
  }

  /** One run's events and report. */
  private record Recorded(List<RunEvent> events, RunReport report) {}
}
