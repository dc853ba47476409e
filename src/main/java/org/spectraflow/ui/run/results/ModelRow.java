package org.spectraflow.ui.run.results;

import java.util.Map;
import java.util.stream.Collectors;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.run.report.ModelFigures;
import org.spectraflow.engine.run.report.RankedModel;

/**
 * One row of the per-model results table: a model of a variant (and branch) with the report's
 * figures. While the run goes on a row holds only the score the model was ranked by ({@link
 * #live}); once the run has ended every row is the report's ({@link #of(RankedModel)}), so the
 * table, its plots, its exports and the CLI show the same numbers. Scores are null when absent.
 *
 * @param variant the variant index
 * @param variantName the variant's readable name
 * @param model the model's name ({@code name}, else its class)
 * @param branch the branch name or index path, null at top level
 * @param params the model's non-default parameters ({@code n_components=10}), empty for none
 * @param metric the primary metric's name ({@code rmse})
 * @param cv the pooled out-of-fold score (the ranking column with folds), null without folds
 * @param test the test score (the refitted model's when refitted)
 * @param secondaryMetric the secondary metric's name ({@code r2})
 * @param secondary the secondary test score
 * @param figures the test figures (n, RMSE, R², bias, SEP, RPD), {@link ModelFigures#NONE} live
 * @param selection the score the model is ranked by ({@code cv}, or {@code test} without folds)
 * @param best whether it is the run's best model, as the CLI's {@code Best:} line names it
 * @param refitted whether {@code test} is the refitted model's score
 * @param predictions the test predictions {@code test} scores, empty while live
 * @param cvPredictions the pooled out-of-fold predictions {@code cv} scores, empty without folds
 * @param trainPredictions the final model's predictions of its own training samples (the
 *     calibration fit), empty when the run computed no diagnostics
 */
public record ModelRow(
    int variant,
    String variantName,
    String model,
    String branch,
    String params,
    String metric,
    Double cv,
    Double test,
    String secondaryMetric,
    Double secondary,
    ModelFigures figures,
    Double selection,
    boolean best,
    boolean refitted,
    TestPredictions predictions,
    TestPredictions cvPredictions,
    TestPredictions trainPredictions) {

  /** The row of a ranked model of the report. */
  public static ModelRow of(RankedModel ranked) {
    var m = ranked.model();
    return new ModelRow(
        ranked.variant().index(),
        ranked.variant().name(),
        m.name(),
        m.branch(),
        params(m.params()),
        m.scoreNames().primary().key(),
        finite(m.cv()),
        finite(m.test()),
        m.scoreNames().secondary().key(),
        finite(m.testSecondary()),
        ranked.figures(),
        finite(m.selectionScore()),
        ranked.best(),
        m.refitTest() != null,
        m.predictions(),
        m.cvPredictions(),
        m.diagnostics() == null || m.diagnostics().calibrationFit() == null
            ? TestPredictions.EMPTY
            : m.diagnostics().calibrationFit());
  }

  /** A model that reported its ranking score during the run (nothing else is known yet). */
  public static ModelRow live(
      int variant, String variantName, String model, String branch, String metric, double score) {
    return new ModelRow(
        variant,
        variantName,
        model,
        branch,
        "",
        metric,
        null,
        null,
        "",
        null,
        ModelFigures.NONE,
        finite(score),
        false,
        false,
        TestPredictions.EMPTY,
        TestPredictions.EMPTY,
        TestPredictions.EMPTY);
  }

  /**
   * A variant's row standing for its one known model (a session saved before per-model rows): its
   * variant-level scores and predictions.
   */
  public static ModelRow ofVariant(ResultRow r, TestPredictions saved) {
    TestPredictions p = saved == null ? TestPredictions.EMPTY : saved;
    return new ModelRow(
        r.variant(),
        r.name(),
        "",
        null,
        "",
        r.metric(),
        r.cv(),
        r.primary(),
        r.secondaryMetric(),
        r.secondary(),
        ModelFigures.of(p),
        r.cv() != null ? r.cv() : r.primary(),
        false,
        false,
        p,
        TestPredictions.EMPTY,
        TestPredictions.EMPTY);
  }

  /** {@code model [branch]}: the model's name and, inside a branch, the branch. */
  public String modelLabel() {
    return branch == null ? model : model + " [" + branch + "]";
  }

  /** True when the row is the same model (variant, name, branch) as {@code other}. */
  public boolean sameModel(ModelRow other) {
    return other != null
        && variant == other.variant
        && model.equals(other.model)
        && java.util.Objects.equals(branch, other.branch);
  }

  private static String params(Map<String, Object> params) {
    return params.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(", "));
  }

  private static Double finite(Double v) {
    return v == null || v.isNaN() ? null : v;
  }
}
