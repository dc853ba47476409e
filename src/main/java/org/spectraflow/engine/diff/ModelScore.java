package org.spectraflow.engine.diff;

import java.util.List;
import java.util.Objects;

/**
 * One model's scores in one run, as its report lists them.
 *
 * @param key what matches the model across runs: variant config name, model name and branch
 * @param label readable name (the variant's name, and the branch when there is one)
 * @param metric the primary metric ({@code rmse})
 * @param score the primary test score, NaN when the report has none
 * @param allScores every score field of the model (test, cv, fold, refit) in report order; two
 *     models score identically when these are equal bit for bit
 */
public record ModelScore(
    String key, String label, String metric, double score, List<Double> allScores) {

  /** Checks the references and copies the scores. */
  public ModelScore {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(metric, "metric");
    allScores = List.copyOf(allScores);
  }
}
