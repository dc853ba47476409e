package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
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
 * scikit-learn's RepeatedKFold and RepeatedStratifiedKFold (BSD-3-Clause, {@code _RepeatedSplits}
 * followed exactly): one {@code RandomState(random_state)} (the run's global generator when None)
 * is handed to a shuffled KFold / StratifiedKFold for each of the {@code n_repeats} repetitions, so
 * the repetitions continue one random stream; the folds are listed repetition by repetition.
 */
public final class RepeatedKFold implements SplitterOperator {

  private final OperatorConfig config;
  private final KFoldSettings settings;
  private final int repeats;
  private final boolean stratified;

  private RepeatedKFold(
      OperatorConfig config, KFoldSettings settings, int repeats, boolean stratified) {
    this.config = config;
    this.settings = settings;
    this.repeats = repeats;
    this.stratified = stratified;
  }

  /** Reads {@code n_splits=5, n_repeats=10, random_state=None} for the plain repetition. */
  public static RepeatedKFold plain(Params p) {
    return read(p, false);
  }

  /** The same for RepeatedStratifiedKFold. */
  public static RepeatedKFold stratified(Params p) {
    return read(p, true);
  }

  private static RepeatedKFold read(Params p, boolean stratified) {
    int k = p.integer("n_splits", 5);
    int repeats = p.integer("n_repeats", 10);
    Long seed = p.randomState();
    if (k < 2) {
      throw p.invalid("n_splits", k, "must be >= 2");
    }
    if (repeats < 1) {
      throw p.invalid("n_repeats", repeats, "must be >= 1");
    }
    return new RepeatedKFold(p.config(), new KFoldSettings(k, true, seed), repeats, stratified);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int k = settings.splits();
    if (k > n) {
      throw new IllegalArgumentException(
          label() + ": n_splits=" + k + " cannot be greater than the number of samples " + n);
    }
    RandomState rng = Seeds.generator(settings.seed(), globalRng);
    List<PositionalFold> out = new ArrayList<>();
    for (int r = 0; r < repeats; r++) {
      out.addAll(
          stratified ? StratifiedKFold.folds(this, n, y, k, rng) : KFold.cut(n, settings, rng));
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  private static ParamSpec[] params() {
    return new ParamSpec[] {
      ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
      ParamSpec.integer("n_repeats", 10, 1, 10_000, "repeats", "number of repetitions"),
      ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the repetitions")
    };
  }

  /** The catalogue's declaration of RepeatedKFold (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "RepeatedKFold",
              "sklearn.model_selection._split",
              "KFold repeated with a new shuffle each time",
              RepeatedKFold::plain)
          .params(params())
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** The catalogue's declaration of RepeatedStratifiedKFold. */
  public static final OperatorSpec STRATIFIED =
      OperatorSpec.splitter(
              "RepeatedStratifiedKFold",
              "sklearn.model_selection._split",
              "StratifiedKFold repeated with a new shuffle each time (class targets only)",
              RepeatedKFold::stratified)
          .params(params())
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, STRATIFIED);
    }
  }
}
