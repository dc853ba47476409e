package org.spectraflow.engine.operators.model.hist;

import java.util.List;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.model.StateChecks;

/**
 * Histogram gradient boosting fits as plain data (docs/model-file.md, kind {@code hist_boosted}):
 * the per-score baselines and each tree's node arrays as one row per tree of ragged matrices
 * ({@code tree_feature}, {@code tree_threshold}, {@code tree_left}, {@code tree_right}, {@code
 * tree_value}; stage-major, score {@code k} of stage {@code m} at row {@code m·K + k}), and back.
 * Stateless.
 */
final class HistStates {

  static final String KIND = "hist_boosted";

  private HistStates() {}

  /** The state of {@code stages} trees per stage ({@code K = baseline.length} each). */
  static FittedState of(String operator, int features, double[] baseline, List<HistTree[]> stages) {
    int k = baseline.length;
    int n = stages.size() * k;
    double[][][] parts = new double[5][n][];
    for (int m = 0; m < stages.size(); m++) {
      for (int c = 0; c < k; c++) {
        double[][] rows = stages.get(m)[c].rows();
        for (int a = 0; a < 5; a++) {
          parts[a][m * k + c] = rows[a];
        }
      }
    }
    return FittedState.of(KIND)
        .with("operator", operator)
        .with("features", (double) features)
        .with("stages", (double) stages.size())
        .with("baseline", baseline)
        .with("tree_feature", parts[0])
        .with("tree_threshold", parts[1])
        .with("tree_left", parts[2])
        .with("tree_right", parts[3])
        .with("tree_value", parts[4]);
  }

  /** The trees of {@code s}, one array of {@code K} per stage, checked for consistency. */
  static HistTree[][] trees(FittedState s) {
    StateChecks.kind(s, KIND);
    int features = StateChecks.count(s, "features");
    int stages = StateChecks.count(s, "stages");
    int k = s.vector("baseline").length;
    double[][] feature = s.matrix("tree_feature");
    double[][] threshold = s.matrix("tree_threshold");
    double[][] left = s.matrix("tree_left");
    double[][] right = s.matrix("tree_right");
    double[][] value = s.matrix("tree_value");
    int n = stages * k;
    StateChecks.same(s, "tree_feature rows", feature.length, n);
    StateChecks.same(s, "tree_threshold rows", threshold.length, n);
    StateChecks.same(s, "tree_left rows", left.length, n);
    StateChecks.same(s, "tree_right rows", right.length, n);
    StateChecks.same(s, "tree_value rows", value.length, n);
    HistTree[][] out = new HistTree[stages][k];
    for (int t = 0; t < n; t++) {
      int nodes = value[t].length;
      StateChecks.same(s, "tree " + t + " feature count", feature[t].length, nodes);
      StateChecks.same(s, "tree " + t + " threshold count", threshold[t].length, nodes);
      StateChecks.same(s, "tree " + t + " left count", left[t].length, nodes);
      StateChecks.same(s, "tree " + t + " right count", right[t].length, nodes);
      int[] f = StateChecks.ints(s, "tree_feature", feature[t]);
      int[] l = StateChecks.ints(s, "tree_left", left[t]);
      int[] r = StateChecks.ints(s, "tree_right", right[t]);
      for (int i = 0; i < nodes; i++) {
        if (l[i] >= 0
            && (l[i] >= nodes || r[i] < 0 || r[i] >= nodes || f[i] < 0 || f[i] >= features)) {
          throw new IllegalArgumentException(
              s.kind() + ": tree " + t + " node " + i + " points outside the tree or the features");
        }
      }
      out[t / k][t % k] = new HistTree(f, threshold[t], l, r, value[t]);
    }
    return out;
  }
}
