package org.spectraflow.ui.estimate;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.spectraflow.engine.estimate.RunEstimate;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * Presentation model of the run estimate shown beside Run: each {@link #request} asks the {@link
 * EstimateSource} on the background executor (never the FX thread: the source probes real fits);
 * only the latest request counts, an older one still queued is skipped and its result dropped. The
 * text is the engine's {@link RunEstimate#summary()}, the warning flag its {@link
 * RunEstimate#warns()}, so the studio says what {@code run --dry-run} says. Properties are read and
 * written on the FX thread; results reach it through the FX executor.
 */
public final class RunEstimateModel {

  /** Shown while an estimate is being made. */
  public static final String ESTIMATING = "estimating the run's time…";

  private final EstimateSource source;
  private final Executor background;
  private final Executor fx;
  private final AtomicLong latest = new AtomicLong();
  private final ReadOnlyObjectWrapper<RunEstimate> estimate =
      new ReadOnlyObjectWrapper<>(this, "estimate");
  private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
  private final ReadOnlyBooleanWrapper warning = new ReadOnlyBooleanWrapper(this, "warning");
  private final ReadOnlyBooleanWrapper pending = new ReadOnlyBooleanWrapper(this, "pending");

  /** Asks {@code source} on {@code background}; results are applied on {@code fx}. */
  public RunEstimateModel(EstimateSource source, Executor background, Executor fx) {
    this.source = source;
    this.background = background;
    this.fx = fx;
  }

  /**
   * Estimates {@code document} on {@code cores} workers, with the step cache when {@code caching};
   * supersedes every earlier request. FX thread.
   */
  public void request(PipelineDocument document, int cores, boolean caching) {
    long id = latest.incrementAndGet();
    pending.set(true);
    text.set(ESTIMATING);
    background.execute(
        () -> {
          if (id != latest.get()) {
            return;
          }
          RunEstimate found;
          String failure = null;
          try {
            found = source.estimate(document, cores, caching, () -> id != latest.get());
          } catch (RuntimeException e) {
            found = null;
            failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
          }
          RunEstimate result = found;
          String why = failure;
          fx.execute(
              () -> {
                if (id == latest.get()) {
                  show(result, why);
                }
              });
        });
  }

  private void show(RunEstimate result, String failure) {
    pending.set(false);
    estimate.set(result);
    warning.set(result != null && result.warns());
    text.set(result != null ? result.summary() : failure == null ? "" : "no estimate: " + failure);
  }

  /** Drops the pending estimate and clears what is shown (the document cannot run). FX thread. */
  public void clear() {
    latest.incrementAndGet();
    show(null, null);
  }

  /** The latest estimate, null before one, after a failure or after {@link #clear()}. */
  public ReadOnlyObjectProperty<RunEstimate> estimateProperty() {
    return estimate.getReadOnlyProperty();
  }

  /**
   * The line shown: the estimate's summary ({@code about 18 s on 2 cores; 6 distinct
   * RandomForestRegressor fits}), {@link #ESTIMATING}, why there is none, or empty.
   */
  public ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }

  /** True when the latest estimate is above the warning threshold ({@link RunEstimate#warns()}). */
  public ReadOnlyBooleanProperty warningProperty() {
    return warning.getReadOnlyProperty();
  }

  /** True while a requested estimate has not answered. */
  public ReadOnlyBooleanProperty pendingProperty() {
    return pending.getReadOnlyProperty();
  }

  /** Drops every pending result. */
  public void dispose() {
    latest.incrementAndGet();
  }
}
