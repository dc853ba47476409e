package org.spectraflow.ui.run;

import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The one engine call the run views need: execute a request on the calling thread. The studio
 * passes {@link #standard()}; tests pass a fake that publishes a scripted event stream.
 */
@FunctionalInterface
public interface RunEngine {

  /** Runs {@code request} to completion or cancellation on the calling thread. */
  RunReport run(RunRequest request);

  /** The engine's standard runner. */
  static RunEngine standard() {
    PipelineRunner runner = PipelineRunner.standard();
    return runner::run;
  }
}
