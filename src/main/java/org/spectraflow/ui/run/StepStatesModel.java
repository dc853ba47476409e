package org.spectraflow.ui.run;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * The state of every step for the editor canvas, keyed by {@link StepSite} (so each template step,
 * each choice of a generator, has its own state), correct whatever the number of workers: the
 * events of several variants interleave, so each site keeps the state of the latest variant in run
 * order (variant index, then the refit pass in the order it ran) that reached it, and a site shows
 * that state's status while its variant is in flight or is the latest one started; otherwise it
 * shows queued (a one-worker run: the steps the current variant has not reached yet are queued).
 * Running, done or cached follow the events; failed marks the step a failing variant stopped in.
 * Once the run has ended ({@link #settle()}: completed, failed or stopped) nothing is queued or
 * running any more: each site a variant ran through shows what its latest variant did there, and a
 * site no variant finished (never reached, or interrupted by Stop) has no state at all. Changes are
 * staged and {@link #publish published} to the observable map once per frame. FX-thread confined.
 */
public final class StepStatesModel implements EventSink {

  private final Map<StepSite, Reached> staged = new HashMap<>();
  private final ObservableMap<StepSite, StepState> states = FXCollections.observableHashMap();
  private final VariantOrder order = new VariantOrder();
  private final Map<Integer, StepSite> runningIn = new HashMap<>();
  private final Set<Long> inFlight = new HashSet<>();
  private StepSite running;
  private long latestStarted = -1;
  private boolean settled;

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case VariantStarted v -> started(v);
      case StepStarted s -> stepStarted(s);
      case StepFinished f ->
          reach(
              f.variant(),
              site(f.step(), f.branchPath(), f.stepId(), f.path()),
              new StepState(
                  f.cached() ? StepStatus.CACHED : StepStatus.DONE,
                  f.variant(),
                  f.operator(),
                  f.shape(),
                  f.steadyBytes(),
                  f.duration()));
      case VariantFinished f -> finished(f);
      default -> {}
    }
  }

  private void started(VariantStarted v) {
    long rank = order.started(v.variant());
    inFlight.add(rank);
    latestStarted = Math.max(latestStarted, rank);
    runningIn.remove(v.variant());
  }

  private void stepStarted(StepStarted s) {
    running = site(s.step(), s.branchPath(), s.stepId(), s.path());
    runningIn.put(s.variant(), running);
    reach(s.variant(), running, StepState.running(s.variant(), s.operator()));
  }

  private void reach(int variant, StepSite site, StepState state) {
    long rank = order.rank(variant);
    Reached before = staged.get(site);
    if (before == null || before.rank() <= rank) {
      staged.put(site, new Reached(rank, state));
    }
  }

  private void finished(VariantFinished f) {
    long rank = order.rank(f.variant());
    StepSite stopped = runningIn.remove(f.variant());
    if (f.status() == VariantStatus.FAILED && stopped != null) {
      staged.computeIfPresent(
          stopped,
          (k, r) ->
              r.rank() == rank ? new Reached(rank, r.state().withStatus(StepStatus.FAILED)) : r);
    }
    inFlight.remove(rank);
  }

  /**
   * The site of a step: by its template step id when it has one (the same template step is one site
   * whatever its position in the variant, e.g. an item a {@code pick} placed first or second), else
   * by its document path (sessions recorded before events carried ids).
   */
  private static StepSite site(int step, List<Integer> branchPath, String stepId, String path) {
    return new StepSite(new StepKey(step, branchPath, stepId), stepId.isEmpty() ? path : "");
  }

  /**
   * Ends the run (completed, failed or stopped): no site is queued or running any more. A site
   * keeps the state its latest variant left (done, cached or failed), also when that variant was
   * not the last one; a step still running (the run was stopped, or failed outside a step) had not
   * finished, so its site is dropped and its node shows nothing. Publishes.
   */
  public void settle() {
    settled = true;
    inFlight.clear();
    runningIn.clear();
    staged.values().removeIf(r -> r.state().status() == StepStatus.RUNNING);
    publish();
  }

  /** Copies the staged states into {@link #states()} (only the entries that changed). */
  public void publish() {
    if (settled) {
      states.keySet().retainAll(staged.keySet());
    }
    staged.forEach(
        (k, r) -> {
          StepState s = shown(r);
          if (!s.equals(states.get(k))) {
            states.put(k, s);
          }
        });
  }

  private StepState shown(Reached r) {
    boolean current = settled || inFlight.contains(r.rank()) || r.rank() == latestStarted;
    return current ? r.state() : r.state().withStatus(StepStatus.QUEUED);
  }

  /** The observable states the canvas renders. */
  public ObservableMap<StepSite, StepState> states() {
    return states;
  }

  /** The step that started last (the failing step when a variant fails), null before any. */
  public StepSite lastStarted() {
    return running;
  }

  @Override
  public void clear() {
    staged.clear();
    states.clear();
    order.clear();
    runningIn.clear();
    inFlight.clear();
    running = null;
    latestStarted = -1;
    settled = false;
  }

  /** A site's latest state and the run-order rank of the variant that set it. */
  private record Reached(long rank, StepState state) {}
}
