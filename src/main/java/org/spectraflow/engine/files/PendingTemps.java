package org.spectraflow.engine.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The temporary files of the atomic writes in progress, so that none is left behind when the JVM
 * shuts down (Ctrl-C, SIGTERM) in the middle of a write: a shutdown hook, installed with the first
 * write, waits up to {@link #GRACE} for the writes to finish (the command's own hook lets a
 * cancelled run write its report), then deletes the temporary files still listed. A command that
 * may write during shutdown (a cancelled run's report) installs the hook before it starts ({@link
 * AtomicFiles#cleanUpOnShutdown}), since no hook can be added once shutdown has begun. A write that
 * fails removes its own file. Only {@code kill -9} or a power cut can leave one ({@code
 * .<name>.<random>.tmp} beside the target). Thread-safe.
 */
final class PendingTemps {

  /** How long the shutdown hook lets writes in progress finish. */
  static final Duration GRACE = Duration.ofSeconds(10);

  private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

  private static final AtomicBoolean HOOKED = new AtomicBoolean();

  private PendingTemps() {}

  /** Lists {@code tmp} as being written (installing the hook if it is not yet). */
  static void add(Path tmp) {
    installHook();
    PENDING.add(tmp);
  }

  /** Installs the shutdown hook once; during shutdown, when no hook can be added, does nothing. */
  static void installHook() {
    if (HOOKED.compareAndSet(false, true)) {
      try {
        Runtime.getRuntime()
            .addShutdownHook(new Thread(() -> cleanUp(GRACE), "spectraflow-temp-cleanup"));
      } catch (IllegalStateException shuttingDown) {
        HOOKED.set(false);
      }
    }
  }

  /** {@code tmp} was renamed or deleted. */
  static void remove(Path tmp) {
    PENDING.remove(tmp);
  }

  /** The temporary files being written now. */
  static Set<Path> pending() {
    return Set.copyOf(PENDING);
  }

  /**
   * Waits up to {@code grace} for the writes in progress to finish, then deletes the temporary
   * files still listed; returns how many it deleted.
   */
  static int cleanUp(Duration grace) {
    long deadline = System.nanoTime() + grace.toNanos();
    while (!PENDING.isEmpty() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    int deleted = 0;
    for (Path tmp : Set.copyOf(PENDING)) {
      try {
        if (Files.deleteIfExists(tmp)) {
          deleted++;
        }
      } catch (IOException ignored) {
        // nothing more can be done at shutdown
      }
      PENDING.remove(tmp);
    }
    return deleted;
  }
}
