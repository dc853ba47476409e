package org.spectraflow.engine.model.file;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.model.TargetInverse;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.InvertibleTransform;

/**
 * The y_processing inverses a model file rebuilds (docs/model-file.md, section y_processing), with
 * the arithmetic of the run's own inverses (docs/pipeline-language.md §4.4) so that predictions map
 * back bit for bit: an affine scaler's {@code (y' − offset) / scale} per column, or a transformer's
 * exact inverse. Immutable.
 */
final class TargetInverses {

  private TargetInverses() {}

  /** Kind {@code y_inverse.affine}: {@code (y' − offset) / scale} per target column. */
  record Affine(double[] scale, double[] offset) implements TargetInverse {
    @Override
    public double[][] invert(double[][] predictions) {
      for (double[] row : predictions) {
        if (row.length != scale.length) {
          throw new IllegalArgumentException(
              "y_processing inverse of "
                  + scale.length
                  + " columns, predictions have "
                  + row.length);
        }
        for (int c = 0; c < row.length; c++) {
          row[c] = (row[c] - offset[c]) / scale[c];
        }
      }
      return predictions;
    }

    @Override
    public FittedState state() {
      return FittedState.of("y_inverse.affine").with("scale", scale).with("offset", offset);
    }
  }

  /** A transformer with an exact inverse (LogTransform), applied in float64 as the run does. */
  record Exact(InvertibleTransform fitted) implements TargetInverse {
    @Override
    public double[][] invert(double[][] predictions) {
      if (predictions.length == 0) {
        return predictions;
      }
      double[][] back = fitted.inverse(Block.ofRows(Precision.FLOAT64, predictions)).toRows();
      for (int r = 0; r < predictions.length; r++) {
        System.arraycopy(back[r], 0, predictions[r], 0, predictions[r].length);
      }
      return predictions;
    }

    @Override
    public FittedState state() {
      return fitted.state();
    }
  }

  /** A sample filter used as a plain step: the identity on features (kind {@code identity}). */
  record Identity(String operator) implements org.spectraflow.engine.operators.FittedTransform {
    @Override
    public Block apply(Block input) {
      return input;
    }

    @Override
    public FittedState state() {
      return FittedState.of("identity").with("operator", operator);
    }
  }
}
