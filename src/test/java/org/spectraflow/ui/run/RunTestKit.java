package org.spectraflow.ui.run;

import java.time.InstantSource;
import org.spectraflow.engine.pipeline.PipelineDocument;

/** Public access to the run test fixtures for the sub-packages' tests. */
public final class RunTestKit {

  /** A fixed clock. */
  public static final InstantSource FIXED = FxTestSupport.FIXED;

  private RunTestKit() {}

  /** Starts the toolkit without showing a window. */
  public static void startToolkit() throws Exception {
    FxTestSupport.startToolkit();
  }

  /** The demo document. */
  public static PipelineDocument demoDocument() {
    return FxTestSupport.demoDocument();
  }

  /** A scripted engine of {@code variants} variants whose scores are shifted by {@code offset}. */
  public static RunEngine fakeEngine(int variants, double offset) {
    return new FakeRun(variants).scoreOffset(offset);
  }

  /** A profile filled by a scripted run of {@code variants} variants (direct executors). */
  public static RunModel finishedRun(int variants) {
    RunModel model = FxTestSupport.directModel(new FakeRun(variants));
    model.run();
    return model;
  }
}
