package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's StratifiedShuffleSplit (BSD-3-Clause, followed draw for draw): classes in sorted
 * order; per split, the train and then the test count of each class by {@code _approximate_mode}
 * (floor of the proportional share, the remainder handed out by largest fractional part, ties
 * broken by {@code RandomState.choice} without replacement = a permutation's head), then one
 * permutation per class of its rows (ascending) whose head goes to train and the next ones to test,
 * and finally a permutation of the train list and of the test list. Regression targets are refused.
 */
public final class StratifiedShuffleSplit implements SplitterOperator {

  private final OperatorConfig config;
  private final ShuffleSettings settings;

  private StratifiedShuffleSplit(OperatorConfig config, ShuffleSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads {@code n_splits=10, test_size=None (0.1), train_size=None, random_state=None}. */
  public static StratifiedShuffleSplit of(Params p) {
    ShuffleSettings settings = ShuffleSettings.read(p, 10);
    return new StratifiedShuffleSplit(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int[] sizes = settings.sizes(this, n, 0.1);
    ClassTargets.check(this, y);
    int[] codes = ClassTargets.bySortedValue(y);
    int[] counts = ClassTargets.counts(codes);
    int classes = counts.length;
    if (Arrays.stream(counts).min().orElse(0) < 2) {
      throw new IllegalArgumentException(
          label() + ": the least populated class has only 1 member; every class needs >= 2");
    }
    if (sizes[0] < classes || sizes[1] < classes) {
      throw new IllegalArgumentException(
          label()
              + ": train ("
              + sizes[0]
              + ") and test ("
              + sizes[1]
              + ") sizes must be at least the number of classes "
              + classes);
    }
    int[][] rowsOf = new int[classes][];
    for (int c = 0; c < classes; c++) {
      final int cc = c;
      rowsOf[c] = java.util.stream.IntStream.range(0, n).filter(i -> codes[i] == cc).toArray();
    }
    RandomState rng = settings.generator(globalRng);
    List<PositionalFold> out = new ArrayList<>();
    for (int s = 0; s < settings.splits(); s++) {
      int[] nTrain = approximateMode(counts, sizes[0], rng);
      int[] remaining = new int[classes];
      Arrays.setAll(remaining, c -> counts[c] - nTrain[c]);
      int[] nTest = approximateMode(remaining, sizes[1], rng);
      List<Integer> train = new ArrayList<>();
      List<Integer> test = new ArrayList<>();
      for (int c = 0; c < classes; c++) {
        int[] perm = rng.permutation(counts[c]);
        for (int j = 0; j < nTrain[c] + nTest[c]; j++) {
          (j < nTrain[c] ? train : test).add(rowsOf[c][perm[j]]);
        }
      }
      out.add(new PositionalFold(permuted(train, rng), permuted(test, rng)));
    }
    return out;
  }

  /** {@code rng.permutation(list)}: a shuffled copy. */
  private static int[] permuted(List<Integer> values, RandomState rng) {
    int[] a = values.stream().mapToInt(Integer::intValue).toArray();
    rng.shuffle(a);
    return a;
  }

  /**
   * scikit-learn's {@code _approximate_mode}: the number drawn from each class when {@code draws}
   * items are drawn from a population with {@code counts} per class, ties broken by {@code rng}.
   */
  static int[] approximateMode(int[] counts, int draws, RandomState rng) {
    long total = Arrays.stream(counts).asLongStream().sum();
    int k = counts.length;
    double[] continuous = new double[k];
    int[] floored = new int[k];
    double[] remainder = new double[k];
    long flooredSum = 0;
    for (int c = 0; c < k; c++) {
      continuous[c] = (double) counts[c] / total * draws;
      floored[c] = (int) Math.floor(continuous[c]);
      remainder[c] = continuous[c] - floored[c];
      flooredSum += floored[c];
    }
    int needToAdd = (int) (draws - flooredSum);
    if (needToAdd > 0) {
      TreeSet<Double> values = new TreeSet<>();
      for (double r : remainder) {
        values.add(r);
      }
      for (double value : values.descendingSet()) {
        int[] inds =
            java.util.stream.IntStream.range(0, k).filter(c -> remainder[c] == value).toArray();
        int addNow = Math.min(inds.length, needToAdd);
        int[] perm = rng.permutation(inds.length);
        for (int j = 0; j < addNow; j++) {
          floored[inds[perm[j]]]++;
        }
        needToAdd -= addNow;
        if (needToAdd == 0) {
          break;
        }
      }
    }
    return floored;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "StratifiedShuffleSplit",
              "sklearn.model_selection._split",
              "random train/validation splits keeping each class's share (class targets only)",
              StratifiedShuffleSplit::of)
          .params(
              ParamSpec.integer("n_splits", 10, 1, 10_000, "splits", "number of splits"),
              ParamSpec.sizeOrNull(
                  "test_size",
                  1e9,
                  "fraction (float) or count (int) of validation samples; None = 0.1"),
              ParamSpec.sizeOrNull(
                  "train_size", 1e9, "fraction or count of training samples; None = the rest"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
