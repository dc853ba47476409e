package org.spectraflow.engine.run.step;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedTransform;

/**
 * The inverse of a fitted target scaler (y_processing, docs/pipeline-language.md §4.4). The
 * supported target scalers (StandardScaler, MinMaxScaler) are affine per column, {@code y' = a·y +
 * b}; {@code a} and {@code b} are read by applying the fitted transform to rows of zeros and ones,
 * and predictions are mapped back with {@code (y' − b) / a}.
 *
 * @param scale per column, {@code a}
 * @param offset per column, {@code b}
 */
record YInverse(double[] scale, double[] offset) {

  /** The inverse of {@code fitted} on {@code columns} target columns. */
  static YInverse of(FittedTransform fitted, int columns) {
    double[][] probe = new double[2][columns];
    Arrays.fill(probe[1], 1.0);
    Block out = fitted.apply(Block.ofRows(Precision.FLOAT64, probe));
    double[] a = new double[columns];
    double[] b = new double[columns];
    for (int c = 0; c < columns; c++) {
      b[c] = out.get(0, c);
      a[c] = out.get(1, c) - b[c];
      if (a[c] == 0) {
        throw new IllegalArgumentException(
            "y_processing: target column "
                + c
                + " is scaled to a constant, predictions cannot be mapped back");
      }
    }
    return new YInverse(a, b);
  }

  /** Maps {@code predictions} (rows × columns) back in place and returns them. */
  double[][] invert(double[][] predictions) {
    for (double[] row : predictions) {
      for (int c = 0; c < row.length; c++) {
        row[c] = (row[c] - offset[c]) / scale[c];
      }
    }
    return predictions;
  }
}
