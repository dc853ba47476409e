package org.spectraflow.engine.run.report;

import java.util.Arrays;
import java.util.List;

/**
 * A model's predictions on the test partition next to the truth, in sample order (first target
 * column), for predicted-versus-actual plots. Arrays are copied in and out. For a classification
 * target loaded as labels, {@code classes} names each class code so that reports can write the
 * labels the user's file holds rather than the codes (see {@link #label}).
 *
 * @param yTrue the targets, in target units (class codes for an encoded classification target)
 * @param yPred the predictions, in target units (inverse-transformed after a y_processing)
 * @param classes the label of each class code, empty when the target was kept numeric
 */
public record TestPredictions(double[] yTrue, double[] yPred, List<String> classes) {

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
    classes = List.copyOf(classes);
  }

  /** Predictions of a numeric target (no class labels). */
  public TestPredictions(double[] yTrue, double[] yPred) {
    this(yTrue, yPred, List.of());
  }

  /**
   * The label of value {@code v}: the class label when {@code v} is a class code of {@link
   * #classes}, else null (the value is its own label).
   */
  public String label(double v) {
    if (v == Math.rint(v) && v >= 0 && v < classes.size()) {
      return classes.get((int) v);
    }
    return null;
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
        && Arrays.equals(yPred, p.yPred)
        && classes.equals(p.classes);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * Arrays.hashCode(yTrue) + Arrays.hashCode(yPred)) + classes.hashCode();
  }

  @Override
  public String toString() {
    return "TestPredictions[" + yTrue.length + " samples]";
  }
}
