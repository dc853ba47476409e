package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;

/**
 * A fitted linear model {@code ŷ = X·coefᵀ + intercept} (targets × features coefficients), the
 * fitted form of Ridge, LinearRegression, ElasticNet, the linear families and the linear members of
 * the PLS family (package {@code model.pls}); saved in a model file as kind {@code linear}.
 * Immutable: the arrays handed to the constructor are kept, so callers pass fresh ones.
 */
public final class LinearModel implements FittedModel {

  private final String label;
  private final double[][] coef;
  private final double[] intercept;

  /**
   * A model predicting {@code x·coef[t] + intercept[t]} for each target {@code t}.
   *
   * @param label the operator's label, named in width errors
   * @param coef targets × features coefficients (kept, not copied)
   * @param intercept one intercept per target (kept, not copied)
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
