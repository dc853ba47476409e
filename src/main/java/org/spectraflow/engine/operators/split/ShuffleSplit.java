package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's ShuffleSplit (docs/operator-behaviour.md §2.5): one numpy permutation per split;
 * validation = its first {@code n_test} entries, training = the next {@code n_train}, both in
 * permutation order.
 */
public final class ShuffleSplit implements SplitterOperator {

  private final OperatorConfig config;
  private final int splits;
  private final Number testSize;
  private final Number trainSize;
  private final Long seed;

  private ShuffleSplit(
      OperatorConfig config, int splits, Number testSize, Number trainSize, Long seed) {
    this.config = config;
    this.splits = splits;
    this.testSize = testSize;
    this.trainSize = trainSize;
    this.seed = seed;
  }

  /** Reads {@code n_splits=10, test_size=None (0.1), train_size=None, random_state=None}. */
  public static ShuffleSplit of(Params p) {
    int k = p.integer("n_splits", 10);
    Number test = SplitSizes.read(p, "test_size");
    Number train = SplitSizes.read(p, "train_size");
    Long seed = p.randomState();
    if (k < 1) {
      throw p.invalid("n_splits", k, "must be >= 1");
    }
    return new ShuffleSplit(p.config(), k, test, train, seed);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int[] sizes = SplitSizes.resolve(this, testSize, trainSize, n, 0.1);
    int nTrain = sizes[0];
    int nTest = sizes[1];
    RandomState rng = Seeds.generator(seed, globalRng);
    List<PositionalFold> folds = new ArrayList<>();
    for (int s = 0; s < splits; s++) {
      int[] perm = rng.permutation(n);
      folds.add(
          new PositionalFold(
              Arrays.copyOfRange(perm, nTest, nTest + nTrain), Arrays.copyOfRange(perm, 0, nTest)));
    }
    return folds;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "ShuffleSplit",
              "sklearn.model_selection._split",
              "repeated random train/validation splits",
              ShuffleSplit::of)
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
