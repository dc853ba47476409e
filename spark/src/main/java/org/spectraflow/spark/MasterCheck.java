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
    while (context.getExecutorIds().isEmpty()) {
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
