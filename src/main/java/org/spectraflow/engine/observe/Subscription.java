package org.spectraflow.engine.observe;

/**
 * A listener's registration with {@link RunEvents}. {@link #close} unsubscribes: events not yet
 * delivered when it returns are dropped. Idempotent and thread-safe.
 */
public interface Subscription extends AutoCloseable {

  /** Stops delivery to this subscription's listener. */
  @Override
  void close();

  /** False once closed. */
  boolean isActive();
}
