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
 * scikit-learn's LeavePGroupsOut and LeaveOneGroupOut (BSD-3-Clause): one fold per combination of
 * {@code p} groups ({@code p = 1} for LeaveOneGroupOut), groups in numpy's sorted order and the
 * combinations in lexicographic order ({@code itertools.combinations}); the fold validates on the
 * rows of those groups and trains on the others, both ascending. At least {@code p + 1} groups are
 * required, and at most {@link #MAX_FOLDS} folds are made.
 */
public final class LeavePGroupsOut implements GroupSplitter {

  /** The most folds one split step may make (C(g, p) grows fast). */
  static final long MAX_FOLDS = 100_000;

  private final OperatorConfig config;
  private final int p;

  private LeavePGroupsOut(OperatorConfig config, int p) {
    this.config = config;
    this.p = p;
  }

  /** Reads {@code n_groups} (required by scikit-learn; 1 here when absent). */
  public static LeavePGroupsOut of(Params params) {
    int p = params.integer("n_groups", 1);
    if (p < 1) {
      throw params.invalid("n_groups", p, "must be an integer >= 1");
    }
    return new LeavePGroupsOut(params.config(), p);
  }

  /** LeaveOneGroupOut: no parameters, one group left out at a time. */
  public static LeavePGroupsOut one(Params params) {
    return new LeavePGroupsOut(params.config(), 1);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, Object[] groups, RandomState globalRng) {
    List<List<Integer>> members = new ArrayList<>(GroupLabels.sorted(groups).values());
    int g = members.size();
    if (p >= g) {
      throw new IllegalArgumentException(
          label() + ": needs at least " + (p + 1) + " groups to leave " + p + " out, found " + g);
    }
    if (combinations(g, p) > MAX_FOLDS) {
      throw new IllegalArgumentException(
          label()
              + ": C("
              + g
              + ", "
              + p
              + ") folds exceed "
              + MAX_FOLDS
              + "; use GroupKFold or GroupShuffleSplit");
    }
    List<PositionalFold> out = new ArrayList<>();
    int[] pick = new int[p];
    for (int i = 0; i < p; i++) {
      pick[i] = i;
    }
    while (true) {
      boolean[] isTest = new boolean[groups.length];
      for (int u : pick) {
        members.get(u).forEach(i -> isTest[i] = true);
      }
      out.add(new PositionalFold(Seeds.where(isTest, false), Seeds.where(isTest, true)));
      int i = p - 1;
      while (i >= 0 && pick[i] == g - p + i) {
        i--;
      }
      if (i < 0) {
        return out;
      }
      pick[i]++;
      for (int j = i + 1; j < p; j++) {
        pick[j] = pick[j - 1] + 1;
      }
    }
  }

  private static long combinations(int n, int k) {
    double c = 1;
    for (int i = 0; i < k; i++) {
      c = c * (n - i) / (i + 1);
    }
    return c > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : Math.round(c);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of LeaveOneGroupOut (see docs/extending.md). */
  public static final OperatorSpec ONE =
      OperatorSpec.splitter(
          "LeaveOneGroupOut",
          "sklearn.model_selection._split",
          "one fold per group (group_by metadata column), validating on that group",
          LeavePGroupsOut::one);

  /** The catalogue's declaration of LeavePGroupsOut. */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "LeavePGroupsOut",
              "sklearn.model_selection._split",
              "one fold per combination of n_groups groups, validating on them",
              LeavePGroupsOut::of)
          .params(ParamSpec.integer("n_groups", 1, 1, 1_000, "groups", "groups left out per fold"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(ONE, DECLARATION);
    }
  }
}
