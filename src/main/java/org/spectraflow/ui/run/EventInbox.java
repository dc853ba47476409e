package org.spectraflow.ui.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunListener;

/**
 * The hand-over point between the run thread and the FX thread: the engine's dispatcher calls
 * {@link #onEvent} on the run thread (subscribed with a direct executor), which only appends to a
 * lock-free queue; the frame pulse {@link #drain drains} everything queued so far in one batch. No
 * event ever causes its own {@code Platform.runLater}. Thread-safe.
 */
public final class EventInbox implements RunListener {

  private final ConcurrentLinkedQueue<RunEvent> queue = new ConcurrentLinkedQueue<>();
  private final AtomicLong received = new AtomicLong();

  @Override
  public void onEvent(RunEvent event) {
    queue.add(event);
    received.incrementAndGet();
  }

  /** Everything queued so far, in arrival order (empty when nothing arrived). */
  public List<RunEvent> drain() {
    List<RunEvent> batch = new ArrayList<>();
    for (RunEvent e = queue.poll(); e != null; e = queue.poll()) {
      batch.add(e);
    }
    return batch;
  }

  /** At most {@code max} of the events queued so far, oldest first; the rest stay queued. */
  public List<RunEvent> drain(int max) {
    List<RunEvent> batch = new ArrayList<>(Math.min(max, 1024));
    for (RunEvent e = batch.size() < max ? queue.poll() : null;
        e != null;
        e = batch.size() < max ? queue.poll() : null) {
      batch.add(e);
    }
    return batch;
  }

  /** True when nothing is queued. */
  public boolean isEmpty() {
    return queue.isEmpty();
  }

  /** Events received since creation. */
  public long received() {
    return received.get();
  }

  /** Drops whatever is queued (a new run starts). */
  public void clear() {
    queue.clear();
  }
}
