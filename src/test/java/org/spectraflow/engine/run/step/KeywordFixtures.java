package org.spectraflow.engine.run.step;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.plan.StepPlace;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.PlsSweepPlan;

/** Small datasets and a step environment for driving the keyword controllers directly. */
final class KeywordFixtures {

  private KeywordFixtures() {}

  /**
   * {@code train} train then {@code test} test samples of {@code p} smooth float32 features,
   * targets {@code y} (one per base sample).
   */
  static SpectroDataset dataset(int train, int test, int p, double[] y) {
    return dataset(train, test, p, y, MetadataTable.empty());
  }

  /** The same with metadata {@code meta} (one row per base sample). */
  static SpectroDataset dataset(int train, int test, int p, double[] y, MetadataTable meta) {
    double[][] x = new double[train + test][p];
    for (int i = 0; i < x.length; i++) {
      for (int j = 0; j < p; j++) {
        x[i][j] = 0.5 + 0.1 * Math.sin(0.3 * j + i) + 0.01 * i;
      }
    }
    double[][] targets = new double[y.length][];
    for (int i = 0; i < y.length; i++) {
      targets[i] = new double[] {y[i]};
    }
    FeatureSource source = FeatureSource.of(Block.ofRows(Precision.FLOAT32, x), Headers.absent());
    return SpectroDataset.of(
        "tiny",
        Precision.FLOAT32,
        List.of(source),
        SampleIndex.of(train, test),
        Targets.ofNumeric(List.of("y"), targets, Precision.FLOAT32),
        meta);
  }

  /** A step environment at step 1 of variant 0, top level, on {@code ds}. */
  static StepEnv env(SpectroDataset ds, RunEvents events) {
    RunRequest request =
        RunRequest.of(RunFixtures.doc("{\"pipeline\": []}"), ds)
            .withMemoryProbe(MemoryProbe.disabled())
            .withEvents(events);
    RunContext run =
        new RunContext(
            request,
            new OperatorResolver(OperatorRegistry.standard()),
            false,
            PlsSweepPlan.NONE,
            0);
    VariantState state = new VariantState(0, false, ds, new Snapshots(run));
    List<List<String>> processing = ds.sources().stream().map(s -> s.processingIds()).toList();
    ExecutionContext ctx =
        new ExecutionContext(processing, Targets.NUMERIC, List.of(), List.of(), null);
    state.live = ctx;
    return new StepEnv(
        run, state, ctx, 1, new StepPlace(DocumentPath.PIPELINE.index(0), "/pipeline/0"));
  }

  /** The resolver the engine uses. */
  static OperatorResolver resolver() {
    return new OperatorResolver(OperatorRegistry.standard());
  }
}
