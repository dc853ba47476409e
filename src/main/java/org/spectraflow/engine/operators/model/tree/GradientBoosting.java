package org.spectraflow.engine.operators.model.tree;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn 1.9's gradient boosting fit (BSD licence): squared error for regression, binomial
 * and multinomial deviance for classification. One RandomState is shared by all stages; a stage
 * draws its bag ({@code uniform(size=n)}, then Knuth's selection sampling) when {@code subsample <
 * 1}, then one tree seed per class. Leaves of classification trees are replaced by a Newton step
 * over their in-bag rows. Raw scores are updated for every row.
 */
public final class GradientBoosting {

  private static final double EPS = Math.ulp(1.0);

  private GradientBoosting() {}

  /** A boosted regressor (squared error) on targets {@code y}. */
  public static Boosted regressor(
      TrainingMatrix x, double[] y, BoostingSettings s, RandomState rs, BooleanSupplier cancelled) {
    int n = x.rows();
    double init = s.zeroInit() ? 0.0 : Sums.pw(y, false) / n;
    double[] raw = new double[n];
    Arrays.fill(raw, init);
    TreeGrower grower = new TreeGrower(x, s.tree(), s.criterion());
    DecisionTree[][] stages = new DecisionTree[s.stages()][1];
    double[] residual = new double[n];
    for (int m = 0; m < s.stages(); m++) {
      RandomForest.checkCancelled(cancelled);
      double[] weight = bag(n, s.subsample(), rs);
      for (int i = 0; i < n; i++) {
        residual[i] = y[i] - raw[i];
      }
      DecisionTree tree = grower.regression(residual, weight, rs);
      addStage(x, tree, s.learningRate(), raw, 1, 0);
      stages[m][0] = tree;
    }
    return new Boosted(stages, new double[] {init}, s.learningRate(), x.features());
  }

  /** A boosted classifier (log loss) on labels in [0, classes), classes ≥ 2. */
  public static Boosted classifier(
      TrainingMatrix x,
      int[] label,
      int classes,
      BoostingSettings s,
      RandomState rs,
      BooleanSupplier cancelled) {
    int n = x.rows();
    int k = classes == 2 ? 1 : classes;
    double[] init = initialScores(label, classes, s.zeroInit());
    double[] raw = new double[n * k];
    for (int i = 0; i < n; i++) {
      System.arraycopy(init, 0, raw, i * k, k);
    }
    TreeGrower grower = new TreeGrower(x, s.tree(), s.criterion());
    DecisionTree[][] stages = new DecisionTree[s.stages()][k];
    double[] residual = new double[n];
    double[] target = new double[n];
    for (int m = 0; m < s.stages(); m++) {
      RandomForest.checkCancelled(cancelled);
      double[] weight = bag(n, s.subsample(), rs);
      double[] start = raw.clone();
      for (int c = 0; c < k; c++) {
        for (int i = 0; i < n; i++) {
          target[i] = k == 1 ? label[i] : (label[i] == c ? 1.0 : 0.0);
          residual[i] =
              k == 1
                  ? -binomialGradient(target[i], start[i])
                  : target[i] - softmax(start, i * k, k, c);
        }
        DecisionTree tree = grower.regression(residual, weight, rs);
        tree = newtonLeaves(x, tree, target, residual, weight, k == 1 ? 1.0 : (k - 1.0) / k);
        addStage(x, tree, s.learningRate(), raw, k, c);
        stages[m][c] = tree;
      }
    }
    return new Boosted(stages, init, s.learningRate(), x.features());
  }

  /** In-bag weights (1 in the bag, 0 outside), or null when {@code subsample == 1}. */
  private static double[] bag(int n, double subsample, RandomState rs) {
    if (subsample >= 1.0) {
      return null;
    }
    int inBag = Math.max(1, (int) (subsample * n));
    double[] u = new double[n];
    for (int i = 0; i < n; i++) {
      u[i] = NumpyDraws.randomSample(rs);
    }
    double[] w = new double[n];
    int bagged = 0;
    for (int i = 0; i < n; i++) {
      if (u[i] * (n - i) < inBag - bagged) {
        w[i] = 1.0;
        bagged++;
      }
    }
    return w;
  }

  private static void addStage(
      TrainingMatrix x, DecisionTree tree, double rate, double[] raw, int k, int c) {
    int n = x.rows();
    for (int i = 0; i < n; i++) {
      raw[i * k + c] += rate * tree.value(tree.leaf(x.values(), i, n), 0);
    }
  }

