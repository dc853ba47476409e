package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * scikit-learn's StratifiedGroupKFold (BSD-3-Clause; scikit-learn credits a Kaggle kernel under
 * Apache-2.0 for the idea), followed step by step: a class-count vector per sorted group; with
 * {@code shuffle=True} the groups are permuted by {@code RandomState.shuffle}; groups are visited
 * by descending standard deviation of their class counts (stable), each going to the fold that
 * minimises the mean over classes of the across-fold standard deviation of {@code fold count /
 * class count}, ties ({@code np.isclose}) to the fold with fewer samples. Sums run in numpy's
 * order: pairwise over classes, left to right over folds. Validation rows ascending.
 */
public final class StratifiedGroupKFold implements GroupSplitter {

  private final OperatorConfig config;
  private final KFoldSettings settings;

  private StratifiedGroupKFold(OperatorConfig config, KFoldSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads {@code n_splits=5, shuffle=False, random_state=None}. */
  public static StratifiedGroupKFold of(Params p) {
    KFoldSettings settings = KFoldSettings.read(p);
    return new StratifiedGroupKFold(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, Object[] groups, RandomState globalRng) {
    int k = settings.splits();
    ClassTargets.check(this, y);
    int[] yInv = ClassTargets.bySortedValue(y);
    int[] yCnt = ClassTargets.counts(yInv);
    int classes = yCnt.length;
    if (Arrays.stream(yCnt).allMatch(c -> k > c)) {
      throw new IllegalArgumentException(
          label() + ": n_splits=" + k + " cannot be greater than the members of every class");
    }
    List<List<Integer>> members = new ArrayList<>(GroupLabels.sorted(groups).values());
    int g = members.size();
    if (k > g) {
      throw new IllegalArgumentException(
          label() + ": n_splits=" + k + " cannot be greater than the number of groups " + g);
    }
    int[] groupOf = new int[groups.length];
    double[][] perGroup = new double[g][classes];
    for (int u = 0; u < g; u++) {
      for (int i : members.get(u)) {
        groupOf[i] = u;
        perGroup[u][yInv[i]]++;
      }
    }
    if (settings.shuffle()) {
      int[] perm = Seeds.identity(g);
      Seeds.generator(settings.seed(), globalRng).shuffle(perm);
      double[][] shuffled = new double[g][];
      int[] inverse = new int[g];
      for (int j = 0; j < g; j++) {
        shuffled[j] = perGroup[perm[j]];
        inverse[perm[j]] = j;
      }
      perGroup = shuffled;
      for (int i = 0; i < groupOf.length; i++) {
        groupOf[i] = inverse[groupOf[i]];
      }
    }
    double[] spread = new double[g];
    for (int u = 0; u < g; u++) {
      spread[u] = 0.0 - std(perGroup[u], true);
    }
    Integer[] order = new Integer[g];
    Arrays.setAll(order, u -> u);
    Arrays.sort(order, Comparator.comparingDouble(u -> spread[u]));
    double[][] perFold = new double[k][classes];
    int[] foldOfGroup = new int[g];
    for (int u : order) {
      int best = bestFold(perFold, yCnt, perGroup[u]);
      for (int c = 0; c < classes; c++) {
        perFold[best][c] += perGroup[u][c];
      }
      foldOfGroup[u] = best;
    }
    int[] testFold = new int[groups.length];
    for (int i = 0; i < testFold.length; i++) {
      testFold[i] = foldOfGroup[groupOf[i]];
    }
    return Seeds.byTestFold(testFold, k);
  }

  private static int bestFold(double[][] perFold, int[] yCnt, double[] groupCounts) {
    int k = perFold.length;
    int classes = yCnt.length;
    int best = -1;
    double minEval = Double.POSITIVE_INFINITY;
    double minSamples = Double.POSITIVE_INFINITY;
    double[] column = new double[k];
    double[] stdPerClass = new double[classes];
    for (int i = 0; i < k; i++) {
      for (int c = 0; c < classes; c++) {
        for (int f = 0; f < k; f++) {
          double count = perFold[f][c] + (f == i ? groupCounts[c] : 0.0);
          column[f] = count / yCnt[c];
        }
        stdPerClass[c] = std(column, false);
      }
      double eval = Sums.pw(stdPerClass, false) / classes;
      double samples = Sums.pw(perFold[i], false);
      boolean close =
          Double.isFinite(minEval) && Math.abs(eval - minEval) <= 1e-8 + 1e-5 * Math.abs(minEval);
      if (eval < minEval || (close && samples < minSamples)) {
        minEval = eval;
        minSamples = samples;
        best = i;
      }
    }
    return best;
  }

  /**
   * numpy's population standard deviation (mean, squared deviations, mean, square root); {@code
   * contiguous} for a reduction along an array's last axis, which numpy sums pairwise (8-way
   * unrolled from eight values on), else the left-to-right order of an axis-0 reduction.
   */
  private static double std(double[] v, boolean contiguous) {
    double mean = (contiguous ? Sums.pw(v, false) : sum(v)) / v.length;
    double[] sq = new double[v.length];
    for (int i = 0; i < v.length; i++) {
      double d = v[i] - mean;
      sq[i] = d * d;
    }
    return Math.sqrt((contiguous ? Sums.pw(sq, false) : sum(sq)) / v.length);
  }

  /** A left-to-right sum (numpy's order along axis 0 of a 2-D array). */
  private static double sum(double[] v) {
    double s = 0.0;
    for (double x : v) {
      s += x;
    }
    return s;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "StratifiedGroupKFold",
              "sklearn.model_selection._split",
              "k folds keeping groups together and class shares close (class targets only)",
              StratifiedGroupKFold::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
              ParamSpec.bool("shuffle", false, "shuffle groups of equal class spread"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the shuffle"))
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
