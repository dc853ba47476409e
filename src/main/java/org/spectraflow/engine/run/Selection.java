package org.spectraflow.engine.run;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Selection of the best (docs/pipeline-language.md §4.7): models are ranked by their selection
 * score (pooled out-of-fold score with folds, test score without) under the task's primary metric;
 * ties keep the earliest. The run's best is the refitted model with the best test score when any
 * model was refitted, otherwise the best-ranked model, reported with its test score.
 */
final class Selection {

  private Selection() {}

  /** The best-ranked model of {@code models}, if any. */
  static Optional<ModelReport> bestOf(List<ModelReport> models) {
    ModelReport best = null;
    for (ModelReport m : models) {
      if (best == null || metric(m).better(m.selectionScore(), best.selectionScore())) {
        best = m;
      }
    }
    return Optional.ofNullable(best);
  }

  /** The run's best model, or null when no model produced a score. */
  static BestModel best(List<VariantReport> variants) {
    BestModel refit = pick(variants, true);
    return refit != null ? refit : pick(variants, false);
  }

  private static BestModel pick(List<VariantReport> variants, boolean refitted) {
    BestModel best = null;
    double bestRank = Double.NaN;
    for (VariantReport v : variants) {
      for (ModelReport m : v.models()) {
        if (refitted && m.refitTest() == null) {
          continue;
        }
        double rank = refitted ? m.refitTest() : m.selectionScore();
        if (best == null || metric(m).better(rank, bestRank)) {
          bestRank = rank;
          best = new BestModel(v.index(), m.name(), m.branch(), metric(m).key(), m.test());
        }
      }
    }
    return best;
  }

  private static Metric metric(ModelReport m) {
    return m.scoreNames().primary();
  }
}
