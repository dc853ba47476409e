package org.spectraflow.engine.diagnostics;

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
 * @param samples each prediction's dataset sample id (0-based, over every partition; the ids the
 *     spectra view and the diagnostics use), or empty when unknown; not part of any score
 */
public record TestPredictions(double[] yTrue, double[] yPred, List<String> classes, int[] samples) {

  /** No predictions (a partition without samples). */
  public static final TestPredictions EMPTY = new TestPredictions(new double[0], new double[0]);

  /** Requires equal lengths and copies. */
  public TestPredictions {
    if (yTrue.length != yPred.length) {
      throw new IllegalArgumentException(
          "y_true has " + yTrue.length + " values but y_pred " + yPred.length);
    }
    if (samples.length != 0 && samples.length != yTrue.length) {
      throw new IllegalArgumentException(
          samples.length + " sample ids for " + yTrue.length + " predictions");
    }
    yTrue = yTrue.clone();
    yPred = yPred.clone();
    classes = List.copyOf(classes);
    samples = samples.clone();
  }

  /** Predictions without sample ids. */
  public TestPredictions(double[] yTrue, double[] yPred, List<String> classes) {
    this(yTrue, yPred, classes, new int[0]);
  }

  /** The same predictions naming their dataset samples {@code ids} (one per prediction). */
  public TestPredictions withSamples(int[] ids) {
    return new TestPredictions(yTrue, yPred, classes, ids);
  }

  /**
   * The dataset sample id of prediction {@code i}, or -1 when the ids are unknown.
   *
   * @param i a prediction's position
   */
  public int sample(int i) {
    return samples.length == 0 ? -1 : samples[i];
  }

  @Override
  public int[] samples() {
    return samples.clone();
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
        && classes.equals(p.classes)
        && Arrays.equals(samples, p.samples);
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
