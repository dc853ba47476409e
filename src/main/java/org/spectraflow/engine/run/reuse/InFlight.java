package org.spectraflow.engine.run.reuse;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.spectraflow.engine.parallel.WorkShare;
import org.spectraflow.engine.run.CancellationToken;

/**
 * Single flight per key: while one worker computes the value of a key (a step-cache miss, a PLS
 * fit), a second worker asking for the same key waits for it and then looks again, instead of
 * computing it too. So the step cache counts one miss per distinct step and the hits of a
 * sequential run, whatever the thread count. The computation holding a key must not wait for
 * another key (transformer applications and model fits do not), so waiting cannot deadlock.
 * Thread-safe.
 *
 * @param <K> the key type
 */
public final class InFlight<K> {

  private final ConcurrentHashMap<K, CountDownLatch> running = new ConcurrentHashMap<>();
  private final ThreadLocal<int[]> held = ThreadLocal.withInitial(() -> new int[1]);
  private final WorkShare work;

  /** Single flight whose waiting threads help with nothing (they just wait). */
  public InFlight() {
    this(new WorkShare());
  }

  /**
   * Single flight whose waiting threads help with {@code work}'s open loops while they wait (the
   * trees of the forest they wait for), so no worker idles while another fits.
   */
  public InFlight(WorkShare work) {
    this.work = work;
  }

  /**
   * Runs {@code body} as the only holder of {@code key}: waits while another thread holds it
   * (helping with the share's open loops meanwhile, giving up on cancellation), then runs {@code
   * body} on this thread.
   */
  public <T> T exclusively(K key, CancellationToken cancellation, Supplier<T> body) {
    CountDownLatch mine = new CountDownLatch(1);
    while (true) {
      CountDownLatch other = running.putIfAbsent(key, mine);
      if (other == null) {
        break;
      }
      await(other, cancellation, work);
    }
    int[] depth = held.get();
    depth[0]++;
    try {
      return body.get();
    } finally {
      depth[0]--;
      running.remove(key, mine);
      mine.countDown();
    }
  }

  /** True while the calling thread holds a key (it must then not wait for other variants). */
  public boolean holdsAny() {
    return held.get()[0] > 0;
  }

  private static void await(CountDownLatch latch, CancellationToken cancellation, WorkShare work) {
    try {
      while (latch.getCount() > 0) {
        cancellation.throwIfCancelled();
        if (!work.helpOnce()) {
          latch.await(1, TimeUnit.MILLISECONDS);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while waiting for another variant's step");
    }
  }
}
