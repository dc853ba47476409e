package org.spectraflow.engine.operators.model.tree;

import java.util.Arrays;

/**
 * scikit-learn's {@code ClassificationCriterion} for one target: weighted class counts of the node,
 * left and right. {@link Gini} and {@link Entropy} differ only in the impurity of a count vector.
 * Node values are the weighted class counts (scikit-learn 1.2 stores counts; the tree normalises
 * them when predicting probabilities).
 */
abstract sealed class ClassCounts extends Criterion permits ClassCounts.Gini, ClassCounts.Entropy {

  private final int[] label;
  final int classes;
  final double[] sumTotal;
  final double[] sumLeft;
  final double[] sumRight;

  ClassCounts(int[] label, int classes, double[] weight, double weightedSamples) {
    super(weight, weightedSamples);
    this.label = label;
    this.classes = classes;
    sumTotal = new double[classes];
    sumLeft = new double[classes];
    sumRight = new double[classes];
  }

  @Override
  void init(int[] samples, int start, int end) {
    this.samples = samples;
    this.start = start;
    this.end = end;
    Arrays.fill(sumTotal, 0.0);
    double wn = 0.0;
    for (int p = start; p < end; p++) {
      int i = samples[p];
      double w = w(i);
      sumTotal[label[i]] += w;
      wn += w;
    }
    weightedNode = wn;
    reset();
  }

  @Override
  void reset() {
    pos = start;
    weightedLeft = 0.0;
    weightedRight = weightedNode;
    Arrays.fill(sumLeft, 0.0);
    System.arraycopy(sumTotal, 0, sumRight, 0, classes);
  }

  @Override
  void reverseReset() {
    pos = end;
    weightedLeft = weightedNode;
    weightedRight = 0.0;
    Arrays.fill(sumRight, 0.0);
    System.arraycopy(sumTotal, 0, sumLeft, 0, classes);
  }

  @Override
  void update(int newPos) {
    if (newPos - pos <= end - newPos) {
      for (int p = pos; p < newPos; p++) {
        int i = samples[p];
        double w = w(i);
        sumLeft[label[i]] += w;
        weightedLeft += w;
      }
    } else {
      reverseReset();
      for (int p = end - 1; p >= newPos; p--) {
        int i = samples[p];
        double w = w(i);
        sumLeft[label[i]] -= w;
        weightedLeft -= w;
      }
    }
    weightedRight = weightedNode - weightedLeft;
    for (int c = 0; c < classes; c++) {
      sumRight[c] = sumTotal[c] - sumLeft[c];
    }
    pos = newPos;
  }

  @Override
  final double nodeImpurity() {
    return impurity(sumTotal, weightedNode);
  }

  @Override
  final void childrenImpurity(double[] out) {
    out[0] = impurity(sumLeft, weightedLeft);
    out[1] = impurity(sumRight, weightedRight);
  }

  @Override
  final void nodeValue(double[] dest, int offset) {
    System.arraycopy(sumTotal, 0, dest, offset, classes);
  }

  /** The impurity of the class counts {@code counts} whose weights sum to {@code total}. */
  abstract double impurity(double[] counts, double total);

  /** Gini impurity {@code 1 − Σ count²/W²}. */
  static final class Gini extends ClassCounts {

    Gini(int[] label, int classes, double[] weight, double weightedSamples) {
      super(label, classes, weight, weightedSamples);
    }

    @Override
    double impurity(double[] counts, double total) {
      double sq = 0.0;
      for (int c = 0; c < classes; c++) {
        sq += counts[c] * counts[c];
      }
      return 1.0 - sq / (total * total);
    }
  }

  /** Shannon entropy in bits, {@code −Σ p·log2 p} over the classes present. */
  static final class Entropy extends ClassCounts {

    private static final double LN2 = Math.log(2.0);

    Entropy(int[] label, int classes, double[] weight, double weightedSamples) {
      super(label, classes, weight, weightedSamples);
    }

    @Override
    double impurity(double[] counts, double total) {
      double entropy = 0.0;
      for (int c = 0; c < classes; c++) {
        double f = counts[c];
        if (f > 0.0) {
          f /= total;
          entropy -= f * (Math.log(f) / LN2);
        }
      }
      return entropy;
    }
  }
}
