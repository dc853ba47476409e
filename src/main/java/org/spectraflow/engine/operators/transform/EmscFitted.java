package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.linalg.Householder;

/** EMSC with its learned centre and the factored design matrix (shared by all rows). */
final class EmscFitted implements FittedTransform {

  private final ConfiguredOperator operator;
  private final double[] centre;
  private final double[][] design;
  private final Householder qr;

  EmscFitted(ConfiguredOperator operator, double[] centre, double[][] design, Householder qr) {
    this.operator = operator;
    this.centre = centre;
    this.design = design;
    this.qr = qr;
  }

  @Override
  public Block apply(Block input) {
    int p = centre.length;
    Inputs.requireWidth(operator, input, p);
    Inputs.requireFinite(operator, input);
    boolean f32 = Inputs.f32(input);
    double[] x = Inputs.values(input);
    ExtendedMultiplicativeScatterCorrection.centreRows(x, centre, f32);
    double[] row = new double[p];
    for (int off = 0; off < x.length; off += p) {
      System.arraycopy(x, off, row, 0, p);
      double[] c = qr.solve(row);
      for (int j = 0; j < p; j++) {
        double poly = 0.0;
        for (int d = 1; d < c.length; d++) {
          poly += c[d] * design[j][d];
        }
        x[off + j] = (row[j] - poly) / c[0];
      }
    }
    return Inputs.build(input, input.rows(), p, x);
  }
}
