package org.spectraflow.ui.run;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.spectraflow.engine.observe.ObservabilityLog;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.RunStarted;

/**
 * The Log view's lines: nirs4all's observability lines for the run, as the command line prints them
 * at {@code -v 2} and gated the same way by the run's own CacheConfig (carried by {@link
 * RunStarted}): the per-step memory line when {@code log_step_memory} is on, the step-cache line
 * when {@code log_cache_stats} is on, the RSS warning always. Lines are staged per event and {@link
 * #publish published} once per batch. FX-thread confined.
 */
public final class LogModel implements EventSink {

  /** Prefix of warning lines. */
  public static final String WARNING = "WARNING ";

  private final List<String> staged = new ArrayList<>();
  private final ObservableList<String> lines = FXCollections.observableArrayList();
  private ObservabilityLog log;

  @Override
  public void accept(RunEvent event) {
    if (event instanceof RunStarted s) {
      log = new ObservabilityLog(s.cacheConfig(), 2, staged::add, w -> staged.add(WARNING + w));
    }
    if (log != null) {
      log.onEvent(event);
    }
  }

  /** Appends the lines staged since the last publish. */
  public void publish() {
    if (!staged.isEmpty()) {
      lines.addAll(staged);
      staged.clear();
    }
  }

  /** The lines shown, oldest first. */
  public ObservableList<String> lines() {
    return lines;
  }

  @Override
  public void clear() {
    staged.clear();
    lines.clear();
    log = null;
  }
}
