package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import org.apache.spark.util.AccumulatorV2;

/**
 * How finished tasks' results reach the driver as they finish, without the driver keeping them
 * (docs/scale-out.md, "Results stream"): an accumulator whose copy on an executor collects its
 * task's {@link TaskResult}, and whose driver instance, when Spark merges a successful task's copy
 * into it, hands the results to a queue the runner drains (then drops) instead of keeping them. A
 * failed attempt's copy is never merged, so a retried task counts once. Unnamed, so Spark's UI
 * never prints its value.
 */
final class TaskStream extends AccumulatorV2<TaskResult, List<TaskResult>> {

  private ArrayList<TaskResult> held = new ArrayList<>();

  /** The driver's queue; null in executors' copies (never serialised). */
  private final transient LinkedBlockingQueue<TaskResult> queue;

  /** The driver's instance, feeding {@code queue}. */
  TaskStream(LinkedBlockingQueue<TaskResult> queue) {
    this.queue = queue;
  }

  @Override
  public boolean isZero() {
    return held.isEmpty();
  }

  @Override
  public AccumulatorV2<TaskResult, List<TaskResult>> copy() {
    TaskStream c = new TaskStream(null);
    c.held = new ArrayList<>(held);
    return c;
  }

  @Override
  public void reset() {
    held = new ArrayList<>();
  }

  @Override
  public void add(TaskResult v) {
    held.add(v);
  }

  @Override
  public void merge(AccumulatorV2<TaskResult, List<TaskResult>> other) {
    if (queue != null) {
      queue.addAll(other.value());
    } else {
      held.addAll(other.value());
    }
  }

  @Override
  public List<TaskResult> value() {
    return held;
  }
}
