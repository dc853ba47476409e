package org.spectraflow.engine.run.schedule;

import org.spectraflow.engine.generate.Variant;

/** Runs every variant on the calling thread, in index order (the single-core path). */
final class SequentialRunner implements VariantRunner {

  static final SequentialRunner INSTANCE = new SequentialRunner();

  private SequentialRunner() {}

  @Override
  public void run(VariantJob job) {
    for (Variant v : job.variants()) {
      job.request().cancellation().throwIfCancelled();
      if (job.stopped()) {
        return;
      }
      job.runHere(v);
    }
  }

  @Override
  public int parallelism() {
    return 1;
  }

  @Override
  public String toString() {
    return "sequential";
  }
}
