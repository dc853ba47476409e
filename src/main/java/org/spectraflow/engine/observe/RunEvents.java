package org.spectraflow.engine.observe;

import java.time.Instant;
import java.time.InstantSource;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The run's event dispatcher: holds subscriptions and hands each published {@link RunEvent} to
 * every active listener on the executor that listener chose (the studio passes {@code
 * Platform::runLater}, tests and the command line {@code Runnable::run}).
 *
 * <p>A listener that throws, or an executor that refuses a task, is logged (the first failure of
 * each subscription with its stack trace, later ones briefly) and never reaches the publisher:
 * observers cannot break a run. Thread-safe. {@link #disabled()} is the null object: it stamps
 * nothing, keeps no subscriber and publishes nowhere.
 */
public final class RunEvents {

  private static final System.Logger LOG = System.getLogger(RunEvents.class.getName());
  private static final RunEvents DISABLED = new RunEvents(() -> Instant.EPOCH, false);

  private final InstantSource clock;
  private final boolean enabled;
  private final CopyOnWriteArrayList<ListenerSubscription> subscriptions =
      new CopyOnWriteArrayList<>();

  private RunEvents(InstantSource clock, boolean enabled) {
    this.clock = Objects.requireNonNull(clock, "clock");
    this.enabled = enabled;
  }

  /** A dispatcher stamping events with {@code clock} (inject a fixed clock in tests). */
  public static RunEvents create(InstantSource clock) {
    return new RunEvents(clock, true);
  }

  /** The null-object dispatcher: subscriptions are inert, events go nowhere. */
  public static RunEvents disabled() {
    return DISABLED;
  }

  /** The current instant for stamping an event ({@link Instant#EPOCH} when disabled). */
  public Instant now() {
    return clock.instant();
  }

  /**
   * Registers {@code listener}; it receives every later event on {@code executor}, in publication
   * order when the executor preserves order.
   */
  public Subscription subscribe(RunListener listener, Executor executor) {
    ListenerSubscription s = new ListenerSubscription(listener, executor);
    if (enabled) {
      subscriptions.add(s);
    } else {
      s.close();
    }
    return s;
  }

  /** True when some listener is subscribed: lets the engine skip building costly events. */
  public boolean hasSubscribers() {
    return !subscriptions.isEmpty();
  }

  /**
   * True when some active listener {@link RunListener#wants wants} events of {@code kind}: a
   * publisher that forwards events elsewhere (a Spark task) may drop the other kinds.
   */
  public boolean wants(Class<? extends RunEvent> kind) {
    for (ListenerSubscription s : subscriptions) {
      if (s.active && s.listener.wants(kind)) {
        return true;
      }
    }
    return false;
  }

  /** Hands {@code event} to every active subscription. Never throws because of a listener. */
  public void publish(RunEvent event) {
    Objects.requireNonNull(event, "event");
    for (ListenerSubscription s : subscriptions) {
      s.dispatch(event);
    }
  }

  /** One listener on one executor. */
  private final class ListenerSubscription implements Subscription {
    private final RunListener listener;
    private final Executor executor;
    private final AtomicLong failures = new AtomicLong();
    private volatile boolean active = true;

    ListenerSubscription(RunListener listener, Executor executor) {
      this.listener = Objects.requireNonNull(listener, "listener");
      this.executor = Objects.requireNonNull(executor, "executor");
    }

    void dispatch(RunEvent event) {
      if (!active) {
        return;
      }
      try {
        executor.execute(() -> deliver(event));
      } catch (RejectedExecutionException e) {
        failed(event, e);
      }
    }

    private void deliver(RunEvent event) {
      if (!active) {
        return;
      }
      try {
        listener.onEvent(event);
      } catch (RuntimeException e) {
        failed(event, e);
      }
    }

    private void failed(RunEvent event, RuntimeException e) {
      String what = "run listener " + listener + " failed on " + event.getClass().getSimpleName();
      if (failures.getAndIncrement() == 0) {
        LOG.log(System.Logger.Level.WARNING, what + " (later failures are logged briefly)", e);
      } else {
        LOG.log(System.Logger.Level.DEBUG, what + ": " + e);
      }
    }

    @Override
    public void close() {
      active = false;
      subscriptions.remove(this);
    }

    @Override
    public boolean isActive() {
      return active;
    }
  }
}
