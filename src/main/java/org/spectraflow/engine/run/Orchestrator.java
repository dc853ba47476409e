package org.spectraflow.engine.run;

import org.spectraflow.engine.pipeline.OperatorRegistry;
import org.spectraflow.engine.run.report.RunReport;

/** Runs the variants of one request (skeleton). */
final class Orchestrator {
  private final OperatorRegistry registry;
  private final RunRequest request;

  Orchestrator(OperatorRegistry registry, RunRequest request) {
    this.registry = registry;
    this.request = request;
  }

  RunReport run() {
    throw new UnsupportedOperationException("engine under construction: " + registry + request);
  }
}
