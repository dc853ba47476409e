package org.spectraflow.engine.operators.split;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's StratifiedKFold (BSD-3-Clause, algorithm of scikit-learn ≥ 0.22, followed step by
 * step): classes numbered by first appearance; the per-fold count of each class is the round-robin
 * {@code bincount(sort(y_encoded)[i::k])}; each class's fold numbers, in blocks {@code
 * 0..0,1..1,…}, go to its rows in order, after a {@code RandomState.shuffle} of the block when
 * {@code shuffle=True} (one shuffle per class, classes in first-appearance order). Validation rows
 * are those of fold f, training the others, both ascending. Regression targets are refused
 * (docs/compatibility.md).
 */
public final class StratifiedKFold implements SplitterOperator {

  private final OperatorConfig config;
  private final KFoldSettings settings;

  private StratifiedKFold(OperatorConfig config, KFoldSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads {@code n_splits=5, shuffle=False, random_state=None}. */
  public static StratifiedKFold of(Params p) {
    KFoldSettings settings = KFoldSettings.read(p);
    return new StratifiedKFold(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    RandomState rng = settings.shuffle() ? Seeds.generator(settings.seed(), globalRng) : null;
    return folds(this, x.rows(), y, settings.splits(), rng);
  }

  /**
   * The stratified folds of {@code n} rows with labels {@code y}; {@code rng} shuffles each class's
   * fold numbers, or is null for no shuffle (RepeatedStratifiedKFold passes its one generator).
   */
  static List<PositionalFold> folds(
      SplitterOperator op, int n, double[] y, int splits, RandomState rng) {
    if (splits > n) {
      throw new IllegalArgumentException(
          op.label()
              + ": n_splits="
              + splits
              + " cannot be greater than the number of samples "
              + n);
    }
    ClassTargets.check(op, y);
    int[] encoded = ClassTargets.byFirstAppearance(y);
    int[] counts = ClassTargets.counts(encoded);
    int classes = counts.length;
    if (java.util.Arrays.stream(counts).allMatch(c -> splits > c)) {
      throw new IllegalArgumentException(
          op.label()
              + ": n_splits="
              + splits
              + " cannot be greater than the number of members in each class; use fewer folds");
    }
    // allocation[f][k]: rows of class k in fold f, by round robin over the sorted codes.
    int[][] allocation = new int[splits][classes];
    int pos = 0;
    for (int k = 0; k < classes; k++) {
      for (int c = 0; c < counts[k]; c++, pos++) {
        allocation[pos % splits][k]++;
      }
    }
    int[] testFold = new int[n];
    for (int k = 0; k < classes; k++) {
      int[] foldsForClass = new int[counts[k]];
      int at = 0;
      for (int f = 0; f < splits; f++) {
        for (int c = 0; c < allocation[f][k]; c++) {
          foldsForClass[at++] = f;
        }
      }
      if (rng != null) {
        rng.shuffle(foldsForClass);
      }
      at = 0;
      for (int i = 0; i < n; i++) {
        if (encoded[i] == k) {
          testFold[i] = foldsForClass[at++];
        }
      }
    }
    return Seeds.byTestFold(testFold, splits);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "StratifiedKFold",
              "sklearn.model_selection._split",
              "k folds keeping each class's share (class targets only)",
              StratifiedKFold::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
              ParamSpec.bool("shuffle", false, "shuffle each class's fold numbers"),
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
