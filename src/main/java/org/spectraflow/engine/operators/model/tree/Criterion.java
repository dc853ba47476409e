package org.spectraflow.engine.operators.model.tree;

/**
 * The impurity criterion of one tree fit, as scikit-learn's {@code Criterion} (BSD licence): sums
 * over the node's rows {@code samples[start, end)}, a split position {@code pos} and the left/right
 * statistics updated incrementally while the splitter scans sorted rows. The order of every
 * floating-point operation follows scikit-learn so that sums agree to the last bit. Mutable and
 * single-threaded; one instance per fit.
 */
abstract sealed class Criterion permits SquaredError, ClassCounts {

  /** Sample weights (null: every weight is 1). */
  final double[] weight;

  /** Σ of all rows' weights (the tree's {@code weighted_n_samples}). */
  final double weightedSamples;

  int[] samples;
  int start;
  int end;
  int pos;
  double weightedNode;
  double weightedLeft;
  double weightedRight;

  Criterion(double[] weight, double weightedSamples) {
    this.weight = weight;
    this.weightedSamples = weightedSamples;
  }

  final double w(int i) {
    return weight == null ? 1.0 : weight[i];
  }

  /** Accumulates the node's totals over {@code samples[start, end)} and resets. */
  abstract void init(int[] samples, int start, int end);

  /** Moves the split position back to {@code start} (everything on the right). */
  abstract void reset();

  /** Moves the split position to {@code end} (everything on the left). */
  abstract void reverseReset();

  /** Moves the split position to {@code newPos}, from whichever end is nearer. */
  abstract void update(int newPos);

  /** The impurity of the whole node. */
  abstract double nodeImpurity();

  /** The impurities of the left and right children, into {@code out[0]} and {@code out[1]}. */
  abstract void childrenImpurity(double[] out);

  /** The node's value into {@code dest} (mean target, or weighted class counts). */
  abstract void nodeValue(double[] dest, int offset);

  /** A quantity that ranks splits as {@link #improvement} does, cheaper to compute. */
  double proxyImprovement(double[] scratch) {
    childrenImpurity(scratch);
    return -weightedRight * scratch[1] - weightedLeft * scratch[0];
  }

  /** The best proxy found by the last {@link #scan} (the {@code bestProxy} given when none). */
  double scanProxy;

  /**
   * Scans the node's rows {@code rows[start, end)}, sorted by a feature whose values are {@code
   * vals[start, end)}, as scikit-learn's best splitter does: every position between values more
   * than {@code tie} apart that leaves {@code minSamplesLeaf} rows and {@code minWeightLeaf} weight
   * on each side, keeping the first position whose proxy improvement exceeds {@code bestProxy}.
   * Returns that position (its proxy in {@link #scanProxy}), or −1 when none exceeds it. Reads
   * {@code rows} as the node's samples from then on.
   */
  int scan(
      int[] rows,
      float[] vals,
      int minSamplesLeaf,
      double minWeightLeaf,
      double bestProxy,
      float tie,
      double[] scratch) {
    samples = rows;
    reset();
    int best = -1;
    int p = start;
    while (p < end) {
      while (p + 1 < end && vals[p + 1] <= vals[p] + tie) {
        p++;
      }
      p++;
      if (p >= end) {
        continue;
      }
      if (p - start < minSamplesLeaf || end - p < minSamplesLeaf) {
        continue;
      }
      update(p);
      if (weightedLeft < minWeightLeaf || weightedRight < minWeightLeaf) {
        continue;
      }
      double proxy = proxyImprovement(scratch);
      if (proxy > bestProxy) {
        bestProxy = proxy;
        best = p;
      }
    }
    scanProxy = bestProxy;
    return best;
  }

  /** The weighted impurity decrease of the current split. */
  double improvement(double parent, double left, double right) {
    return (weightedNode / weightedSamples)
        * (parent - (weightedRight / weightedNode * right) - (weightedLeft / weightedNode * left));
  }
}
