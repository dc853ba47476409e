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
  private final ShuffleSettings settings;

  private ShuffleSplit(OperatorConfig config, ShuffleSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads {@code n_splits=10, test_size=None (0.1), train_size=None, random_state=None}. */
  public static ShuffleSplit of(Params p) {
    ShuffleSettings settings = ShuffleSettings.read(p, 10);
    return new ShuffleSplit(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int[] sizes = settings.sizes(this, n, 0.1);
    int nTrain = sizes[0];
    int nTest = sizes[1];
    RandomState rng = settings.generator(globalRng);
    List<PositionalFold> folds = new ArrayList<>();
    for (int s = 0; s < settings.splits(); s++) {
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
