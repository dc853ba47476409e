package org.spectraflow.engine.operators.model.tree;

import org.spectraflow.engine.data.RowMatrix;

/**
 * Training features cast to float32 as scikit-learn casts them, stored feature-major ({@code
 * x[f·rows + i]}) so that copying one feature of a node's rows reads one short column. Immutable
 * once built (the array is never exposed).
 */
public final class TrainingMatrix {

  private final float[] x;
  private final int rows;
  private final int features;

  private TrainingMatrix(float[] x, int rows, int features) {
    this.x = x;
    this.rows = rows;
    this.features = features;
  }

  /** The float32 feature-major copy of {@code m}. */
  public static TrainingMatrix of(RowMatrix m) {
    int n = m.rows();
    int p = m.cols();
    float[] x = new float[n * p];
    double[] row = new double[p];
    for (int i = 0; i < n; i++) {
      m.copyRow(i, row, 0);
      for (int f = 0; f < p; f++) {
        x[f * n + i] = (float) row[f];
      }
    }
    return new TrainingMatrix(x, n, p);
  }

  /** The number of rows. */
  public int rows() {
    return rows;
  }

  /** The number of features. */
  public int features() {
    return features;
  }

  float[] values() {
    return x;
  }

  /** The rows of {@code m} as a row-major float32 array (for prediction). */
  public static float[] rowMajor(RowMatrix m) {
    int p = m.cols();
    float[] out = new float[m.rows() * p];
    double[] row = new double[p];
    for (int i = 0; i < m.rows(); i++) {
      m.copyRow(i, row, 0);
      for (int f = 0; f < p; f++) {
        out[i * p + f] = (float) row[f];
      }
    }
    return out;
  }
}
