package org.spectraflow.engine.run;

import java.util.Objects;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The engine's public entry: runs a pipeline document on a dataset and returns its
 * {@link RunReport}. Generators are expanded lazily, each variant runs on its own copy of the
 * dataset (sharing the immutable raw blocks), progress goes to the request's
 * {@link org.spectraflow.engine.observe.RunEvents}.
 *
 * <p>Failures: a document that cannot run (unsupported operator, unknown keyword, no model step,
 * merge without branch, too many variants) throws {@link IllegalArgumentException} before any
 * variant runs. A variant that fails is reported as failed and the run goes on, unless fail-fast,
 * which ends the run with status {@code failed}. Cancellation ends the run with status
 * {@code cancelled} (no exception): the report holds the variants finished so far and every
 * shared-block reference has been released. Stateless and thread-safe; one run per call.
 */
public final class PipelineRunner {

  private final OperatorRegistry registry;

  /** A runner resolving operators with {@code registry}. */
  public PipelineRunner(OperatorRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  /** A runner with the standard operators. */
  public static PipelineRunner standard() {
    return new PipelineRunner(OperatorRegistry.standard());
  }

  /**
   * Runs {@code request} on the calling thread.
   *
   * @throws IllegalArgumentException when the document cannot run (message names where)
   */
  public RunReport run(RunRequest request) {
    return new Orchestrator(registry, request).run();
  }
}
