package org.spectraflow.engine.operators.model.tree;

/**
 * A fitted gradient-boosting model: the initial raw scores and, per stage, one tree per raw score
 * (one for regression and binary classification, K for K ≥ 3 classes). A prediction starts from the
 * initial scores and adds {@code learning_rate · leaf value} stage by stage. Immutable and
 * thread-safe.
 */
public final class Boosted implements ClassEnsemble {

  private final DecisionTree[][] stages;
  private final double[] init;
  private final double learningRate;
  private final int features;

  Boosted(DecisionTree[][] stages, double[] init, double learningRate, int features) {
    this.stages = stages;
    this.init = init.clone();
    this.learningRate = learningRate;
    this.features = features;
  }

  @Override
  public long retainedBytes() {
    long bytes = 16 + 8L * stages.length + 16 + 8L * init.length;
    for (DecisionTree[] stage : stages) {
      bytes += 16 + 8L * stage.length;
      for (DecisionTree tree : stage) {
        bytes += tree.retainedBytes();
      }
    }
    return bytes;
  }

  /**
   * A boosted model of {@code stages} (each {@code init.length} trees) from a model file's state.
   */
  public static Boosted of(
      DecisionTree[][] stages, double[] init, double learningRate, int features) {
    for (DecisionTree[] stage : stages) {
      if (stage.length != init.length) {
        throw new IllegalArgumentException("a boosting stage has another number of trees");
      }
    }
    if (init.length == 0 || features < 1) {
      throw new IllegalArgumentException("a boosted model needs initial scores and features");
    }
    return new Boosted(stages.clone(), init, learningRate, features);
  }

  /** The initial raw scores. */
  public double[] init() {
    return init.clone();
  }

  /** The learning rate (shrinkage) of every stage. */
  public double learningRate() {
    return learningRate;
  }

  /** The number of features the model was fitted on. */
  public int features() {
    return features;
  }

  /** The number of raw scores per row. */
  public int width() {
    return init.length;
  }

  /** The tree of stage {@code m} for raw score {@code k}. */
  public DecisionTree tree(int m, int k) {
    return stages[m][k];
  }

  /**
   * scikit-learn's {@code feature_importances_} of gradient boosting (BSD-3-Clause): the
   * unnormalised impurity decreases of every tree with more than one node, averaged and normalised
   * to sum 1. Under squared error the node values are the mean residuals the decreases need; other
   * losses replace the leaves' values by their own step, so there the figures are approximate
   * (docs/diagnostics.md §6).
   */
  public double[] featureImportances() {
    double[] mean = new double[features];
    int counted = 0;
    for (DecisionTree[] stage : stages) {
      for (DecisionTree t : stage) {
        if (t.nodeCount() <= 1) {
          continue;
        }
        double[] imp = t.impurityDecreases(features);
        for (int f = 0; f < features; f++) {
          mean[f] += imp[f];
        }
        counted++;
      }
    }
    return Forest.normalised(mean, counted);
  }

  /** The number of stages. */
  public int stages() {
    return stages.length;
  }

  /** Raw scores ({@code rows × width}, row-major) of the row-major float32 rows {@code x}. */
  public double[] raw(float[] x, int rows) {
    int k = init.length;
    double[] raw = new double[rows * k];
    for (int r = 0; r < rows; r++) {
      System.arraycopy(init, 0, raw, r * k, k);
    }
    for (DecisionTree[] stage : stages) {
      for (int c = 0; c < k; c++) {
        DecisionTree tree = stage[c];
        for (int r = 0; r < rows; r++) {
          raw[r * k + c] += learningRate * tree.value(tree.leaf(x, r * features, 1), 0);
        }
      }
    }
    return raw;
  }

  /** Class probabilities ({@code rows × classes}) from raw scores, as scikit-learn 1.9 does. */
  public double[][] probabilities(float[] x, int rows) {
    double[] raw = raw(x, rows);
    int k = init.length;
    double[][] out = new double[rows][k == 1 ? 2 : k];
    for (int r = 0; r < rows; r++) {
      if (k == 1) {
        out[r][1] = GradientBoosting.expit(raw[r]);
        out[r][0] = 1.0 - out[r][1];
      } else {
        for (int c = 0; c < k; c++) {
          out[r][c] = GradientBoosting.softmax(raw, r * k, k, c);
        }
      }
    }
    return out;
  }
}
