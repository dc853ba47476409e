package org.spectraflow.ui.run;

import java.util.List;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.run.charts.CowModel;
import org.spectraflow.ui.run.charts.MemoryTimelineModel;
import org.spectraflow.ui.run.charts.StepCacheModel;
import org.spectraflow.ui.run.charts.StepMemoryModel;
import org.spectraflow.ui.run.eventlog.EventLog;
import org.spectraflow.ui.run.peak.LivePeakModel;
import org.spectraflow.ui.run.results.HeatMapModel;
import org.spectraflow.ui.run.results.ResultsModel;

/**
 * Everything one run produced, as presentation models: the recorded events (kept compactly in an
 * {@link EventLog}), the charts' models (the five live charts and the live-at-peak view), results,
 * heat map, step states, progress and problems. {@link #apply} feeds a batch of events to every
 * model and then bumps {@link #revisionProperty()} once, which is the only change views listen to:
 * a batch of any size costs one redraw. FX-thread confined.
 */
public final class RunProfile {

  private final RunClock clock = new RunClock();
  private final RunSelection selection = new RunSelection();
  private final MemoryTimelineModel timeline = new MemoryTimelineModel(clock);
  private final StepMemoryModel stepMemory = new StepMemoryModel(selection);
  private final CowModel cow = new CowModel(clock);
  private final StepCacheModel stepCache = new StepCacheModel(clock);
  private final ResultsModel results = new ResultsModel();
  private final HeatMapModel heatMap = new HeatMapModel();
  private final StepStatesModel stepStates = new StepStatesModel();
  private final ProgressModel progress = new ProgressModel();
  private final ProblemsModel problems = new ProblemsModel();
  private final LogModel log = new LogModel();
  private final LivePeakModel livePeak = new LivePeakModel(clock);
  private final HeldBytes heldBytes = new HeldBytes();
  private final List<EventSink> sinks =
      List.of(
          timeline,
          stepMemory,
          cow,
          stepCache,
          results,
          heatMap,
          stepStates,
          progress,
          problems,
          log,
          livePeak,
          heldBytes);
  private EventLog eventLog = new EventLog();
  private int applied;
  private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
  private final ReadOnlyObjectWrapper<RunReport> report =
      new ReadOnlyObjectWrapper<>(this, "report");

  /**
   * Appends {@code batch} to the event log and applies it to every model, then publishes once. Not
   * while a run writes into the log (the run's events arrive through {@link #applyReceived}).
   */
  public void apply(List<RunEvent> batch) {
    if (batch.isEmpty()) {
      return;
    }
    batch.forEach(eventLog::onEvent);
    applyReceived(Integer.MAX_VALUE);
  }

  /**
   * Applies to every model at most {@code max} of the events the log received and no model has seen
   * yet, oldest first, then publishes once.
   *
   * @return the number applied
   */
  public int applyReceived(int max) {
    int n = applyChunk(max);
    if (n > 0) {
      publish();
    }
    return n;
  }

  /**
   * Applies the events the log received and no model has seen yet, oldest first, {@code chunk} at a
   * time until none is left or {@link System#nanoTime()} has passed {@code deadlineNanos} (at least
   * one chunk is applied), then publishes once: a frame's batch costs one publication however many
   * chunks it took.
   *
   * @return the number applied
   */
  public int applyReceived(int chunk, long deadlineNanos) {
    int total = 0;
    int n;
    do {
      n = applyChunk(chunk);
      total += n;
    } while (n > 0 && System.nanoTime() - deadlineNanos < 0);
    if (total > 0) {
      publish();
    }
    return total;
  }

  private int applyChunk(int max) {
    List<RunEvent> batch = eventLog.read(applied, max);
    for (RunEvent e : batch) {
      for (EventSink sink : sinks) {
        sink.accept(e);
      }
    }
    applied += batch.size();
    return batch.size();
  }

  /** True when the log holds events not applied yet. */
  public boolean hasUnapplied() {
    return eventLog.size() > applied;
  }

  /**
   * The log this run's events are kept in: the studio subscribes it to the engine's events, and
   * {@link #clear()} starts a new one.
   */
  public EventLog eventLog() {
    return eventLog;
  }

  /** Adds what only the report knows (CV scores, predictions) and keeps the report. */
  public void complete(RunReport finished) {
    results.complete(finished);
    results.publish();
    report.set(finished);
    publish();
  }

  /**
   * Ends the run's step states (completed, failed, stopped or replayed from a session): nothing is
   * left queued or running ({@link StepStatesModel#settle()}); the views are told.
   */
  public void settle() {
    stepStates.settle();
    publish();
  }

  /**
   * Publishes what the editor canvas follows on every batch; the results table's rows are published
   * by the scores view when it is shown, and when the run completes.
   */
  private void publish() {
    progress.publish();
    stepStates.publish();
    log.publish();
    revision.set(revision.get() + 1);
  }

  /** Forgets the previous run (models, events, report, selection). */
  public void clear() {
    sinks.forEach(EventSink::clear);
    eventLog = new EventLog();
    applied = 0;
    clock.reset();
    selection.clear();
    report.set(null);
    revision.set(revision.get() + 1);
  }

  /** Incremented after each applied batch: the views' single redraw trigger. */
  public ReadOnlyLongProperty revisionProperty() {
    return revision.getReadOnlyProperty();
  }

  /** The finished run's report, null while running or after a session reopened offline. */
  public ReadOnlyObjectProperty<RunReport> reportProperty() {
    return report.getReadOnlyProperty();
  }

  /** The measured data peak of the events applied so far ({@link HeldBytes}). */
  long measuredDataPeak() {
    return heldBytes.peak();
  }

  /** Every event applied so far, in order (a read-only view; each event is rebuilt when read). */
  public List<RunEvent> events() {
    return eventLog.view(applied);
  }

  /** Chart 1. */
  public MemoryTimelineModel timeline() {
    return timeline;
  }

  /** Chart 2. */
  public StepMemoryModel stepMemory() {
    return stepMemory;
  }

  /** Chart 3. */
  public CowModel cow() {
    return cow;
  }

  /** Chart 4. */
  public StepCacheModel stepCache() {
    return stepCache;
  }

  /** Chart 5 and the results table. */
  public ResultsModel results() {
    return results;
  }

  /** The variant × step heat map. */
  public HeatMapModel heatMap() {
    return heatMap;
  }

  /** The editor canvas's step states. */
  public StepStatesModel stepStates() {
    return stepStates;
  }

  /** Progress figures. */
  public ProgressModel progress() {
    return progress;
  }

  /** The Log view's observability lines. */
  public LogModel log() {
    return log;
  }

  /** Where the bytes were at the run's peak RSS. */
  public LivePeakModel livePeak() {
    return livePeak;
  }

  /** The problems panel. */
  public ProblemsModel problems() {
    return problems;
  }

  /** The shared variant and step selection. */
  public RunSelection selection() {
    return selection;
  }
}
