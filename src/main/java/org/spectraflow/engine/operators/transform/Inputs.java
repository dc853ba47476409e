package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FiniteValues;

/** Input checks shared by the transforms; every message names the operator and the value. */
public final class Inputs {

  private Inputs() {}

  /** Rejects NaN and infinite cells, naming the first offending cell. */
  public static void requireFinite(ConfiguredOperator op, Block x) {
    FiniteValues.require(op, x, "input");
  }

  /** Requires at least {@code min} rows. */
  public static void requireRows(ConfiguredOperator op, Block x, int min, String why) {
    if (x.rows() < min) {
      throw new IllegalArgumentException(
          op.label() + ": needs at least " + min + " sample(s) " + why + ", was " + x.rows());
    }
  }

  /** Requires at least {@code min} columns. */
  public static void requireCols(ConfiguredOperator op, Block x, int min, String why) {
    if (x.cols() < min) {
      throw new IllegalArgumentException(
          op.label() + ": needs at least " + min + " feature(s) " + why + ", was " + x.cols());
    }
  }

  /** Requires the width seen at fit time. */
  public static void requireWidth(ConfiguredOperator op, Block x, int fitted) {
    if (x.cols() != fitted) {
      throw new IllegalArgumentException(
          op.label() + ": fitted on " + fitted + " features, cannot apply to " + x.cols());
    }
  }

  /** The block's values as a row-major double array (float32 widened exactly). */
  public static double[] values(Block x) {
    return x.toDoubleArray();
  }

  /** A new block of {@code x}'s precision from row-major doubles (rounded when float32). */
  public static Block build(Block like, int rows, int cols, double[] values) {
    Block.Writer w = Block.writer(like.precision(), rows, cols);
    for (int i = 0; i < values.length; i++) {
      w.setFlat(i, values[i]);
    }
    return w.build();
  }

  /** True when {@code x} is stored in float32 (then arithmetic follows numpy's float32). */
  public static boolean f32(Block x) {
    return x.precision() == Precision.FLOAT32;
  }
}
