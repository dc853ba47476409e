package org.spectraflow.engine.operators.model.hist;

/**
 * One fitted histogram tree, as scikit-learn's {@code TreePredictor} holds it: node arrays where a
 * row goes left iff its value of {@code feature[node]} is {@code <= threshold[node]}, and leaf
 * values already multiplied by the learning rate. Immutable (the arrays are not exposed).
 */
final class HistTree {

  private final int[] feature;
  private final double[] threshold;
  private final int[] left;
  private final int[] right;
  private final double[] value;

  HistTree(int[] feature, double[] threshold, int[] left, int[] right, double[] value) {
    this.feature = feature;
    this.threshold = threshold;
    this.left = left;
    this.right = right;
    this.value = value;
  }

  /** The leaf value reached by {@code row}. */
  double predict(double[] row) {
    int node = 0;
    while (left[node] >= 0) {
      node = row[feature[node]] <= threshold[node] ? left[node] : right[node];
    }
    return value[node];
  }

  /** The node arrays as rows of a state: feature, threshold, left, right, value. */
  double[][] rows() {
    double[] f = new double[feature.length];
    double[] l = new double[left.length];
    double[] r = new double[right.length];
    for (int i = 0; i < f.length; i++) {
      f[i] = feature[i];
      l[i] = left[i];
      r[i] = right[i];
    }
    return new double[][] {f, threshold.clone(), l, r, value.clone()};
  }

  /** The number of nodes. */
  int nodes() {
    return value.length;
  }

  /** Heap bytes of the arrays (headers included). */
  long bytes() {
    return 5L * 16 + (long) value.length * (4 + 8 + 4 + 4 + 8);
  }
}
