package org.spectraflow.engine.operators.model.tree;

import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * Grows one scikit-learn decision tree: resolves the parameters, keeps the rows of non-zero weight,
 * seeds {@link TreeRandR} with one {@code randint(0, 2³¹−1)} from the tree's RandomState, and runs
 * the depth-first builder. Stateless apart from its inputs.
 */
final class TreeGrower {

  private final TrainingMatrix x;
  private final TreeParameters parameters;
  private final TreeCriterion criterion;
  private final boolean randomThresholds;
  private final boolean presortAllowed;
  private PresortedColumns presorted;

  TreeGrower(TrainingMatrix x, TreeParameters parameters, TreeCriterion criterion) {
    this(x, parameters, criterion, false);
  }

  /** A grower whose splits draw random thresholds (ExtraTrees) when {@code randomThresholds}. */
  TreeGrower(
      TrainingMatrix x,
      TreeParameters parameters,
      TreeCriterion criterion,
      boolean randomThresholds) {
    this(x, parameters, criterion, randomThresholds, true);
  }

  /**
   * A grower that never presorts when {@code presortAllowed} is false: every node sorts every
   * feature as scikit-learn does (the reference the presorted path is tested against).
   */
  TreeGrower(
      TrainingMatrix x,
      TreeParameters parameters,
      TreeCriterion criterion,
      boolean randomThresholds,
      boolean presortAllowed) {
    this.x = x;
    this.parameters = parameters;
    this.criterion = criterion;
    this.randomThresholds = randomThresholds;
    this.presortAllowed = presortAllowed;
  }

  /** A regression tree on targets {@code y} with weights {@code weight} (null: all 1). */
  DecisionTree regression(double[] y, double[] weight, RandomState rs) {
    double total = weightedSamples(weight);
    Criterion c =
        criterion == TreeCriterion.FRIEDMAN_MSE
            ? new SquaredError.Friedman(y, weight, total)
            : new SquaredError(y, weight, total);
    return grow(c, weight, 1, rs);
  }

  /** A classification tree on labels {@code label} in [0, classes). */
  DecisionTree classification(int[] label, int classes, double[] weight, RandomState rs) {
    double total = weightedSamples(weight);
    Criterion c =
        criterion == TreeCriterion.ENTROPY
            ? new ClassCounts.Entropy(label, classes, weight, total)
            : new ClassCounts.Gini(label, classes, weight, total);
    return grow(c, weight, classes, rs);
  }

  private DecisionTree grow(Criterion c, double[] weight, int width, RandomState rs) {
    double weightSum = weight == null ? x.rows() : Sums.pw(weight, false);
    TreeSettings settings = parameters.resolve(x.rows(), x.features(), weightSum);
    TreeRandR rand = new TreeRandR(NumpyDraws.randint(rs, NumpyDraws.INT32_MAX));
    BestSplitter splitter =
        new BestSplitter(
            x.values(),
            x.rows(),
            x.features(),
            nonZeroRows(weight),
            c,
            rand,
            settings,
            randomThresholds,
            presorts(settings) ? presorted() : null);
    return new TreeBuilder(settings).build(splitter, c, width);
  }

  /**
   * Whether the splitter takes sorted rows from presorted columns: best splits that scan at least a
   * quarter of the features per node (a node's stable partition touches every feature, cheaper than
   * sorting only when most of them are scanned), on matrices of at most {@link #PRESORT_MAX_CELLS}
   * cells.
   */
  private boolean presorts(TreeSettings settings) {
    return presortAllowed
        && !randomThresholds
        && 4L * settings.maxFeatures() >= x.features()
        && (long) x.rows() * x.features() <= PRESORT_MAX_CELLS;
  }

  /**
   * The largest rows × features presorted: a tree keeps 8 bytes per cell while it grows (its rows
   * and values per feature), 128 MB at this bound; larger matrices sort at every node.
   */
  private static final long PRESORT_MAX_CELLS = 16_000_000L;

  /** The fit's presorted columns, built by the first tree that needs them. */
  private synchronized PresortedColumns presorted() {
    if (presorted == null) {
      presorted = PresortedColumns.of(x.values(), x.rows(), x.features());
    }
    return presorted;
  }

  private double weightedSamples(double[] weight) {
    if (weight == null) {
      return x.rows();
    }
    double s = 0.0;
    for (double w : weight) {
      s += w;
    }
    return s;
  }

  private int[] nonZeroRows(double[] weight) {
    int n = x.rows();
    int count = 0;
    for (int i = 0; i < n; i++) {
      count += weight == null || weight[i] != 0.0 ? 1 : 0;
    }
    int[] rows = new int[count];
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (weight == null || weight[i] != 0.0) {
        rows[k++] = i;
      }
    }
    return rows;
  }
}
