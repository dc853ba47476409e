package org.spectraflow.engine.diagnostics;

import java.util.Arrays;

/**
 * A model's sample-level predictions beyond the test scores (docs/diagnostics.md §6, the residuals
 * of any model): the out-of-fold prediction of every validated training sample with its fold, in
 * fold order, and the sample ids of the test partition in the order of the report's test
 * predictions. Sample ids are the dataset's (0-based, over every partition). Immutable; arrays
 * copied in and out.
 *
 * @param samples the validated training samples' ids
 * @param folds the fold (0-based) that validated each
 * @param yTrue their targets, in target units
 * @param yPred their out-of-fold predictions, in target units
 * @param testSamples the test samples' ids
 */
public record SamplePredictions(
    int[] samples, int[] folds, double[] yTrue, double[] yPred, int[] testSamples) {

  /** Requires equal lengths; copies. */
  public SamplePredictions {
    int n = samples.length;
    if (folds.length != n || yTrue.length != n || yPred.length != n) {
      throw new IllegalArgumentException(
          "sample predictions need one fold, truth and prediction each");
    }
    samples = samples.clone();
    folds = folds.clone();
    yTrue = yTrue.clone();
    yPred = yPred.clone();
    testSamples = testSamples.clone();
  }

  @Override
  public int[] samples() {
    return samples.clone();
  }

  @Override
  public int[] folds() {
    return folds.clone();
  }

  @Override
  public double[] yTrue() {
    return yTrue.clone();
  }

  @Override
  public double[] yPred() {
    return yPred.clone();
  }

  @Override
  public int[] testSamples() {
    return testSamples.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SamplePredictions s
        && Arrays.equals(samples, s.samples)
        && Arrays.equals(folds, s.folds)
        && Arrays.equals(yTrue, s.yTrue)
        && Arrays.equals(yPred, s.yPred)
        && Arrays.equals(testSamples, s.testSamples);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(samples) * 31 + Arrays.hashCode(yPred);
  }

  @Override
  public String toString() {
    return "SamplePredictions[" + samples.length + " validated, " + testSamples.length + " test]";
  }
}
