package org.spectraflow.engine.operators.model.tree;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.parallel.WorkShare;

/**
 * scikit-learn's random forest fit (BSD licence), with its random draws in order: one {@code
 * randint(2³¹−1)} seed per tree from the forest's RandomState, all drawn first; each tree then
 * draws its bootstrap {@code randint(0, n, n_bootstrap)} from a fresh {@code RandomState(seed)} and
 * is grown, as counts-as-weights, with a second fresh {@code RandomState(seed)}. Trees depend only
 * on their seed, so growing several at once ({@code threads > 1}, or other workers of the run
 * helping through its {@link WorkShare} while they wait for this fit) gives the same forest.
 * Out-of-bag scoring, warm start and class weights are not supported.
 */
public final class RandomForest {

  private RandomForest() {}

  /** A regression forest on targets {@code y}. */
  public static Forest regressor(
      TrainingMatrix x, double[] y, ForestSettings s, RandomState rs, BooleanSupplier cancelled) {
    return regressor(x, y, s, rs, cancelled, false);
  }

  /**
   * A regression forest whose trees split at random thresholds: scikit-learn's {@code
   * ExtraTreesRegressor} (the same seeds and bootstrap rules as the random forest).
   */
  public static Forest extraRegressor(
      TrainingMatrix x, double[] y, ForestSettings s, RandomState rs, BooleanSupplier cancelled) {
    return regressor(x, y, s, rs, cancelled, true);
  }

  /**
   * A classification forest of random-threshold trees: scikit-learn's {@code ExtraTreesClassifier}.
   */
  public static Forest extraClassifier(
      TrainingMatrix x,
      int[] label,
      int classes,
      ForestSettings s,
      RandomState rs,
      BooleanSupplier cancelled) {
    return classifier(x, label, classes, s, rs, cancelled, true);
  }

  private static Forest regressor(
      TrainingMatrix x,
      double[] y,
      ForestSettings s,
      RandomState rs,
      BooleanSupplier cancelled,
      boolean extra) {
    TreeGrower grower = new TreeGrower(x, s.tree(), s.criterion(), extra);
    long[] seeds = seeds(s.trees(), rs);
    DecisionTree[] trees =
        grow(
            seeds.length,
            s.threads(),
            cancelled,
            t -> grower.regression(y, weights(x.rows(), s, seeds[t]), new RandomState(seeds[t])));
    return new Forest(trees, x.features(), 0);
  }

  /** A classification forest on labels {@code label} in [0, classes). */
  public static Forest classifier(
      TrainingMatrix x,
      int[] label,
      int classes,
      ForestSettings s,
      RandomState rs,
      BooleanSupplier cancelled) {
    return classifier(x, label, classes, s, rs, cancelled, false);
  }

  private static Forest classifier(
      TrainingMatrix x,
      int[] label,
      int classes,
      ForestSettings s,
      RandomState rs,
      BooleanSupplier cancelled,
      boolean extra) {
    TreeGrower grower = new TreeGrower(x, s.tree(), s.criterion(), extra);
    long[] seeds = seeds(s.trees(), rs);
    DecisionTree[] trees =
        grow(
            seeds.length,
            s.threads(),
            cancelled,
            t ->
                grower.classification(
                    label, classes, weights(x.rows(), s, seeds[t]), new RandomState(seeds[t])));
    return new Forest(trees, x.features(), classes);
  }

  /**
   * One scikit-learn {@code DecisionTreeRegressor} on all rows, unweighted, grown with the tree's
   * own {@code RandomState(random_state)} (no per-tree seed draw), as a one-tree forest.
   */
  public static Forest singleRegressor(
      TrainingMatrix x, double[] y, TreeCriterion criterion, TreeParameters p, RandomState rs) {
    DecisionTree tree = new TreeGrower(x, p, criterion).regression(y, null, rs);
    return new Forest(new DecisionTree[] {tree}, x.features(), 0);
  }

  /**
   * One scikit-learn {@code ExtraTreeRegressor} (random thresholds, squared error) on the rows of
   * non-zero weight {@code weight} (null: all rows, weight 1), grown with the tree's own {@code
   * RandomState(random_state)}: the trees of an {@code IsolationForest}.
   */
  public static DecisionTree extraTree(
      TrainingMatrix x, double[] y, double[] weight, TreeParameters p, RandomState rs) {
    return new TreeGrower(x, p, TreeCriterion.SQUARED_ERROR, true).regression(y, weight, rs);
  }

  /**
   * One scikit-learn {@code DecisionTreeClassifier} on labels in [0, classes), as above, with
   * sample weights {@code weight} (null: all 1; AdaBoost's weighted fits).
   */
  public static Forest singleClassifier(
      TrainingMatrix x,
      int[] label,
      int classes,
      double[] weight,
      TreeCriterion criterion,
      TreeParameters p,
      RandomState rs) {
    DecisionTree tree = new TreeGrower(x, p, criterion).classification(label, classes, weight, rs);
    return new Forest(new DecisionTree[] {tree}, x.features(), classes);
  }

  private static DecisionTree[] grow(
      int count, int threads, BooleanSupplier cancelled, IntFunction<DecisionTree> tree) {
    IntFunction<DecisionTree> checked =
        t -> {
          checkCancelled(cancelled);
          return tree.apply(t);
        };
    if (threads <= 1 || count == 1) {
      // one tree per index, stored in its slot: trees waiting workers help with come back in order
      DecisionTree[] out = new DecisionTree[count];
      WorkShare.each(count, t -> out[t] = checked.apply(t));
      return out;
    }
    ForkJoinPool pool = new ForkJoinPool(Math.min(threads, count));
    try {
      return pool.submit(
              () ->
                  IntStream.range(0, count)
                      .parallel()
                      .mapToObj(checked)
                      .toArray(DecisionTree[]::new))
          .get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("tree ensemble fit interrupted");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdown();
    }
  }

  private static long[] seeds(int count, RandomState rs) {
    long[] seeds = new long[count];
    for (int t = 0; t < count; t++) {
      seeds[t] = NumpyDraws.randint(rs, NumpyDraws.INT32_MAX);
    }
    return seeds;
  }

  /** The bootstrap counts of a tree as weights, or null without bootstrap. */
  private static double[] weights(int n, ForestSettings s, long seed) {
    if (!s.bootstrap()) {
      return null;
    }
    RandomState draws = new RandomState(seed);
    double[] w = new double[n];
    int size = s.bootstrapSize(n);
    for (int k = 0; k < size; k++) {
      w[(int) NumpyDraws.randint(draws, n)] += 1.0;
    }
    return w;
  }

  static void checkCancelled(BooleanSupplier cancelled) {
    if (cancelled.getAsBoolean()) {
      throw new CancellationException("tree ensemble fit cancelled");
    }
  }
}
