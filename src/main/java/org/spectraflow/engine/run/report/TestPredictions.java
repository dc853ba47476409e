package org.spectraflow.engine.run.report;

import java.util.Arrays;

/**
 * A model's predictions on the test partition next to the truth, in sample order (first target
 * column), for predicted-versus-actual plots. Arrays are copied in and out.
 *
 * @param yTrue the targets, in target units
 * @param yPred the predictions, in target units (inverse-transformed after a y_processing)
 */
public record TestPredictions(double[] yTrue, double[] yPred) {

  /** No predictions (a partition without samples). */
  public static final TestPredictions EMPTY = new TestPredictions(new double[0], new double[0]);

  /** Requires equal lengths and copies. */
  public TestPredictions {
    if (yTrue.length != yPred.length) {
      throw new IllegalArgumentException(
          "y_true has " + yTrue.length + " values but y_pred " + yPred.length);
    }
    yTrue = yTrue.clone();
    yPred = yPred.clone();
  }

  @Override
  public double[] yTrue() {
    return yTrue.clone();
  }

  @Override
  public double[] yPred() {
    return yPred.clone();
  }

  /** Number of samples. */
  public int size() {
    return yTrue.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TestPredictions p
        && Arrays.equals(yTrue, p.yTrue)
        && Arrays.equals(yPred, p.yPred);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(yTrue) + Arrays.hashCode(yPred);
  }

  @Override
  public String toString() {
    return "TestPredictions[" + yTrue.length + " samples]";
  }
}
