package org.spectraflow.engine.model;

import org.spectraflow.engine.data.Block;

/**
 * The ranges a fitted pipeline was trained on: per feature the smallest and largest raw value over
 * the training spectra, and per target column the smallest and largest target, with the number of
 * training samples. A model file records them (docs/model-file.md) so that a prediction can tell
 * new samples outside what the model has seen. Immutable: arrays are copied in and out.
 *
 * @param samples the number of training samples
 * @param xMin per feature, the smallest training value
 * @param xMax per feature, the largest training value
 * @param yMin per target column, the smallest training target
 * @param yMax per target column, the largest training target
 */
public record TrainingRanges(
    int samples, double[] xMin, double[] xMax, double[] yMin, double[] yMax) {

  /** Checks the lengths; copies the arrays. */
  public TrainingRanges {
    if (samples < 0 || xMin.length != xMax.length || yMin.length != yMax.length) {
      throw new IllegalArgumentException("training ranges of mismatched lengths");
    }
    xMin = xMin.clone();
    xMax = xMax.clone();
    yMin = yMin.clone();
    yMax = yMax.clone();
  }

  /** The ranges of the training spectra {@code x} and targets {@code y} (rows × columns). */
  public static TrainingRanges of(Block x, double[][] y) {
    int p = x.cols();
    double[] lo = new double[p];
    double[] hi = new double[p];
    java.util.Arrays.fill(lo, Double.POSITIVE_INFINITY);
    java.util.Arrays.fill(hi, Double.NEGATIVE_INFINITY);
    double[] row = new double[p];
    for (int i = 0; i < x.rows(); i++) {
      x.copyRow(i, row);
      for (int j = 0; j < p; j++) {
        lo[j] = Math.min(lo[j], row[j]);
        hi[j] = Math.max(hi[j], row[j]);
      }
    }
    int q = y.length == 0 ? 0 : y[0].length;
    double[] ylo = new double[q];
    double[] yhi = new double[q];
    java.util.Arrays.fill(ylo, Double.POSITIVE_INFINITY);
    java.util.Arrays.fill(yhi, Double.NEGATIVE_INFINITY);
    for (double[] r : y) {
      for (int c = 0; c < q; c++) {
        ylo[c] = Math.min(ylo[c], r[c]);
        yhi[c] = Math.max(yhi[c], r[c]);
      }
    }
    return new TrainingRanges(x.rows(), lo, hi, ylo, yhi);
  }

  @Override
  public double[] xMin() {
    return xMin.clone();
  }

  @Override
  public double[] xMax() {
    return xMax.clone();
  }

  @Override
  public double[] yMin() {
    return yMin.clone();
  }

  @Override
  public double[] yMax() {
    return yMax.clone();
  }
}
