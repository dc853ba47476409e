package org.spectraflow.engine.operators.model.tree;

/**
 * A fitted binary decision tree in scikit-learn's array form: nodes in creation (pre-order) order,
 * node 0 the root; a leaf has feature −2. A row goes left when its float32 value of {@code feature}
 * (widened to double) is {@code ≤ threshold}. Each node holds {@code valueWidth} values (the mean
 * target, or weighted class counts). Immutable and thread-safe once built.
 */
public final class DecisionTree {

  /** The feature of a leaf. */
  public static final int LEAF = -2;

  private final int[] feature;
  private final double[] threshold;
  private final int[] left;
  private final int[] right;
  private final double[] value;
  private final int[] nodeSamples;
  private final double[] weightedNodeSamples;
  private final int valueWidth;

  DecisionTree(
      int[] feature,
      double[] threshold,
      int[] left,
      int[] right,
      double[] value,
      int[] nodeSamples,
      double[] weightedNodeSamples,
      int valueWidth) {
    this.feature = feature;
    this.threshold = threshold;
    this.left = left;
    this.right = right;
    this.value = value;
    this.nodeSamples = nodeSamples;
    this.weightedNodeSamples = weightedNodeSamples;
    this.valueWidth = valueWidth;
  }

  /**
   * A tree rebuilt from its node arrays (a model file's state, docs/model-file.md): it predicts as
   * the tree they came from. The per-node sample counts are not kept (prediction never reads them).
   *
   * @throws IllegalArgumentException when the arrays' lengths disagree or a child is out of range
   */
  public static DecisionTree of(
      int[] feature, double[] threshold, int[] left, int[] right, double[] value, int valueWidth) {
    int n = feature.length;
    if (threshold.length != n
        || left.length != n
        || right.length != n
        || valueWidth < 1
        || value.length != (long) n * valueWidth) {
      throw new IllegalArgumentException("a tree's node arrays differ in length");
    }
    for (int i = 0; i < n; i++) {
      if (feature[i] != LEAF
          && (feature[i] < 0 || left[i] <= i || right[i] <= i || left[i] >= n || right[i] >= n)) {
        throw new IllegalArgumentException("a tree node has children out of range");
      }
    }
    return new DecisionTree(
        feature.clone(),
        threshold.clone(),
        left.clone(),
        right.clone(),
        value.clone(),
        new int[n],
        new double[n],
        valueWidth);
  }

  /** The left child of {@code node} (−1 for a leaf). */
  public int left(int node) {
    return left[node];
  }

  /** The right child of {@code node} (−1 for a leaf). */
  public int right(int node) {
    return right[node];
  }

  /**
   * Estimated heap bytes of the tree's node arrays (a 16-byte header per array plus its elements),
   * for the byte bound of kept fits.
   */
  public long retainedBytes() {
    long header = 16;
    return 7 * header
        + 4L * (feature.length + left.length + right.length + nodeSamples.length)
        + 8L * (threshold.length + value.length + weightedNodeSamples.length);
  }

  /** The number of nodes. */
  public int nodeCount() {
    return feature.length;
  }

  /** The split feature of {@code node}, or {@link #LEAF}. */
  public int feature(int node) {
    return feature[node];
  }

  /** The split threshold of {@code node} (−2 for a leaf). */
  public double threshold(int node) {
    return threshold[node];
  }

  /** The {@code k}-th value of {@code node}. */
  public double value(int node, int k) {
    return value[node * valueWidth + k];
  }

  /** The number of distinct training rows that reached {@code node}. */
  public int nodeSamples(int node) {
    return nodeSamples[node];
  }

  /** The summed weight of the training rows that reached {@code node}. */
  public double weightedNodeSamples(int node) {
    return weightedNodeSamples[node];
  }

  /** The number of values per node. */
  public int valueWidth() {
    return valueWidth;
  }

  /**
   * The leaf reached by the sample whose value of feature f is {@code x[base + f·stride]}
   * (row-major rows: base = r·p, stride 1; feature-major training data: base = i, stride n).
   */
  public int leaf(float[] x, int base, int stride) {
    int node = 0;
    while (feature[node] != LEAF) {
      node = x[base + feature[node] * stride] <= threshold[node] ? left[node] : right[node];
    }
    return node;
  }

  /** A copy of this tree whose single value per node is {@code values[node]}. */
  DecisionTree withValues(double[] values) {
    return new DecisionTree(
        feature, threshold, left, right, values.clone(), nodeSamples, weightedNodeSamples, 1);
  }

  /**
   * The tree's impurity-based feature importances under squared error, not normalised
   * (scikit-learn's {@code compute_feature_importances(normalize=False)}, BSD-3-Clause): for every
   * split node the weighted decrease of the sum of squares, which for the node means μ and weights
   * w of its children is {@code w_L·w_R/w_t · (μ_L − μ_R)²}, summed per feature and divided by the
   * root's weight. Uses the first value of each node (the mean target of a regression tree).
   */
  public double[] impurityDecreases(int features) {
    double[] out = new double[features];
    for (int n = 0; n < feature.length; n++) {
      if (feature[n] == LEAF) {
        continue;
      }
      double wl = weightedNodeSamples[left[n]];
      double wr = weightedNodeSamples[right[n]];
      double wt = weightedNodeSamples[n];
      double d = value(left[n], 0) - value(right[n], 0);
      out[feature[n]] += wl * wr / wt * d * d;
    }
    double root = weightedNodeSamples[0];
    for (int f = 0; f < features; f++) {
      out[f] /= root;
    }
    return out;
  }

  /** Whether {@code node} is a leaf. */
  public boolean isLeaf(int node) {
    return feature[node] == LEAF;
  }
}
