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
 * scikit-learn's KFold (docs/operator-behaviour.md §2.5): contiguous chunks of the (optionally
 * shuffled) indices, the first {@code n mod k} folds one larger; train and validation indices
 * ascending.
 */
public final class KFold implements SplitterOperator {

  private final OperatorConfig config;
  private final KFoldSettings settings;
  private final int splits;

  private KFold(OperatorConfig config, KFoldSettings settings) {
    this.config = config;
    this.settings = settings;
    this.splits = settings.splits();
  }

  /** Reads {@code n_splits=5, shuffle=False, random_state=None}. */
  public static KFold of(Params p) {
    KFoldSettings settings = KFoldSettings.read(p);
    return new KFold(p.config(), settings);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    if (splits > n) {
      throw new IllegalArgumentException(
          label() + ": n_splits=" + splits + " cannot be greater than the number of samples " + n);
    }
    return cut(
        n, settings, settings.shuffle() ? Seeds.generator(settings.seed(), globalRng) : null);
  }

  /**
   * The folds of {@code n} rows: the identity order, shuffled by {@code rng} unless it is null, cut
   * into consecutive chunks (RepeatedKFold runs it once per repetition on one generator).
   */
  static List<PositionalFold> cut(int n, KFoldSettings settings, RandomState rng) {
    int[] order = Seeds.identity(n);
    if (rng != null) {
      rng.shuffle(order);
    }
    int[] foldOf = new int[n];
    int start = 0;
    for (int f = 0; f < settings.splits(); f++) {
      int size = settings.foldSize(n, f);
      for (int i = start; i < start + size; i++) {
        foldOf[order[i]] = f;
      }
      start += size;
    }
    return Seeds.byTestFold(foldOf, settings.splits());
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "KFold", "sklearn.model_selection._split", "k contiguous folds", KFold::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
              ParamSpec.bool("shuffle", false, "shuffle once before splitting"),
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
