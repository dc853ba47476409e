package org.spectraflow.spark;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.spark.SparkContext;

/**
 * Fails fast and clearly when a Spark master cannot serve the run (docs/scale-out.md,
 * "Operability"): a {@code spark://} master that does not answer on its port, a context that Spark
 * could not start, or a cluster that gives the application no executor in time (no worker, or none
 * with the cores and memory asked for). Every message names the master URL and the reason; Spark's
 * own retry loop would otherwise take a minute and end in an unrelated exception.
 */
final class MasterCheck {

  private static final int CONNECT_TIMEOUT_MS = 5_000;

  /** How often the driver asks the master what its workers offer while it waits. */
  private static final long OFFERS_EVERY_NS = 1_000_000_000L;

  /** Executors lost before any registered after which the driver stops waiting. */
  static final int FAILED_STARTS = 3;

  private MasterCheck() {}

  /** True for the embedded masters ({@code local}, {@code local[N]}, {@code local[N,F]}). */
  static boolean isLocal(String master) {
    return master.equals("local") || master.startsWith("local[");
  }

  /** For {@code spark://h1:p1,h2:p2}: at least one master answers on its port. */
  static void requireReachable(String master) {
    if (!master.startsWith("spark://")) {
      return;
    }
    List<String> failures = new ArrayList<>();
    for (String hostPort : master.substring("spark://".length()).split(",")) {
      URI u;
      try {
        u = URI.create("spark://" + hostPort.trim());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("malformed Spark master URL " + master);
      }
      if (u.getHost() == null || u.getPort() < 0) {
        throw new IllegalArgumentException(
            "malformed Spark master URL " + master + " (expected spark://host:port)");
      }
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress(u.getHost(), u.getPort()), CONNECT_TIMEOUT_MS);
        return;
      } catch (IOException e) {
        failures.add(u.getHost() + ":" + u.getPort() + ": " + message(e));
      }
    }
    throw new IllegalStateException(
        "cannot reach the Spark master "
            + master
            + " ("
            + String.join("; ", failures)
            + "): is the master running, and is the URL the one its log or UI shows?");
  }

  /**
   * Waits until a cluster has given the application an executor; throws naming the master when the
   * master stopped the application or none came within {@code timeoutMs}.
   */
  static void awaitExecutors(
      SparkContext context, String master, long timeoutMs, MasterVerdict verdict) {
    long end = System.nanoTime() + timeoutMs * 1_000_000;
    long nextAsk = System.nanoTime();
    int memoryMb = context.executorMemory();
    int cores = context.conf().getInt("spark.executor.cores", 0);
    while (context.getExecutorIds().isEmpty()) {
      if (System.nanoTime() >= nextAsk) {
        // the master leaves an application no worker can hold waiting, telling the driver nothing:
        // ask it what its workers offer (once a second, while no executor came)
        nextAsk = System.nanoTime() + OFFERS_EVERY_NS;
        Optional<String> unfit =
            WorkerOffers.ask(context, master).flatMap(w -> unfit(master, memoryMb, cores, w));
        if (unfit.isPresent() && context.getExecutorIds().isEmpty()) {
          throw new IllegalStateException(unfit.get());
        }
      }
      if (context.isStopped()) {
        throw new IllegalStateException(removed(master, verdict.reason()));
      }
      if (verdict.executorsLost() >= FAILED_STARTS) {
        throw new IllegalStateException(
            "the Spark master "
                + master
                + " cannot start an executor for the application: "
                + verdict.lastLoss().orElse("executors exited")
                + " ("
                + verdict.executorsLost()
                + " executors in a row; the worker's log, under work/<application id>/, has"
                + " their error: e.g. spark.executor.extraJavaOptions or spark.executor.memory"
                + " the worker's JVM refuses)");
      }
      if (System.nanoTime() > end) {
        throw new IllegalStateException(
            "the Spark master "
                + master
                + " gave the application no executor in "
                + timeoutMs / 1000
                + " s: is a worker registered with enough free cores and memory"
                + " (spark.executor.memory, spark.executor.cores)?");
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for Spark executors", e);
      }
    }
  }

  /**
   * Why no worker of {@code master} can ever hold one executor of the application: it asks {@code
   * memoryMb} MB and {@code cores} cores per executor (0: unset, one core at least) and no alive
   * worker has that much in all (free or not); empty when one has, or when there is no alive worker
   * at all (one may be registering: the run waits for it).
   */
  static Optional<String> unfit(
      String master, int memoryMb, int cores, List<WorkerOffers> workers) {
    List<WorkerOffers> alive = workers.stream().filter(WorkerOffers::alive).toList();
    int needCores = Math.max(1, cores);
    if (alive.isEmpty()
        || alive.stream().anyMatch(w -> w.memoryMb() >= memoryMb && w.cores() >= needCores)) {
      return Optional.empty();
    }
    int mostMemory = alive.stream().mapToInt(WorkerOffers::memoryMb).max().orElse(0);
    int mostCores = alive.stream().mapToInt(WorkerOffers::cores).max().orElse(0);
    boolean memoryShort = alive.stream().noneMatch(w -> w.memoryMb() >= memoryMb);
    boolean coresShort = alive.stream().noneMatch(w -> w.cores() >= needCores);
    List<String> fixes = new ArrayList<>();
    if (memoryShort) {
      fixes.add("--executor-memory " + mostMemory + "m (spark.executor.memory) or less");
    }
    if (coresShort) {
      fixes.add("--executor-cores " + mostCores + " (spark.executor.cores) or less");
    }
    if (fixes.isEmpty()) {
      fixes.add("--executor-memory and --executor-cores within one worker's offer");
    }
    return Optional.of(
        "no worker of the Spark master "
            + master
            + " can hold an executor of the application: it asks for "
            + memoryMb
            + " MB and "
            + (cores > 0 ? cores + (cores == 1 ? " core" : " cores") : "1 core at least")
            + " per executor, and the "
            + alive.size()
            + (alive.size() == 1 ? " alive worker offers " : " alive workers offer at most ")
            + mostMemory
            + " MB and "
            + mostCores
            + (mostCores == 1 ? " core" : " cores")
            + ": ask for "
            + String.join(" and ", fixes)
            + ", or start a larger worker (SPARK_WORKER_MEMORY, SPARK_WORKER_CORES)");
  }

  /**
   * Why the application stopped, naming the master and, when Spark's driver heard it, the master's
   * own reason (a standalone master removes an application whose executors keep failing to start).
   */
  static String removed(String master, Optional<String> reason) {
    return reason
        .map(
            r ->
                "the Spark master "
                    + master
                    + " removed the application: "
                    + r
                    + (r.endsWith("FAILED")
                        ? " (its executors kept failing to start: see the worker's log, under"
                            + " work/<application id>/, for their error)"
                        : ""))
        .orElse(
            "the Spark master "
                + master
                + " rejected or removed the application (see the master's log for its reason)");
  }

  /**
   * The innermost cause of a Spark failure as one line: its class's simple name and the first line
   * of its message (Spark puts executors' stack traces in its messages).
   */
  static String reason(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String m = t.getMessage() == null ? "" : t.getMessage().strip();
    int nl = m.indexOf('\n');
    m = nl < 0 ? m : m.substring(0, nl).strip();
    return m.isEmpty() ? t.getClass().getSimpleName() : t.getClass().getSimpleName() + ": " + m;
  }

  private static String message(IOException e) {
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
