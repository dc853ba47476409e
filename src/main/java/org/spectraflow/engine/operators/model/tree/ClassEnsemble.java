package org.spectraflow.engine.operators.model.tree;

/**
 * A fitted tree ensemble that gives class probabilities (a random forest or gradient boosting of
 * classification): one row of probabilities per sample, columns in the sorted order of the classes
 * it was fitted on.
 */
public interface ClassEnsemble {

  /** The number of features the ensemble was fitted on. */
  int features();

  /** Class probabilities of {@code rows} samples stored row-major in {@code x} (float32). */
  double[][] probabilities(float[] x, int rows);

  /** Estimated heap bytes of the fitted trees (their node arrays). */
  long retainedBytes();
}
