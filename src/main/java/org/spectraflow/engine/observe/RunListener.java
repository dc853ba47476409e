package org.spectraflow.engine.observe;

/**
 * Receives a run's events, on the executor chosen at {@link RunEvents#subscribe}. Implementations
 * typically {@code switch} over the sealed {@link RunEvent} type and ignore what they do not need.
 */
@FunctionalInterface
public interface RunListener {

  /** One event. An exception thrown here is logged by the dispatcher and does not stop the run. */
  void onEvent(RunEvent event);
}
