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
