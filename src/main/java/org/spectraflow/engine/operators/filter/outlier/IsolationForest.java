package org.spectraflow.engine.operators.filter.outlier;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.model.tree.DecisionTree;
import org.spectraflow.engine.operators.model.tree.RandomForest;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;
import org.spectraflow.engine.operators.model.tree.TreeParameters;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's {@code IsolationForest} (BSD-3-Clause; Liu, Ting and Zhou, "Isolation forest",
 * ICDM 2008) with {@code max_samples='auto'}, {@code max_features=1.0}, no bootstrap and an integer
 * {@code random_state}, following scikit-learn 1.9.1's random draws so that a seeded fit grows the
 * same trees (docs/compatibility.md, filters).
 *
 * <p>Fitting on n rows (cast to float32): the targets are {@code
 * RandomState(seed).uniform(size=n)}; a second {@code RandomState(seed)} draws one {@code
 * randint(2³¹−1)} per tree. Tree t takes its {@code m = min(256, n)} rows with {@code
 * sample_without_replacement(n, m)} from {@code RandomState(seed_t)} (a permutation prefix when
 * {@code 0.01 < m/n < 0.99}, tracking selection below, reservoir sampling above), and is an {@code
 * ExtraTreeRegressor(max_features=1, max_depth=ceil(log2(max(m, 2))))} on those rows as 0/1
 * weights, seeded with {@code RandomState(seed_t).randint(2³¹−1)}. A row's path length in a tree is
 * its leaf's depth (root 1) plus {@code c(leaf size) − 1}, where {@code c(k) = 2(ln(k − 1) + γ) −
 * 2(k − 1)/k} ({@code c(1) = 0}, {@code c(2) = 1}); its score is {@code −2^(−Σ_t path_t /
 * (T·c(m)))}. The offset is numpy's linear {@code percentile} of the fit rows' scores at {@code
 * 100·contamination}; a row is an inlier when its score is not below the offset. Immutable.
 */
public final class IsolationForest {

  /** {@code np.iinfo(np.int32).max}. */
  private static final long INT32_MAX = 0x7fffffffL;

  private static final double EULER_GAMMA = 0.5772156649015329;

  private final DecisionTree[] trees;
  private final int[][] depths;
  private final double[][] pathCorrection;
  private final int features;
  private final double denominator;
  private final double offset;
  private final double[] fitScores;

  private IsolationForest(
      DecisionTree[] trees, int features, int maxSamples, double contamination, float[] fitRows) {
    this.trees = trees;
    this.features = features;
    this.depths = new int[trees.length][];
    this.pathCorrection = new double[trees.length][];
    for (int t = 0; t < trees.length; t++) {
      DecisionTree tree = trees[t];
      int nodes = tree.nodeCount();
      int[] d = new int[nodes];
      double[] c = new double[nodes];
      d[0] = 1;
      for (int node = 0; node < nodes; node++) {
        c[node] = averagePathLength(tree.nodeSamples(node));
        if (!tree.isLeaf(node)) {
          d[tree.left(node)] = d[node] + 1;
          d[tree.right(node)] = d[node] + 1;
        }
      }
      depths[t] = d;
      pathCorrection[t] = c;
    }
    this.denominator = trees.length * averagePathLength(maxSamples);
    int n = fitRows.length / features;
    this.fitScores = new double[n];
    for (int i = 0; i < n; i++) {
      fitScores[i] = scoreAt(fitRows, i * features);
    }
    this.offset = percentile(fitScores.clone(), 100.0 * contamination);
  }

