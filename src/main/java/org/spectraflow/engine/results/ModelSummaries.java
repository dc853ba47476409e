package org.spectraflow.engine.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.ModelFigures;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * The per-model results of a run (docs/results.md): one {@link ModelSummary} per model of every
 * successful variant, in the report's order (variant, then branch order), the best model marked as
 * the report names it. Stateless.
 */
public final class ModelSummaries {

  private ModelSummaries() {}

  /** The rows of {@code report}. */
  public static List<ModelSummary> of(RunReport report) {
    BestModel best = report.bestModel().orElse(null);
    List<ModelSummary> rows = new ArrayList<>();
    for (VariantReport v : report.variants()) {
      if (!v.ok()) {
        continue;
      }
      for (ModelReport m : v.models()) {
        rows.add(row(v, m, best));
      }
    }
    return List.copyOf(rows);
  }

  private static ModelSummary row(VariantReport v, ModelReport m, BestModel best) {
    boolean isBest =
        best != null
            && best.variant() == v.index()
            && best.model().equals(m.name())
            && Objects.equals(best.branch(), m.branch());
    boolean regression = !m.scoreNames().primary().higherIsBetter();
    ModelFigures figures =
        regression
            ? ModelFigures.of(m.predictions())
            : new ModelFigures(
                m.predictions().size(), Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    return new ModelSummary(
        v.index(),
        v.name(),
        v.configName(),
        m.name(),
        m.branch(),
        m.params(),
        m.scoreNames().primary().key(),
        m.cv(),
        m.test(),
        m.refitTest() != null,
        figures,
        isBest);
  }
}
