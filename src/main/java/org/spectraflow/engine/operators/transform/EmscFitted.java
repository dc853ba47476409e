package org.spectraflow.engine.operators.transform;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.linalg.Dots;

/**
 * EMSC with its learned centre, the design matrix and its pseudo-inverse, computed once at fit and
 * shared by all rows: each row's coefficients are then {@code pinv · row}, a few dot products,
 * instead of a least-squares solve per row. Rows are corrected one at a time straight into the
 * output block (no full-size float64 working copy of the input).
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

  /** Kind {@code emsc}: the centre, the polynomial design rows and the pseudo-inverse. */
  @Override
  public FittedState state() {
    return FittedState.of("emsc")
        .with("operator", operator.canonicalConfig())
        .with("centre", centre)
        .with("polynomial", polynomial)
        .with("pinv", pinv);
  }

  @Override
  public Block apply(Block input) {
    int p = centre.length;
    Inputs.requireWidth(operator, input, p);
    Inputs.requireFinite(operator, input);
    boolean f32 = Inputs.f32(input);
    int terms = pinv.length;
    double[] c = new double[terms];
    double[] poly = new double[p];
    double[] x = new double[p];
    Block.Writer out = Block.writer(input.precision(), input.rows(), p);
    for (int i = 0; i < input.rows(); i++) {
      input.copyRow(i, x, 0);
      ExtendedMultiplicativeScatterCorrection.centreRows(x, centre, f32);
      for (int d = 0; d < terms; d++) {
        c[d] = Dots.dot(pinv[d], 0, x, 0, p);
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
        x[j] = (x[j] - poly[j]) / scale;
      }
      out.setRow(i, x);
    }
    return out.build();
  }
}
