package org.spectraflow.engine.bench;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.spectraflow.engine.observe.MemoryProbe;

/**
 * Samples the JVM heap in use (garbage included), the heap after each garbage collection (the live
 * heap, {@link LiveHeap}) and the process RSS on a daemon thread every {@code periodMillis} while a
 * run executes, and keeps the largest values (the readings at start and stop included); also the
 * mean number of runnable pool workers and the collections caused by humongous allocations. One
 * sampler per run; close it to stop the thread.
 */
final class MemorySampler implements AutoCloseable {

  private final MemoryProbe probe;
  private final Thread thread;
  private final CountDownLatch stop = new CountDownLatch(1);
  private volatile long peakHeap;
  private volatile long peakRss;
  private final LiveHeap live = new LiveHeap();
  private final WorkerActivity workers = new WorkerActivity();
  private final HumongousCollections humongous = new HumongousCollections();

  MemorySampler(MemoryProbe probe, long periodMillis) {
    this.probe = probe;
    sample();
    this.thread =
        Thread.ofPlatform()
            .daemon()
            .name("bench-memory-sampler")
            .start(
                () -> {
                  try {
                    while (!stop.await(periodMillis, TimeUnit.MILLISECONDS)) {
                      sample();
                    }
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                });
  }

  private synchronized void sample() {
    peakHeap = Math.max(peakHeap, probe.heapUsedBytes());
    peakRss = Math.max(peakRss, probe.processRssBytes());
    live.poll();
    workers.sample();
  }

  /** Mean number of pool workers running or waiting for a core ({@link WorkerActivity}). */
  double meanRunnableWorkers() {
    return workers.meanRunnable();
  }

  /** Collections caused by humongous allocations so far ({@link HumongousCollections}). */
  long humongousCollections() {
    return humongous.count();
  }

  /** The largest heap in use right after a garbage collection during the run ({@link LiveHeap}). */
  long peakLiveBytes() {
    return live.peakBytes();
  }

  /** The largest heap in use seen so far. */
  long peakHeapBytes() {
    return peakHeap;
  }

  /** The largest RSS seen so far. */
  long peakRssBytes() {
    return peakRss;
  }

  /** Takes a last sample and stops the thread. */
  @Override
  public void close() {
    sample();
    stop.countDown();
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    humongous.close();
  }
}
