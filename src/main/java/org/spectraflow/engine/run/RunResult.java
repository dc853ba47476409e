package org.spectraflow.engine.run;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.run.report.RunReport;

/**
 * A run's report together with the fitted pipelines it kept ({@link
 * PipelineRunner#runKeepingModels}): one per refitted winner whose chain is representable, in refit
 * order. Immutable.
 *
 * @param report the run report
 * @param finalModels the refitted winners as fitted pipelines
 */
public record RunResult(RunReport report, List<FittedPipeline> finalModels) {

  /** Copies the list. */
  public RunResult {
    Objects.requireNonNull(report, "report");
    finalModels = List.copyOf(finalModels);
  }
}
