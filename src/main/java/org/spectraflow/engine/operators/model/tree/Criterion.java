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

  /** The weighted impurity decrease of the current split. */
  double improvement(double parent, double left, double right) {
    return (weightedNode / weightedSamples)
        * (parent - (weightedRight / weightedNode * right) - (weightedLeft / weightedNode * left));
  }
}
