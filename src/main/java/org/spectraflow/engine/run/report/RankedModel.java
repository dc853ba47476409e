package org.spectraflow.engine.run.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One model of a run's report in the order nirs4all ranks models (docs/pipeline-language.md §4.7):
 * by selection score (the pooled out-of-fold score with folds, the test score without) under the
 * task's primary metric, ties in report order, models without a finite selection score last. {@code
 * best} marks the model the report's {@link BestModel} names, the one the CLI's {@code Best:} line
 * prints. Both the CLI and the studio read per-model results through {@link #of}, so they agree.
 *
 * @param variant the model's variant
 * @param model the model's figures
 * @param best whether it is the run's best model
 */
public record RankedModel(VariantReport variant, ModelReport model, boolean best) {

  /** Checks the references. */
  public RankedModel {
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(model, "model");
  }

  /** Every model of {@code report}, ranked best first, the report's best model marked. */
  public static List<RankedModel> of(RunReport report) {
    BestModel named = report.best();
    List<RankedModel> all = new ArrayList<>();
    boolean marked = false;
    for (VariantReport v : report.variants()) {
      for (ModelReport m : v.models()) {
        boolean best =
            !marked
                && named != null
                && named.variant() == v.index()
                && named.model().equals(m.name())
                && Objects.equals(named.branch(), m.branch());
        marked |= best;
        all.add(new RankedModel(v, m, best));
      }
    }
    all.sort(order());
    return List.copyOf(all);
  }

  /** Ranking order: finite selection scores first, best first under the primary metric. */
  private static Comparator<RankedModel> order() {
    return (a, b) -> {
      double x = a.model.selectionScore();
      double y = b.model.selectionScore();
      boolean fx = Double.isFinite(x);
      boolean fy = Double.isFinite(y);
      if (fx != fy) {
        return fx ? -1 : 1;
      }
      if (!fx) {
        return 0;
      }
      boolean higher = a.model.scoreNames().primary().higherIsBetter();
      return higher ? Double.compare(y, x) : Double.compare(x, y);
    };
  }

  /** The model's test figures (n, RMSE, R², bias, SEP, RPD). */
  public ModelFigures figures() {
    return ModelFigures.of(model);
  }
}
