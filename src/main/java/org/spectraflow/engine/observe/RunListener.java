package org.spectraflow.engine.observe;

/**
 * Receives a run's events, on the executor chosen at {@link RunEvents#subscribe}. Implementations
 * typically {@code switch} over the sealed {@link RunEvent} type and ignore what they do not need.
 */
@FunctionalInterface
public interface RunListener {

  /** One event. An exception thrown here is logged by the dispatcher and does not stop the run. */
  void onEvent(RunEvent event);

  /**
   * Whether this listener does anything with events of {@code kind}: a publisher may leave out the
   * kinds no listener wants (a Spark task sends the driver only those, docs/scale-out.md). Must not
   * change during a run. The default wants every kind.
   */
  default boolean wants(Class<? extends RunEvent> kind) {
    return true;
  }
}
