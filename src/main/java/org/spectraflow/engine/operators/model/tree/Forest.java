package org.spectraflow.engine.operators.model.tree;

import java.util.Arrays;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * A fitted random forest: its trees in fit order. Regression predictions are {@code (Σ_t tree_t(x))
 * / T} summed in tree order; class probabilities average the trees' normalised leaf counts the same
 * way. Immutable and thread-safe.
 */
public final class Forest implements ClassEnsemble {

  private final DecisionTree[] trees;
  private final int features;
  private final int classes;

  Forest(DecisionTree[] trees, int features, int classes) {
    this.trees = trees;
    this.features = features;
    this.classes = classes;
  }

  /** A forest of {@code trees} (a model file's state); {@code classes} 0 for a regressor. */
  public static Forest of(DecisionTree[] trees, int features, int classes) {
    if (trees.length == 0 || features < 1 || classes < 0) {
      throw new IllegalArgumentException("a forest needs trees and features");
    }
    return new Forest(trees.clone(), features, classes);
  }

  /** The number of classes (0 for a regressor). */
  public int classes() {
    return classes;
  }

  /** The number of features the forest was fitted on. */
  public int features() {
    return features;
  }

  /** Tree {@code t} (0-based, fit order). */
  public DecisionTree tree(int t) {
    return trees[t];
  }

  @Override
  public long retainedBytes() {
    long bytes = 16 + 8L * trees.length;
    for (DecisionTree tree : trees) {
      bytes += tree.retainedBytes();
    }
    return bytes;
  }

  /**
   * scikit-learn's {@code feature_importances_} of a regression forest (BSD-3-Clause): each tree's
   * impurity decreases normalised to sum 1, averaged over the trees with more than one node, and
   * normalised again; zeros when no tree split.
   */
  public double[] featureImportances() {
    double[] mean = new double[features];
    int counted = 0;
    for (DecisionTree t : trees) {
      if (t.nodeCount() <= 1) {
        continue;
      }
      double[] imp = t.impurityDecreases(features);
      double sum = java.util.Arrays.stream(imp).sum();
      for (int f = 0; f < features; f++) {
        mean[f] += sum > 0 ? imp[f] / sum : imp[f];
      }
      counted++;
    }
    return normalised(mean, counted);
  }

  /** {@code v / count}, then divided by its sum (zeros when there is nothing). */
  static double[] normalised(double[] v, int count) {
    if (count == 0) {
      return new double[v.length];
    }
    double sum = 0;
    for (int f = 0; f < v.length; f++) {
      v[f] /= count;
      sum += v[f];
    }
    if (sum > 0) {
      for (int f = 0; f < v.length; f++) {
        v[f] /= sum;
      }
    }
    return v;
  }

  /** The number of trees. */
  public int size() {
    return trees.length;
  }

  /** Mean predictions of the row-major float32 rows {@code x} ({@code rows × features}). */
  public double[] predict(float[] x, int rows) {
    double[] out = new double[rows];
    for (DecisionTree tree : trees) {
      for (int r = 0; r < rows; r++) {
        out[r] += tree.value(tree.leaf(x, r * features, 1), 0);
      }
    }
    for (int r = 0; r < rows; r++) {
      out[r] /= trees.length;
    }
    return out;
  }

  /** Mean class probabilities ({@code rows × classes}) of the row-major float32 rows. */
  public double[][] probabilities(float[] x, int rows) {
    double[][] out = new double[rows][classes];
    double[] counts = new double[classes];
    for (DecisionTree tree : trees) {
      for (int r = 0; r < rows; r++) {
        int leaf = tree.leaf(x, r * features, 1);
        for (int c = 0; c < classes; c++) {
          counts[c] = tree.value(leaf, c);
        }
        double total = Sums.pw(counts, false);
        double norm = total == 0.0 ? 1.0 : total;
        for (int c = 0; c < classes; c++) {
          out[r][c] += counts[c] / norm;
        }
      }
    }
    for (double[] row : out) {
      for (int c = 0; c < classes; c++) {
        row[c] /= trees.length;
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "Forest" + Arrays.asList(trees.length, features, classes);
  }
}
