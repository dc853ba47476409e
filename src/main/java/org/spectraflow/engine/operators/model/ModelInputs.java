package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FiniteValues;

/** Shape and finiteness checks shared by the models; messages name the operator. */
final class ModelInputs {

  private ModelInputs() {}

  static void check(ConfiguredOperator op, RowMatrix x, double[][] y) {
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

  static void checkWidth(String label, RowMatrix x, int width) {
    if (x.cols() != width) {
      throw new IllegalArgumentException(
          label + ": fitted on " + width + " features, cannot predict from " + x.cols());
    }
  }
}
