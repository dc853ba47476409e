package org.spectraflow.spark;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Counts the sweep's successful task completions on the driver and hands each new count to the
 * progress line (a failed attempt does not count; its retry will).
 */
final class ProgressListener extends SparkListener {

  private final AtomicInteger done = new AtomicInteger();
  private final IntConsumer onDone;

  ProgressListener(IntConsumer onDone) {
    this.onDone = onDone;
  }

  @Override
  public void onTaskEnd(SparkListenerTaskEnd end) {
    if (end.taskInfo() != null && end.taskInfo().successful()) {
      onDone.accept(done.incrementAndGet());
    }
  }
}
