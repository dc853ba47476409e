package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;

/**
 * A fitted linear model {@code ŷ = X·coefᵀ + intercept} (targets × features coefficients), the
 * fitted form of Ridge, LinearRegression, ElasticNet and the linear families. Immutable.
 */
public final class LinearModel implements FittedModel {

  private final String label;
  private final double[][] coef;
  private final double[] intercept;

  /**
   * A linear model; {@code label} names it in width errors, {@code coef} is targets × features and
   * {@code intercept} one value per target (both kept, not copied).
   */
  public LinearModel(String label, double[][] coef, double[] intercept) {
    this.label = label;
    this.coef = coef;
    this.intercept = intercept;
  }

  @Override
  public double[][] predict(Block x) {
    ModelInputs.checkWidth(label, x, coef[0].length);
    double[] row = new double[x.cols()];
    double[][] out = new double[x.rows()][intercept.length];
    for (int i = 0; i < x.rows(); i++) {
      x.copyRow(i, row);
      for (int t = 0; t < intercept.length; t++) {
        out[i][t] = Nipals.dot(row, coef[t]) + intercept[t];
      }
    }
    return out;
  }

  /** Kind {@code linear}: the label, {@code coef} (targets × features) and {@code intercept}. */
  @Override
  public FittedState state() {
    return FittedState.of("linear")
        .with("label", label)
        .with("coef", coef)
        .with("intercept", intercept);
  }

  @Override
  public long retainedBytes() {
    return ArrayBytes.of(coef) + ArrayBytes.of(intercept);
  }
}
