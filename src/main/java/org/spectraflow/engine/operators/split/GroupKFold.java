package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;

/**
 * scikit-learn's GroupKFold (BSD-3-Clause) as the reference release runs it: without shuffle,
 * groups ordered by size descending (equal sizes: larger label first) each go to the fold with the
 * fewest samples so far (first on ties); with shuffle, {@code RandomState.permutation} of the
 * sorted labels cut into {@code n_splits} consecutive chunks (the first ones one larger). Test rows
 * ascending, train rows = the others ascending. Groups are required.
 */
public final class GroupKFold implements GroupSplitter {

  private final OperatorConfig config;
  private final KFoldSettings settings;
  private final int splits;

  private GroupKFold(OperatorConfig config, KFoldSettings settings) {
    this.config = config;
    this.settings = settings;
    this.splits = settings.splits();
  }

  /** Reads {@code n_splits=5, shuffle=False, random_state=None}. */
  public static GroupKFold of(Params p) {
    KFoldSettings settings = KFoldSettings.read(p);
    return new GroupKFold(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, Object[] groups, RandomState globalRng) {
    Map<Object, List<Integer>> byLabel = GroupLabels.sorted(groups);
    List<List<Integer>> members = new ArrayList<>(byLabel.values());
    int g = members.size();
    if (splits > g) {
      throw new IllegalArgumentException(
          label() + ": n_splits=" + splits + " cannot be greater than the number of groups " + g);
    }
    int[] foldOf =
        settings.shuffle()
            ? chunks(g, Seeds.generator(settings.seed(), globalRng))
            : balanced(members);
    List<PositionalFold> out = new ArrayList<>();
    for (int f = 0; f < splits; f++) {
      boolean[] isTest = new boolean[groups.length];
      for (int u = 0; u < g; u++) {
        if (foldOf[u] == f) {
          members.get(u).forEach(i -> isTest[i] = true);
        }
      }
      out.add(new PositionalFold(Seeds.where(isTest, false), Seeds.where(isTest, true)));
    }
    return out;
  }

  /** The fold of each sorted group: largest groups first, each to the lightest fold. */
  private int[] balanced(List<List<Integer>> members) {
    int g = members.size();
    Integer[] order = new Integer[g];
    Arrays.setAll(order, i -> i);
    Arrays.sort(order, Comparator.comparingInt((Integer u) -> members.get(u).size()));
    int[] load = new int[splits];
    int[] foldOf = new int[g];
    for (int r = g - 1; r >= 0; r--) {
      int u = order[r];
      int lightest = 0;
      for (int f = 1; f < splits; f++) {
        if (load[f] < load[lightest]) {
          lightest = f;
        }
      }
      foldOf[u] = lightest;
      load[lightest] += members.get(u).size();
    }
    return foldOf;
  }

  /** The fold of each sorted group after a permutation cut into consecutive chunks. */
  private int[] chunks(int g, RandomState rng) {
    int[] perm = rng.permutation(g);
    int[] foldOf = new int[g];
    int start = 0;
    for (int f = 0; f < splits; f++) {
      int size = settings.foldSize(g, f);
      for (int i = start; i < start + size; i++) {
        foldOf[perm[i]] = f;
      }
      start += size;
    }
    return foldOf;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "GroupKFold",
              "sklearn.model_selection._split",
              "k folds that keep each group (group_by metadata column) together",
              GroupKFold::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
              ParamSpec.bool("shuffle", false, "shuffle the groups"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the shuffle"))
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