  /** Leaf values {@code scale·Σw·r / Σw·(y−r)(1−y+r)} over each leaf's in-bag rows. */
  private static DecisionTree newtonLeaves(
      TrainingMatrix x, DecisionTree tree, double[] y, double[] r, double[] weight, double scale) {
    int n = x.rows();
    int[] leafOf = new int[n];
    int[] perLeaf = new int[tree.nodeCount()];
    for (int i = 0; i < n; i++) {
      leafOf[i] = tree.leaf(x.values(), i, n);
      if (weight == null || weight[i] != 0.0) {
        perLeaf[leafOf[i]]++;
      }
    }
    double[] values = new double[tree.nodeCount()];
    for (int node = 0; node < values.length; node++) {
      values[node] = tree.value(node, 0);
      if (!tree.isLeaf(node)) {
        continue;
      }
      // np.average(r, weights=w) / np.average(p·(1−p), weights=w), p = y − r (scikit-learn 1.9)
      double[] num = new double[perLeaf[node]];
      double[] den = new double[perLeaf[node]];
      double[] ws = new double[perLeaf[node]];
      int q = 0;
      for (int i = 0; i < n; i++) {
        if (leafOf[i] == node && (weight == null || weight[i] != 0.0)) {
          double w = weight == null ? 1.0 : weight[i];
          double prob = y[i] - r[i];
          ws[q] = w;
          num[q] = r[i] * w;
          den[q++] = prob * (1 - prob) * w;
        }
      }
      double wsum = Sums.pw(ws, false);
      double numerator = Sums.pw(num, false) / wsum;
      if (scale != 1.0) {
        numerator *= scale;
      }
      double denominator = Sums.pw(den, false) / wsum;
      values[node] = Math.abs(denominator) < 1e-150 ? 0.0 : numerator / denominator;
    }
    return tree.withValues(values);
  }

  private static double[] initialScores(int[] label, int classes, boolean zero) {
    int k = classes == 2 ? 1 : classes;
    double[] init = new double[k];
    if (zero) {
      return init;
    }
    double[] counts = new double[classes];
    for (int l : label) {
      counts[l] += 1.0;
    }
    double total = label.length;
    if (k == 1) {
      double p = clip(counts[1] / total);
      init[0] = Math.log(p / (1 - p));
    } else {
      // scikit-learn 1.9's symmetric multinomial logit: log(p_k / gmean(p)).
      double meanLog = 0.0;
      for (int c = 0; c < k; c++) {
        init[c] = clip(counts[c] / total);
        meanLog += Math.log(init[c]);
      }
      double gmean = Math.exp(meanLog / k);
      for (int c = 0; c < k; c++) {
        init[c] = Math.log(init[c] / gmean);
      }
    }
    return init;
  }

  private static double clip(double p) {
    return Math.min(Math.max(p, EPS), 1.0 - EPS);
  }

  /** scipy's {@code expit}: {@code 1 / (1 + exp(−x))}. */
  static double expit(double v) {
    return 1.0 / (1.0 + Math.exp(-v));
  }

  /**
   * scikit-learn 1.9's half-binomial gradient {@code expit(raw) − y} in its Cython form: {@code ((1
   * − y) − y·e) / (1 + e)} with {@code e = exp(−raw)} above −37, else {@code exp(raw) − y}.
   */
  static double binomialGradient(double y, double raw) {
    if (raw > -37) {
      double e = Math.exp(-raw);
      return ((1 - y) - y * e) / (1 + e);
    }
    return Math.exp(raw) - y;
  }

  /**
   * Class {@code c}'s softmax probability as scikit-learn 1.9's multinomial loss computes it:
   * {@code exp(raw[c] − max) / Σ_j exp(raw[j] − max)}, summed in class order.
   */
  static double softmax(double[] raw, int off, int k, int c) {
    double max = raw[off];
    for (int j = 1; j < k; j++) {
      if (max < raw[off + j]) {
        max = raw[off + j];
      }
    }
    double sum = 0.0;
    double pc = 0.0;
    for (int j = 0; j < k; j++) {
      double e = Math.exp(raw[off + j] - max);
      sum += e;
      if (j == c) {
        pc = e;
      }
    }
    return pc / sum;
  }
}
