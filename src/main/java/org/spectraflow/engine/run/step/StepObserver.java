package org.spectraflow.engine.run.step;

import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * Wraps one step application with its observation: StepStarted, then StepFinished (both with the
 * step's document path in the variant and its template step id) with the shape per source, steady
 * bytes (blocks and targets), RSS, heap, bytes allocated on the run thread and duration, a {@link
 * StepRecord} for the report, and a MemoryWarning when RSS passes {@code
 * memory_warning_threshold_mb}.
 */
final class StepObserver {

  private final RunContext run;

  StepObserver(RunContext run) {
    this.run = run;
  }

  /**
   * Runs {@code body} (returns true when its output came from the step cache) under observation.
   */
  void observe(StepEnv env, String name, BooleanSupplier body) {
    MemoryProbe probe = run.probe();
    VariantState variant = env.variant();
    int step = env.step();
    List<Integer> path = env.ctx().branchPath;
    String where = env.path().toString();
    String id = env.place().stepId();
    run.publish(at -> new RunEvent.StepStarted(at, variant.index, step, path, where, id, name));
    long allocated0 = probe.threadAllocatedBytes();
    long t0 = System.nanoTime();
    boolean cached = body.getAsBoolean();
    Duration duration = Duration.ofNanos(System.nanoTime() - t0);
    long allocated = Math.max(0, probe.threadAllocatedBytes() - allocated0);
    SpectroDataset ds = variant.dataset;
    List<SourceShape> shape = ds.sources().stream().map(StepObserver::shape).toList();
    long steady = ds.nbytes();
    long rss = probe.processRssBytes();
    long heap = probe.heapUsedBytes();
    variant.steps.add(
        new StepRecord(
            variant.index,
            step,
            path,
            name,
            shape,
            steady,
            rss,
            heap,
            allocated,
            duration.toNanos() / 1e6,
            cached));
    run.publish(
        at ->
            new RunEvent.StepFinished(
                at,
                variant.index,
                step,
                path,
                where,
                id,
                name,
                shape,
                steady,
                rss,
                heap,
                allocated,
                duration,
                cached));
    long threshold = run.cacheConfig().memoryWarningThresholdBytes();
    if (rss > threshold) {
      run.publish(at -> new RunEvent.MemoryWarning(at, rss, threshold, step, name));
    }
  }

  private static SourceShape shape(FeatureSource s) {
    return new SourceShape(s.numSamples(), s.processingCount(), s.numFeatures());
  }
}
