package org.spectraflow.engine.estimate;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.StepPlanner;

/**
 * Estimates a run before it runs: expands and plans the document's variants as the run would,
 * counts their fits ({@link FitCensus}; each splitter's folds come from splitting the training rows
 * once), probes one fit per model kind and one fit and apply per transform configuration on the
 * training rows ({@link FitProbe}) and combines them ({@link RunEstimate}). Costs the probe fits
 * (an ensemble's with 10 trees) and the planning; runs no variant. Stateless; thread-safe.
 */
public final class RunEstimator {

  private final OperatorRegistry registry;

  /** An estimator resolving operators through {@code registry}. */
  public RunEstimator(OperatorRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  /** The fits of {@code document}'s variants on {@code dataset}, counted (no fit made). */
  public FitCensus census(PipelineDocument document, SpectroDataset dataset, long maxVariants) {
    StepPlanner planner = new StepPlanner(new OperatorResolver(registry));
    FitCensus census = new FitCensus();
    Map<String, Integer> folds = new HashMap<>();
    int[] train = dataset.trainIds();
    try (Stream<Variant> variants = new VariantExpansion(registry).expand(document, maxVariants)) {
      variants.forEach(
          v -> {
            VariantPlan plan = planner.plan(v.pipeline(), v.stepIds());
            census.add(plan, s -> folds(s, dataset, train, folds));
            if (dataset.sources().size() == 1) {
              census.inputWidths(ModelWidths.of(plan, dataset.source(0).numFeatures()));
            }
          });
    }
    return census;
  }

  /**
   * The estimate of running {@code document} on {@code dataset} on {@code cores} workers, with the
   * step cache when {@code caching}.
   */
  public RunEstimate estimate(
      PipelineDocument document,
      SpectroDataset dataset,
      long maxVariants,
      int cores,
      boolean caching) {
    FitCensus census = census(document, dataset, maxVariants);
    ProbeTimings timings = FitProbe.probe(census, dataset);
    return RunEstimate.of(census, timings, cores, caching, RunEstimate.PER_VARIANT_SECONDS);
  }

  /** The folds of the splitter {@code s}, split once per configuration. */
  private static int folds(
      Split s, SpectroDataset dataset, int[] train, Map<String, Integer> known) {
    return known.computeIfAbsent(
        s.operator().canonicalConfig(), k -> splitCount(s, dataset, train));
  }

  private static int splitCount(Split s, SpectroDataset dataset, int[] train) {
    try {
      double[][] y = dataset.y(train);
      double[] first = new double[y.length];
      for (int i = 0; i < y.length; i++) {
        first[i] = y[i].length == 0 ? 0 : y[i][0];
      }
      return Math.max(1, s.operator().split(dataset.x(train), first).size());
    } catch (RuntimeException e) {
      return 1;
    }
  }
}
