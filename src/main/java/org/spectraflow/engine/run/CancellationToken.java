package org.spectraflow.engine.run;

import java.util.concurrent.CancellationException;

/**
 * A cooperative cancellation handle shared between the caller (a button, Ctrl-C) and a run. The
 * engine polls it between steps, between folds and inside long model fits; once cancelled it stays
 * cancelled. Thread-safe.
 */
public final class CancellationToken {

  private volatile boolean cancelled;

  /** A token that is not cancelled. */
  public CancellationToken() {}

  /** A token that is never cancelled by anyone else (a fresh one each call). */
  public static CancellationToken none() {
    return new CancellationToken();
  }

  /** Asks the run to stop as soon as possible. Idempotent. */
  public void cancel() {
    cancelled = true;
  }

  /** True once {@link #cancel} was called. */
  public boolean isCancelled() {
    return cancelled;
  }

  /** Throws {@link CancellationException} when cancelled. */
  public void throwIfCancelled() {
    if (cancelled) {
      throw new CancellationException("run cancelled");
    }
  }
}
