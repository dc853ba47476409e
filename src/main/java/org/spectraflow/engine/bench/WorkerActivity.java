package org.spectraflow.engine.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * Counts, at each sample, the variant-pool worker threads that are running or waiting for a core
 * (Linux: state {@code R} in {@code /proc/self/task/<tid>/stat}; workers are the threads whose name
 * begins with {@code spectraflow-run}). The mean over a run is the number of workers that had work
 * to do: a pool that nothing serialises keeps it near its size even when a loaded machine gives it
 * less CPU (process CPU / wall measures the cores obtained, this the cores asked for). Elsewhere,
 * or when {@code /proc} cannot be read, {@link #meanRunnable} is NaN. Used by one sampling thread.
 */
final class WorkerActivity {

  private static final Path TASKS = Path.of("/proc/self/task");
  private static final String WORKER_PREFIX = "spectraflow-run";

  private final Set<Path> workers = new HashSet<>();
  private final Set<Path> before = new HashSet<>();
  private boolean readable = Files.isDirectory(TASKS);

  /**
   * Remembers the threads that exist already: pools start their workers per run, so these are never
   * workers. A new thread's name is read until it is a worker's (a thread is named only after it
   * starts).
   */
  WorkerActivity() {
    if (!readable) {
      return;
    }
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
      tasks.forEach(before::add);
    } catch (IOException | RuntimeException e) {
      readable = false;
    }
  }

  private long samples;
  private long runnable;

  /** Takes one sample. */
  void sample() {
    if (!readable) {
      return;
    }
    int count = 0;
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
      for (Path task : tasks) {
        if (isWorker(task) && running(task)) {
          count++;
        }
      }
    } catch (IOException | RuntimeException e) {
      readable = false;
      return;
    }
    samples++;
    runnable += count;
  }

  /** Mean number of runnable workers per sample, NaN without samples. */
  double meanRunnable() {
    return samples == 0 ? Double.NaN : (double) runnable / samples;
  }

  private boolean isWorker(Path task) {
    if (workers.contains(task)) {
      return true;
    }
    if (before.contains(task)) {
      return false;
    }
    try {
      if (Files.readString(task.resolve("comm")).startsWith(WORKER_PREFIX)) {
        workers.add(task);
        return true;
      }
    } catch (IOException e) {
      // the thread ended
    }
    return false;
  }

  /** State field of stat (after the parenthesised name): R = running or runnable. */
  private static boolean running(Path task) {
    try {
      String stat = Files.readString(task.resolve("stat"));
      int close = stat.lastIndexOf(')');
      return close >= 0 && close + 2 < stat.length() && stat.charAt(close + 2) == 'R';
    } catch (IOException e) {
      return false;
    }
  }
}
