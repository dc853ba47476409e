package org.spectraflow.ui.app;

import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * What the toolbar's Run and Stop buttons do: the seam where the engine's background runs plug
 * in. Called on the FX thread; an implementation starts its work elsewhere and reports through
 * the {@link RunContext}.
 */
public interface RunAction {

  /** Starts running the document (already validated: it has no errors). */
  void start(PipelineDocument document, RunContext context);

  /** Asks the current run to stop. */
  void stop(RunContext context);

  /** The placeholder until the engine is wired: reports that in the status bar. */
  static RunAction notWired() {
    return new RunAction() {
      @Override
      public void start(PipelineDocument document, RunContext context) {
        context.message("Run: engine not wired yet (" + document.name().orElse("pipeline") + " is valid and ready)");
      }

      @Override
      public void stop(RunContext context) {
        context.message("Stop: engine not wired yet");
      }
    };
  }

  /** How a run reports back to the studio (call on the FX thread). */
  interface RunContext {
    /** Marks the run as started or finished (toggles Run/Stop). */
    void setRunning(boolean running);

    /** Shows a status message. */
    void message(String text);
  }
}
