package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;

/** A fitted linear model {@code ŷ = X·coefᵀ + intercept} (targets × features coefficients). */
final class LinearModel implements FittedModel {

  private final String label;
  private final double[][] coef;
  private final double[] intercept;

  LinearModel(String label, double[][] coef, double[] intercept) {
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

  @Override
  public long retainedBytes() {
    return ArrayBytes.of(coef) + ArrayBytes.of(intercept);
  }
}
