package org.spectraflow.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.schedule.VariantRunner;

/**
 * Where {@code run} executes a document's variants: this JVM's worker threads (the default), or
 * another {@link VariantRunner} such as a Spark cluster's (docs/scale-out.md). The command's
 * options, checks, events, table, JSON report and exit codes are the same whichever backend runs
 * the variants; a backend only supplies the runner and may add lines to the table and a section to
 * the report. An object with picocli {@code @Option} fields may be added to the command as a mixin
 * for its own options.
 */
public interface RunBackend {

  /** The local backend: the request's thread count on this JVM. */
  RunBackend LOCAL = (request, data, err) -> new Session() {};

  /**
   * Starts the backend for one run of {@code request} whose dataset was read from {@code data} (a
   * folder or {@code demo}); {@code err} takes progress lines. Closed when the run is reported.
   */
  Session start(RunRequest request, String data, PrintWriter err);

  /** One run on a backend. */
  interface Session extends AutoCloseable {

    /** The runner for the variants; null for the request's thread count on this JVM. */
    default VariantRunner runner() {
      return null;
    }

    /** Prints the backend's lines after the run's table. */
    default void summarize(RunReport report, PrintWriter out) {}

    /** Adds the backend's section to the JSON report's {@code root}. */
    default void extend(ObjectNode root) {}

    /** Releases what {@link #start} acquired. */
    @Override
    default void close() {}
  }
}
