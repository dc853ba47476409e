package org.spectraflow.engine.operators.transform;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.linalg.Dots;

/**
 * EMSC with its learned centre, the design matrix and its pseudo-inverse, computed once at fit and
 * shared by all rows: each row's coefficients are then {@code pinv · row}, a few dot products,
 * instead of a least-squares solve per row.
 */
final class EmscFitted implements FittedTransform {

  private final ConfiguredOperator operator;
  private final double[] centre;
  private final double[][] polynomial;
  private final double[][] pinv;

  /**
   * @param design p rows of [reference, w, w², ...]
   * @param pinv the design's pseudo-inverse, one row per coefficient
   */
  EmscFitted(ConfiguredOperator operator, double[] centre, double[][] design, double[][] pinv) {
    this.operator = operator;
    this.centre = centre;
    this.pinv = pinv;
    int p = centre.length;
    this.polynomial = new double[pinv.length][p];
    for (int j = 0; j < p; j++) {
      for (int d = 1; d < pinv.length; d++) {
        polynomial[d][j] = design[j][d];
      }
    }
  }

  @Override
  public Block apply(Block input) {
    int p = centre.length;
    Inputs.requireWidth(operator, input, p);
    Inputs.requireFinite(operator, input);
    boolean f32 = Inputs.f32(input);
    double[] x = Inputs.values(input);
    ExtendedMultiplicativeScatterCorrection.centreRows(x, centre, f32);
    int terms = pinv.length;
    double[] c = new double[terms];
    double[] poly = new double[p];
    for (int off = 0; off < x.length; off += p) {
      for (int d = 0; d < terms; d++) {
        c[d] = Dots.dot(pinv[d], 0, x, off, p);
      }
      Arrays.fill(poly, 0.0);
      for (int d = 1; d < terms; d++) {
        double cd = c[d];
        double[] column = polynomial[d];
        for (int j = 0; j < p; j++) {
          poly[j] += cd * column[j];
        }
      }
      double scale = c[0];
      for (int j = 0; j < p; j++) {
        x[off + j] = (x[off + j] - poly[j]) / scale;
      }
    }
    return Inputs.build(input, input.rows(), p, x);
  }
}