  /**
   * Fits {@code nEstimators} trees on the rows of {@code x} (at least 1) with {@code contamination}
   * in (0, 0.5] and {@code seed} (numpy RandomState seed).
   */
  public static IsolationForest fit(RowMatrix x, int nEstimators, double contamination, long seed) {
    int n = x.rows();
    if (n < 1) {
      throw new IllegalArgumentException("IsolationForest needs at least 1 row");
    }
    TrainingMatrix matrix = TrainingMatrix.of(x);
    RandomState targets = new RandomState(seed);
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      y[i] = targets.randomSample();
    }
    int maxSamples = Math.min(256, n);
    int maxDepth = 32 - Integer.numberOfLeadingZeros(Math.max(maxSamples, 2) - 1);
    RandomState seeds = new RandomState(seed);
    long[] treeSeeds = new long[nEstimators];
    for (int t = 0; t < nEstimators; t++) {
      treeSeeds[t] = seeds.randint(0, INT32_MAX);
    }
    TreeParameters parameters = new TreeParameters(maxDepth, 2, 1, 0.0, 1, 0.0);
    DecisionTree[] trees = new DecisionTree[nEstimators];
    for (int t = 0; t < nEstimators; t++) {
      int[] rows = sampleWithoutReplacement(n, maxSamples, new RandomState(treeSeeds[t]));
      double[] weight = new double[n];
      for (int i : rows) {
        weight[i] += 1;
      }
      long treeSeed = new RandomState(treeSeeds[t]).randint(0, INT32_MAX);
      trees[t] = RandomForest.extraTree(matrix, y, weight, parameters, new RandomState(treeSeed));
    }
    return new IsolationForest(
        trees, x.cols(), maxSamples, contamination, TrainingMatrix.rowMajor(x));
  }

  /** The fitted offset ({@code offset_}). */
  public double offset() {
    return offset;
  }

  /** The fit rows' scores ({@code score_samples} of the training rows). */
  public double[] fitScores() {
    return fitScores.clone();
  }

  /** {@code score_samples} of each row of {@code x}: the lower, the more abnormal. */
  public double[] scores(RowMatrix x) {
    if (x.cols() != features) {
      throw new IllegalArgumentException(
          "IsolationForest was fitted on " + features + " columns, got " + x.cols());
    }
    float[] rows = TrainingMatrix.rowMajor(x);
    double[] out = new double[x.rows()];
    for (int i = 0; i < out.length; i++) {
      out[i] = scoreAt(rows, i * features);
    }
    return out;
  }

  /** True for each row of {@code x} that {@code predict} calls an inlier. */
  public boolean[] inliers(RowMatrix x) {
    double[] s = scores(x);
    boolean[] out = new boolean[s.length];
    for (int i = 0; i < s.length; i++) {
      out[i] = !(s[i] - offset < 0);
    }
    return out;
  }

  private double scoreAt(float[] rows, int base) {
    double sum = 0;
    for (int t = 0; t < trees.length; t++) {
      int leaf = trees[t].leaf(rows, base, 1);
      sum += depths[t][leaf] + pathCorrection[t][leaf] - 1.0;
    }
    double ratio = denominator != 0 ? sum / denominator : 1;
    return -Math.pow(2, -ratio);
  }

  /** {@code c(k)}: the average path length of an unsuccessful search in a k-node binary tree. */
  static double averagePathLength(int k) {
    if (k <= 1) {
      return 0.0;
    }
    if (k == 2) {
      return 1.0;
    }
    return 2.0 * (Math.log(k - 1.0) + EULER_GAMMA) - 2.0 * (k - 1.0) / k;
  }

  /** scikit-learn's {@code sample_without_replacement(n, m, method='auto')}. */
  static int[] sampleWithoutReplacement(int n, int m, RandomState rs) {
    double ratio = n != 0 ? (double) m / n : 1.0;
    if (ratio > 0.01 && ratio < 0.99) {
      return Arrays.copyOf(rs.permutation(n), m);
    }
    int[] out = new int[m];
    if (ratio < 0.2) {
      Set<Integer> selected = new HashSet<>();
      for (int i = 0; i < m; i++) {
        int j = (int) rs.randint(0, n);
        while (selected.contains(j)) {
          j = (int) rs.randint(0, n);
        }
        selected.add(j);
        out[i] = j;
      }
      return out;
    }
    for (int i = 0; i < m; i++) {
      out[i] = i;
    }
    for (int i = m; i < n; i++) {
      int j = (int) rs.randint(0, i + 1);
      if (j < m) {
        out[j] = i;
      }
    }
    return out;
  }

  /** numpy's {@code percentile(v, q)} with the default linear method. */
  static double percentile(double[] v, double q) {
    Arrays.sort(v);
    int n = v.length;
    double index = (n - 1) * (q / 100);
    double lo = Math.floor(index);
    int a = (int) Math.max(0, Math.min(lo, n - 1));
    int b = Math.min(a + 1, n - 1);
    double gamma = index - lo;
    double diff = v[b] - v[a];
    return gamma >= 0.5 ? v[b] - diff * (1 - gamma) : v[a] + diff * gamma;
  }
}
