package org.spectraflow.ui.predictions;

import java.util.Arrays;
import org.spectraflow.engine.diagnostics.SamplePredictions;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The fold (0-based) behind each pooled out-of-fold prediction of a model, read from the report's
 * sample predictions (docs/diagnostics.md §6): the model of variant {@code variant} whose pooled
 * out-of-fold predictions are {@code cv} and whose sample predictions name the same samples in the
 * same order. Stateless.
 */
public final class CvFolds {

  private CvFolds() {}

  /**
   * The fold of each of {@code cv}'s predictions, in its order; empty when the report has no such
   * model or kept no sample predictions (a run without diagnostics).
   */
  public static int[] of(RunReport report, int variant, TestPredictions cv) {
    if (report == null || cv.size() == 0) {
      return new int[0];
    }
    int[] ids = cv.samples();
    return report.variants().stream()
        .filter(v -> v.index() == variant)
        .flatMap(v -> v.models().stream())
        .filter(m -> cv.equals(m.cvPredictions()))
        .map(ModelReport::diagnostics)
        .filter(d -> d != null && d.predictions() != null)
        .map(d -> d.predictions())
        .filter(s -> Arrays.equals(s.samples(), ids))
        .map(SamplePredictions::folds)
        .findFirst()
        .orElse(new int[0]);
  }
}
