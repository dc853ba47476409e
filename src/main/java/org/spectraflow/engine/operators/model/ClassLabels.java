package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import org.spectraflow.engine.operators.ConfiguredOperator;

/**
 * Class labels encoded as scikit-learn encodes them: the sorted distinct values of the first target
 * column, each row's label its index among them. Immutable.
 *
 * @param classes the sorted distinct labels
 * @param labels each row's index into {@code classes}
 */
public record ClassLabels(double[] classes, int[] labels) {

  /** The encoding of {@code y[i][0]}; at least two classes are required. */
  public static ClassLabels of(ConfiguredOperator op, double[][] y) {
    if (y[0].length != 1) {
      throw new IllegalArgumentException(
          op.label() + ": supports one target column, was " + y[0].length);
    }
    double[] classes = Arrays.stream(y).mapToDouble(r -> r[0]).distinct().sorted().toArray();
    if (classes.length < 2) {
      throw new IllegalArgumentException(
          op.label() + ": needs at least 2 classes, was " + Arrays.toString(classes));
    }
    int[] labels = new int[y.length];
    for (int i = 0; i < y.length; i++) {
      labels[i] = Arrays.binarySearch(classes, y[i][0]);
    }
    return new ClassLabels(classes, labels);
  }

  /** The class of the largest probability in each row (ties: the first, sorted order). */
  public double[][] decide(double[][] probabilities) {
    double[][] out = new double[probabilities.length][1];
    for (int i = 0; i < probabilities.length; i++) {
      out[i][0] = classes[argmax(probabilities[i])];
    }
    return out;
  }

  /** The index of the largest value of {@code v} (ties: the first). */
  public static int argmax(double[] v) {
    int best = 0;
    for (int j = 1; j < v.length; j++) {
      if (v[j] > v[best]) {
        best = j;
      }
    }
    return best;
  }

  /**
   * The predicted labels of decision values {@code d} (one column per class, or one column for two
   * classes whose sign picks the second), as scikit-learn's linear classifiers decide: one column
   * of {@code classes} values.
   */
  public static double[][] decide(double[][] d, double[] classes) {
    double[][] out = new double[d.length][1];
    for (int i = 0; i < d.length; i++) {
      int c = classes.length == 2 ? (d[i][0] > 0 ? 1 : 0) : argmax(d[i]);
      out[i][0] = classes[c];
    }
    return out;
  }

  /** The single target column {@code y[·][0]} (one target required). */
  public static double[] column(ConfiguredOperator op, double[][] y) {
    if (y[0].length != 1) {
      throw new IllegalArgumentException(
          op.label() + ": supports one target column, was " + y[0].length);
    }
    double[] out = new double[y.length];
    for (int i = 0; i < y.length; i++) {
      out[i] = y[i][0];
    }
    return out;
  }
}
