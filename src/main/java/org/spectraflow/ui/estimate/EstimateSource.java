package org.spectraflow.ui.estimate;

import java.util.function.BooleanSupplier;
import org.spectraflow.engine.estimate.RunEstimate;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * Where the studio's run estimate comes from: the engine's estimator on the dataset Run uses
 * ({@link DatasetEstimates}), or a fixed answer in tests, so nothing shown depends on the machine's
 * speed. Called on a background thread, never the FX thread.
 */
@FunctionalInterface
public interface EstimateSource {

  /**
   * The estimate of running {@code document} on {@code cores} workers, with the step cache when
   * {@code caching}.
   *
   * @param superseded polled between stages; when it answers true the source may give up and return
   *     null (a newer request replaces this one)
   * @return the estimate, or null when there is none (superseded)
   * @throws RuntimeException when the document or dataset cannot be estimated
   */
  RunEstimate estimate(
      PipelineDocument document, int cores, boolean caching, BooleanSupplier superseded);
}
