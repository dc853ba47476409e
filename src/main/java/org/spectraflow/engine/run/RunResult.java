package org.spectraflow.engine.run;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.operators.NotRepresentableException;
import org.spectraflow.engine.run.report.RunReport;

/**
 * A run's report together with the fitted pipelines it kept ({@link
 * PipelineRunner#runKeepingModels}): one per refitted winner whose chain is representable, in refit
 * order, and for every refitted variant whose chain is not (yet), the reason. Immutable.
 *
 * @param report the run report
 * @param finalModels the refitted winners as fitted pipelines
 * @param notHeld one line per refitted variant that could not be held: its name and the first step
 *     a fitted pipeline cannot represent yet
 */
public record RunResult(RunReport report, List<FittedPipeline> finalModels, List<String> notHeld) {

  /** Copies the lists. */
  public RunResult {
    Objects.requireNonNull(report, "report");
    finalModels = List.copyOf(finalModels);
    notHeld = List.copyOf(notHeld);
  }

  /**
   * The kept fitted pipeline of the report's best model ({@link RunReport#bestModel()}: the
   * refitted model whose {@code refit_test} score is best), when the run holds it.
   */
  public java.util.Optional<FittedPipeline> best() {
    return report
        .bestModel()
        .flatMap(
            b -> {
              String variant = report.variant(b.variant()).name();
              return finalModels.stream()
                  .filter(
                      p ->
                          p.provenance().variant().equals(variant)
                              && p.provenance().model().equals(b.model()))
                  .findFirst();
            });
  }

  /** The kept fitted pipeline of variant {@code index}'s refitted model, when the run holds it. */
  public java.util.Optional<FittedPipeline> ofVariant(int index) {
    String variant = report.variant(index).name();
    return finalModels.stream().filter(p -> p.provenance().variant().equals(variant)).findFirst();
  }

  /**
   * The first kept fitted pipeline (the only one when a single model class was refitted).
   *
   * @throws NotRepresentableException naming why, when the run holds none
   */
  public FittedPipeline finalModel() {
    if (!finalModels.isEmpty()) {
      return finalModels.get(0);
    }
    throw new NotRepresentableException(
        notHeld.isEmpty()
            ? "the run kept no fitted pipeline (no model was refitted)"
            : "the run kept no fitted pipeline: " + String.join("; ", notHeld));
  }
}
