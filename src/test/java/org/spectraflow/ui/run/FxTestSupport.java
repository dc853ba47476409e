package org.spectraflow.ui.run;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.Executor;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.testfx.api.FxToolkit;

/** Shared fixtures of the run view tests: the toolkit (no window), direct executors, a document. */
final class FxTestSupport {

  static final Executor DIRECT = Runnable::run;
  static final InstantSource FIXED = InstantSource.fixed(Instant.parse("2026-01-01T00:00:00Z"));

  private FxTestSupport() {}

  /** Starts the JavaFX toolkit ({@code Task} needs it); no window is shown. */
  static void startToolkit() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  /** A model on {@code engine} with direct executors and the demo document. */
  static RunModel directModel(RunEngine engine) {
    RunModel model = new RunModel(engine, DIRECT, DIRECT, FIXED);
    model.documentProperty().set(demoDocument());
    model.datasetProperty().set(DatasetChoice.demo(20, 32));
    return model;
  }

  static PipelineDocument demoDocument() {
    return RunWorkspaceDemo.demoDocument();
  }
}
