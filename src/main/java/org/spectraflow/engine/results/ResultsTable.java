package org.spectraflow.engine.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.operators.metric.RegressionFigures;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * The per-model results of a run (docs/results.md): one {@link ResultRow} per model of every
 * successful variant, in the report's order (variant, then branch order), the best model marked as
 * the report names it. Stateless.
 */
public final class ResultsTable {

  private ResultsTable() {}

  /** The rows of {@code report}. */
  public static List<ResultRow> of(RunReport report) {
    BestModel best = report.bestModel().orElse(null);
    List<ResultRow> rows = new ArrayList<>();
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

  private static ResultRow row(VariantReport v, ModelReport m, BestModel best) {
    boolean isBest =
        best != null
            && best.variant() == v.index()
            && best.model().equals(m.name())
            && Objects.equals(best.branch(), m.branch());
    boolean regression = !m.scoreNames().primary().higherIsBetter();
    RegressionFigures figures =
        regression
            ? RegressionFigures.of(m.predictions().yTrue(), m.predictions().yPred())
            : new RegressionFigures(
                m.predictions().size(), Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    return new ResultRow(
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
