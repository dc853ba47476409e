package org.spectraflow.ui.run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * The state of every step of the current variant, keyed by {@link StepSite} (so each template step,
 * each choice of a generator, has its own state), for the editor canvas: when a variant starts, the
 * steps seen so far return to queued; then running, done or cached, and failed for the step a
 * failing variant stopped in. After the run the map keeps the last variant's states. Changes are
 * staged and {@link #publish published} to the observable map once per frame. FX-thread confined.
 */
public final class StepStatesModel implements EventSink {

  private final Map<StepSite, StepState> staged = new HashMap<>();
  private final ObservableMap<StepSite, StepState> states = FXCollections.observableHashMap();
  private StepSite running;

  @Override
  public void accept(RunEvent event) {
    switch (event) {
      case VariantStarted v -> staged.replaceAll((k, s) -> s.withStatus(StepStatus.QUEUED));
      case StepStarted s -> started(s);
      case StepFinished f ->
          staged.put(
              site(f.step(), f.branchPath(), f.stepId(), f.path()),
              new StepState(
                  f.cached() ? StepStatus.CACHED : StepStatus.DONE,
                  f.variant(),
                  f.operator(),
                  f.shape(),
                  f.steadyBytes(),
                  f.duration()));
      case VariantFinished f when f.status() == VariantStatus.FAILED && running != null ->
          staged.computeIfPresent(running, (k, s) -> s.withStatus(StepStatus.FAILED));
      default -> {}
    }
  }

  private void started(StepStarted s) {
    running = site(s.step(), s.branchPath(), s.stepId(), s.path());
    staged.put(running, StepState.running(s.variant(), s.operator()));
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
   * Ends the run: a step still marked running (the run was stopped or failed outside a step)
   * returns to queued, so no node keeps a running badge after the run. Publishes.
   */
  public void settle() {
    staged.replaceAll(
        (k, s) -> s.status() == StepStatus.RUNNING ? s.withStatus(StepStatus.QUEUED) : s);
    publish();
  }

  /** Copies the staged states into {@link #states()} (only the entries that changed). */
  public void publish() {
    staged.forEach(
        (k, s) -> {
          if (!s.equals(states.get(k))) {
            states.put(k, s);
          }
        });
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
    running = null;
  }
}
