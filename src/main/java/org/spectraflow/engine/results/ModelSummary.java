package org.spectraflow.engine.results;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.spectraflow.engine.run.report.ModelFigures;

/**
 * One model of one variant in the per-model results (docs/results.md). Scores are in the task's
 * metrics ({@code metric}: rmse or balanced_accuracy); {@code test} is the test score the report
 * gives the model (the refitted model's when it was refitted), {@code figures} the test
 * predictions' regression figures (NaN for classification). Immutable.
 *
 * @param variant the variant's index
 * @param variantName the variant's readable name
 * @param config nirs4all's {@code config_<hash>} name of the variant
 * @param model the model step's name
 * @param branch the branch, null at top level
 * @param params the model's parameters
 * @param metric the primary metric's key
 * @param cv the cross-validation score (the ranking column), null without folds
 * @param test the test score
 * @param refitted true when {@code test} is the refitted model's
 * @param figures the test predictions' figures
 * @param best true for the run's best model
 */
public record ModelSummary(
    int variant,
    String variantName,
    String config,
    String model,
    String branch,
    SortedMap<String, Object> params,
    String metric,
    Double cv,
    double test,
    boolean refitted,
    ModelFigures figures,
    boolean best) {

  /** Copies the parameters. */
  public ModelSummary {
    Objects.requireNonNull(variantName, "variantName");
    Objects.requireNonNull(model, "model");
    params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    Objects.requireNonNull(figures, "figures");
  }
}
