package org.spectraflow.engine.operators.transform.select;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FiniteValues;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * The fitted form of a wavelength selector: the input is {@code width} columns wide and the output
 * holds the columns {@code keep} (ascending, distinct, within the width), in the input's precision.
 * Its state (kind {@code ColumnSelection}) holds the operator, the width and the kept indices.
 * Immutable: the index array is copied in and never handed out.
 *
 * @param operator the selector that learned the columns (its label names errors)
 * @param width the number of columns the selector was fitted on
 * @param keep the kept column indices, ascending
 */
public record ColumnSelection(TransformOperator operator, int width, int[] keep)
    implements FittedTransform {

  /** Checks the indices (ascending, distinct, in [0, width), at least one) and copies them. */
  public ColumnSelection {
    keep = keep.clone();
    if (keep.length == 0) {
      throw new IllegalArgumentException(operator.label() + ": the selection keeps no column");
    }
    for (int c = 0; c < keep.length; c++) {
      if (keep[c] < 0 || keep[c] >= width || c > 0 && keep[c] <= keep[c - 1]) {
        throw new IllegalArgumentException(
            operator.label()
                + ": kept column "
                + keep[c]
                + " is not an ascending index below the width "
                + width);
      }
    }
  }

  /** The kept column indices, ascending (a copy). */
  @Override
  public int[] keep() {
    return keep.clone();
  }

  @Override
  public Block apply(Block input) {
    if (input.cols() != width) {
      throw new IllegalArgumentException(
          operator.label()
              + ": fitted on "
              + width
              + " features, cannot apply to "
              + input.cols()
              + "; apply it to spectra of the width it was fitted on");
    }
    FiniteValues.require(operator, input, "input");
    Block.Writer w = Block.writer(input.precision(), input.rows(), keep.length);
    for (int i = 0; i < input.rows(); i++) {
      for (int c = 0; c < keep.length; c++) {
        w.set(i, c, input.get(i, keep[c]));
      }
    }
    return w.build();
  }

  @Override
  public FittedState state() {
    double[] kept = new double[keep.length];
    for (int c = 0; c < keep.length; c++) {
      kept[c] = keep[c];
    }
    return FittedState.of("ColumnSelection")
        .with("operator", operator.canonicalConfig())
        .with("width", (double) width)
        .with("keep", kept);
  }

  /**
   * The fitted form {@code state} (kind {@code ColumnSelection}) describes, for {@code operator} (a
   * CARS or MCUVE rebuilt from the state's configuration).
   *
   * @throws IllegalArgumentException when the operator is not a selector of this package or the
   *     indices are not whole ascending column numbers below the width
   */
  public static ColumnSelection restored(TransformOperator operator, FittedState state) {
    if (!(operator instanceof Cars || operator instanceof Mcuve)) {
      throw new IllegalArgumentException(
          "state 'ColumnSelection' names " + operator.className() + ", not CARS or MCUVE");
    }
    double w = state.number("width");
    if (!(w >= 1 && w == Math.rint(w) && w <= Integer.MAX_VALUE)) {
      throw new IllegalArgumentException("ColumnSelection: width " + w + " is not a count");
    }
    double[] kept = state.vector("keep");
    int[] cols = new int[kept.length];
    for (int c = 0; c < kept.length; c++) {
      if (kept[c] != Math.rint(kept[c]) || Math.abs(kept[c]) > Integer.MAX_VALUE) {
        throw new IllegalArgumentException(
            "ColumnSelection: kept column " + kept[c] + " is not a whole index");
      }
      cols[c] = (int) kept[c];
    }
    return new ColumnSelection(operator, (int) w, cols);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ColumnSelection s
        && s.operator.equals(operator)
        && s.width == width
        && Arrays.equals(s.keep, keep);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * operator.hashCode() + width) + Arrays.hashCode(keep);
  }

  @Override
  public String toString() {
    return operator.label() + " keeps " + Arrays.toString(keep) + " of " + width;
  }
}
