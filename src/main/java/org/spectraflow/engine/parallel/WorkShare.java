package org.spectraflow.engine.parallel;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * A run's board of open index loops that idle threads help with: a computation bound to the share
 * ({@link #bound}) runs {@code body(0..count-1)} through {@link #forEach}; the loop is posted on
 * the board and the caller runs indices itself, while any thread that would otherwise wait (for
 * another worker's in-flight fit, or at the end of its work) calls {@link #helpOnce} and runs one
 * index of an open loop. This is joining by helping rather than blocking: a forest whose fit
 * another worker waits for grows its trees on both.
 *
 * <p>Invariants: each index runs exactly once, on some thread; {@link #forEach} returns only when
 * all have finished, and rethrows the first failure (later indices are then skipped). Which thread
 * runs an index never matters to the caller's result as long as {@code body(i)} writes only its own
 * slot (callers store per-index results and combine them in index order, so results are the same
 * bit for bit whatever the thread count). A loop body must not wait for other threads' work (it may
 * itself run {@link #forEach}). Thread-safe.
 */
public final class WorkShare {

  private static final ThreadLocal<WorkShare> CURRENT = new ThreadLocal<>();

  /** How long a thread with nothing to help sleeps before looking again. */
  private static final long IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

  /** The longest sleep of a thread helping until a condition, after finding nothing repeatedly. */
  private static final long MAX_IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(8);

  private final ConcurrentLinkedDeque<Loop> open = new ConcurrentLinkedDeque<>();

  /** The share the calling thread is bound to, or null when it runs outside any run. */
  public static WorkShare current() {
    return CURRENT.get();
  }

  /**
   * Runs {@code body(0..count-1)} through the calling thread's share ({@link #current}), or in
   * order on the calling thread when it is bound to none.
   */
  public static void each(int count, IntConsumer body) {
    WorkShare share = CURRENT.get();
    if (share == null) {
      for (int i = 0; i < count; i++) {
        body.accept(i);
      }
    } else {
      share.forEach(count, body);
    }
  }

  /** Runs {@code body} with the calling thread bound to this share (restoring the previous one). */
  public <T> T bound(Supplier<T> body) {
    WorkShare before = CURRENT.get();
    CURRENT.set(this);
    try {
      return body.get();
    } finally {
      if (before == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(before);
      }
    }
  }

  /**
   * Runs {@code body} bound to this share on the calling thread while {@code helpers} daemon
   * threads help with its loops (a refit's forest on the cores the finished sweep left idle);
   * returns when the body and the helpers are done. With {@code helpers <= 0} it just runs bound.
   */
  public <T> T withHelpers(int helpers, Supplier<T> body) {
    if (helpers <= 0) {
      return bound(body);
    }
    java.util.concurrent.atomic.AtomicBoolean done =
        new java.util.concurrent.atomic.AtomicBoolean();
    Thread[] threads = new Thread[helpers];
    for (int h = 0; h < helpers; h++) {
      threads[h] = new Thread(() -> helpUntil(done::get), "spectraflow-helper-" + (h + 1));
      threads[h].setDaemon(true);
      threads[h].start();
    }
    try {
      return bound(body);
    } finally {
      done.set(true);
      for (Thread t : threads) {
        try {
          t.join();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
  }

  /**
   * Runs {@code body(i)} for every {@code i} in [0, count), here and on helping threads; returns
   * when all have finished. The first exception thrown by any index is rethrown here.
   */
  public void forEach(int count, IntConsumer body) {
    if (count <= 0) {
      return;
    }
    Loop loop = new Loop(count, body);
    if (count > 1) {
      open.addLast(loop);
    }
    try {
      while (loop.runOne()) {
        // the caller takes indices until none is left
      }
    } finally {
      open.remove(loop);
    }
    while (!loop.finished()) {
      if (!helpOnce()) {
        loop.awaitFinished(IDLE_NANOS);
      }
    }
    loop.rethrow();
  }

  /**
   * Runs one pending index of an open loop on the calling thread; false when no loop has one left.
   * A failing index is recorded for its loop's owner, never thrown here.
   */
  public boolean helpOnce() {
    for (Loop loop : open) {
      if (loop.runOne()) {
        return true;
      }
    }
    return false;
  }

  /** True while some loop still has an index nobody took. */
  public boolean hasWork() {
    for (Loop loop : open) {
      if (loop.pending()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Helps until {@code done} returns true: runs pending indices, sleeping when there are none (from
   * 0.125 ms, doubling up to 8 ms while nothing comes). For a thread that would otherwise wait for
   * {@code done}.
   */
  public void helpUntil(java.util.function.BooleanSupplier done) {
    long idle = IDLE_NANOS / 8;
    while (!done.getAsBoolean()) {
      if (helpOnce()) {
        idle = IDLE_NANOS / 8;
      } else {
        sleepIdle(idle);
        idle = Math.min(idle * 2, MAX_IDLE_NANOS);
      }
    }
  }

  private static void sleepIdle(long nanos) {
    try {
      Thread.sleep(Duration.ofNanos(nanos));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted while helping");
    }
  }

  /** One loop: indices handed out in order, counted when finished. */
  private static final class Loop {
    private final int count;
    private final IntConsumer body;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicInteger done = new AtomicInteger();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final CountDownLatch finished = new CountDownLatch(1);

    Loop(int count, IntConsumer body) {
      this.count = count;
      this.body = body;
    }

    boolean pending() {
      return next.get() < count;
    }

    /** Runs the next index; false when every index was taken. */
    boolean runOne() {
      int i = next.getAndIncrement();
      if (i >= count) {
        return false;
      }
      try {
        if (failure.get() == null) {
          body.accept(i);
        }
      } catch (RuntimeException | Error e) {
        failure.compareAndSet(null, e);
      } finally {
        if (done.incrementAndGet() == count) {
          finished.countDown();
        }
      }
      return true;
    }

    boolean finished() {
      return finished.getCount() == 0;
    }

    void awaitFinished(long nanos) {
      try {
        finished.await(nanos, TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new CancellationException("interrupted while waiting for helped work");
      }
    }

    void rethrow() {
      switch (failure.get()) {
        case null -> {}
        case RuntimeException r -> throw r;
        case Error e -> throw e;
        default -> throw new IllegalStateException(failure.get());
      }
    }
  }
}
