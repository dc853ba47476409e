package org.spectraflow.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.run.CancellationToken;

/**
 * Turns Ctrl-C (SIGINT/SIGTERM) during a command into a cooperative cancellation: a shutdown hook
 * cancels the token, then waits (up to 10 s) for the command to finish, so the partial summary and
 * report of the variants already run are still printed and written.
 */
public final class CancelOnInterrupt implements AutoCloseable {

  private static final long GRACE_SECONDS = 10;

  private final CancellationToken token = new CancellationToken();
  private final CountDownLatch finished = new CountDownLatch(1);
  private final Thread hook = new Thread(this::cancelAndWait, "spectraflow-interrupt");

  private CancelOnInterrupt() {}

  /** Installs the shutdown hook; close it when the command is done. */
  public static CancelOnInterrupt install() {
    CancelOnInterrupt c = new CancelOnInterrupt();
    // the partial report is written during shutdown, when no hook can be added any more
    AtomicFiles.cleanUpOnShutdown();
    Runtime.getRuntime().addShutdownHook(c.hook);
    return c;
  }

  /** The token the run observes. */
  public CancellationToken token() {
    return token;
  }

  private void cancelAndWait() {
    token.cancel();
    try {
      finished.await(GRACE_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    finished.countDown();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // Ctrl-C arrived: the hook is running and now returns, letting the JVM exit.
    }
  }
}
