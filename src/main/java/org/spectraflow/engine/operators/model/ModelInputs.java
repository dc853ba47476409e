package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FiniteValues;

/**
 * Shape and finiteness checks shared by the models (this package's and {@code model.pls}'s);
 * messages name the operator. Stateless.
 */
public final class ModelInputs {

  private ModelInputs() {}

  /**
   * Checks that {@code x} and {@code y} have the same number of rows (at least 2), at least one
   * feature, finite values and the same non-zero number of targets on every row.
   *
   * @throws IllegalArgumentException naming {@code op} and the problem
   */
  public static void check(ConfiguredOperator op, RowMatrix x, double[][] y) {
    if (y.length != x.rows()) {
      throw new IllegalArgumentException(
          op.label() + ": X has " + x.rows() + " samples but y has " + y.length);
    }
    if (x.rows() < 2) {
      throw new IllegalArgumentException(
          op.label() + ": needs at least 2 samples to fit, was " + x.rows());
    }
    if (x.cols() < 1) {
      throw new IllegalArgumentException(op.label() + ": needs at least 1 feature, was 0");
    }
    FiniteValues.require(op, x, "X");
    int q = y[0].length;
    for (double[] row : y) {
      if (row.length != q || q == 0) {
        throw new IllegalArgumentException(
            op.label() + ": y rows must have the same, non-zero" + " number of targets");
      }
      for (double v : row) {
        if (!Double.isFinite(v)) {
          throw new IllegalArgumentException(op.label() + ": y contains " + v);
        }
      }
    }
  }

  /**
   * Checks that {@code x} has the {@code width} features the model was fitted on.
   *
   * @throws IllegalArgumentException naming {@code label} and both widths
   */
  public static void checkWidth(String label, RowMatrix x, int width) {
    if (x.cols() != width) {
      throw new IllegalArgumentException(
          label + ": fitted on " + width + " features, cannot predict from " + x.cols());
    }
  }
}
