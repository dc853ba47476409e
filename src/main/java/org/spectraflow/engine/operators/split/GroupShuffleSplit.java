package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;

/**
 * scikit-learn's GroupShuffleSplit (BSD-3-Clause): ShuffleSplit run on the sorted distinct groups
 * ({@code test_size}/{@code train_size} count groups; default test 0.2): per split one {@code
 * RandomState.permutation} of the groups, the first {@code n_test} are test groups and the next
 * {@code n_train} train groups; each side is the rows of its groups, ascending.
 */
public final class GroupShuffleSplit implements GroupSplitter {

  private final OperatorConfig config;
  private final ShuffleSettings settings;

  private GroupShuffleSplit(OperatorConfig config, ShuffleSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads {@code n_splits=5, test_size=None (0.2), train_size=None, random_state=None}. */
  public static GroupShuffleSplit of(Params p) {
    ShuffleSettings settings = ShuffleSettings.read(p, 5);
    return new GroupShuffleSplit(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, Object[] groups, RandomState globalRng) {
    List<List<Integer>> members = new ArrayList<>(GroupLabels.sorted(groups).values());
    int g = members.size();
    int[] sizes = settings.sizes(this, g, 0.2);
    RandomState rng = settings.generator(globalRng);
    List<PositionalFold> out = new ArrayList<>();
    for (int s = 0; s < settings.splits(); s++) {
      int[] perm = rng.permutation(g);
      boolean[] isTest = new boolean[groups.length];
      boolean[] isTrain = new boolean[groups.length];
      for (int j = 0; j < sizes[1] + sizes[0]; j++) {
        boolean[] side = j < sizes[1] ? isTest : isTrain;
        members.get(perm[j]).forEach(i -> side[i] = true);
      }
      out.add(new PositionalFold(Seeds.where(isTrain, true), Seeds.where(isTest, true)));
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "GroupShuffleSplit",
              "sklearn.model_selection._split",
              "random splits of whole groups (group_by metadata column)",
              GroupShuffleSplit::of)
          .params(
              ParamSpec.integer("n_splits", 5, 1, 10_000, "splits", "number of splits"),
              ParamSpec.sizeOrNull(
                  "test_size", 1e9, "fraction (float) or count (int) of test groups; None = 0.2"),
              ParamSpec.sizeOrNull(
                  "train_size", 1e9, "fraction or count of training groups; None = the rest"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
