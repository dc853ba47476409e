package org.spectraflow.ui.run.results;

import java.util.List;
import java.util.Map;

/**
 * A variant's scores picked out of the engine's metric map ({@code test_rmse}, {@code test_r2},
 * {@code cv_rmse}, or the classification names): the primary test metric that ranks variants, the
 * secondary one and the cross-validation score.
 *
 * @param metric the primary metric's name ({@code rmse}), empty when the map has no test score
 * @param primary its test value, null when absent
 * @param secondaryMetric the secondary metric's name ({@code r2}), empty when absent
 * @param secondary its test value, null when absent
 * @param cv the cross-validated primary score, null without folds
 * @param higherIsBetter whether a larger primary value ranks first
 */
public record VariantScores(
    String metric,
    Double primary,
    String secondaryMetric,
    Double secondary,
    Double cv,
    boolean higherIsBetter) {

  private static final List<String> PRIMARY = List.of("rmse", "balanced_accuracy");
  private static final List<String> SECONDARY = List.of("r2", "accuracy");

  /** No scores. */
  public static final VariantScores NONE = new VariantScores("", null, "", null, null, false);

  /** Picks the scores out of {@code scores} (keys such as {@code test_rmse}). */
  public static VariantScores of(Map<String, Double> scores) {
    String metric = first(PRIMARY, scores);
    if (metric.isEmpty()) {
      return NONE;
    }
    String second = first(SECONDARY, scores);
    return new VariantScores(
        metric,
        scores.get("test_" + metric),
        second,
        second.isEmpty() ? null : scores.get("test_" + second),
        scores.get("cv_" + metric),
        !metric.equals("rmse"));
  }

  /** The scores of one model of the report (its test scores, refitted when refitted). */
  public static VariantScores of(org.spectraflow.engine.run.report.ModelReport m) {
    String metric = m.scoreNames().primary().key();
    return new VariantScores(
        metric,
        Double.isNaN(m.test()) ? null : m.test(),
        m.scoreNames().secondary().key(),
        Double.isNaN(m.testSecondary()) ? null : m.testSecondary(),
        m.cv(),
        m.scoreNames().primary().higherIsBetter());
  }

  private static String first(List<String> names, Map<String, Double> scores) {
    return names.stream().filter(n -> scores.containsKey("test_" + n)).findFirst().orElse("");
  }
}
