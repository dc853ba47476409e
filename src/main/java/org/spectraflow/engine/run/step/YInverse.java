package org.spectraflow.engine.run.step;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.model.TargetInverse;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;

/**
 * The inverse of a fitted y_processing transformer (docs/pipeline-language.md §4.4), applied to
 * predictions in place. A transformer with an {@link InvertibleTransform exact inverse} (e.g.
 * LogTransform) is inverted with it, as scikit-learn's {@code inverse_transform}; the affine target
 * scalers (StandardScaler, MinMaxScaler, RobustScaler) keep their {@link Affine} inverse. The check
 * pass refuses every other transformer in y_processing, so no prediction is mapped back by a rule
 * that does not fit its transformer.
 */
sealed interface YInverse extends TargetInverse {

  /** The inverse of {@code fitted} on {@code columns} target columns. */
  static YInverse of(FittedTransform fitted, int columns) {
    return fitted instanceof InvertibleTransform exact
        ? new Exact(exact)
        : Affine.of(fitted, columns);
  }

  /** Maps {@code predictions} (rows × columns) back in place and returns them. */
  @Override
  double[][] invert(double[][] predictions);

  /** The transformer's own exact inverse. */
  record Exact(InvertibleTransform fitted) implements YInverse {
    /** The transformer's own state: the inverse is its exact inverse. */
    @Override
    public FittedState state() {
      return fitted.state();
    }

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
  }

  /**
   * An affine scaler's inverse, {@code y' = a·y + b} per column: {@code a} and {@code b} are read
   * by applying the fitted transform to rows of zeros and ones, and predictions are mapped back
   * with {@code (y' − b) / a}.
   *
   * @param scale per column, {@code a}
   * @param offset per column, {@code b}
   */
  record Affine(double[] scale, double[] offset) implements YInverse {

    static Affine of(FittedTransform fitted, int columns) {
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
      return new Affine(a, b);
    }

    /** Kind {@code y_inverse.affine}: {@code scale} and {@code offset} per target column. */
    @Override
    public FittedState state() {
      return FittedState.of("y_inverse.affine").with("scale", scale).with("offset", offset);
    }

    @Override
    public double[][] invert(double[][] predictions) {
      for (double[] row : predictions) {
        for (int c = 0; c < row.length; c++) {
          row[c] = (row[c] - offset[c]) / scale[c];
        }
      }
      return predictions;
    }
  }
}
