package org.spectraflow.engine.diff;

/**
 * One model's scores side by side.
 *
 * @param label the model's readable name
 * @param metric the primary metric
 * @param a the primary test score in run A (NaN when absent)
 * @param b the primary test score in run B (NaN when absent)
 * @param change identical, changed or present in one run only
 */
public record ModelDelta(String label, String metric, double a, double b, ScoreChange change) {

  /** b − a (NaN when either is absent). */
  public double delta() {
    return b - a;
  }
}
