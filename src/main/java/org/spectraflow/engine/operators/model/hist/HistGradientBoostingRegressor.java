package org.spectraflow.engine.operators.model.hist;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn 1.9's HistGradientBoostingRegressor with the squared-error loss, following its
 * algorithm (BSD-3-Clause, the scikit-learn developers; {@code
 * ensemble/_hist_gradient_boosting/gradient_boosting.py}): float64 features binned by {@link
 * Binning}, the baseline the mean of y, then {@code max_iter} trees grown by {@link HistTreeGrower}
 * on the float32 gradients {@code raw − y} (constant hessian), each leaf value times the learning
 * rate; a prediction is the baseline plus the trees' leaf values, added in tree order. Early
 * stopping ('auto' turns it on above 10 000 rows in scikit-learn) is not implemented: 'auto' fits
 * all iterations up to 10 000 rows and is refused above, {@code True} is refused. With {@code
 * random_state=None} the seed is 0 (it only matters above 2·10⁵ rows). docs/compatibility.md.
 */
public final class HistGradientBoostingRegressor implements RestorableModel {

  private static final int EARLY_STOPPING_ROWS = 10_000;

  private final OperatorConfig config;
  private final Settings settings;

  /**
   * The boosting parameters.
   *
   * @param learningRate the shrinkage of each leaf
   * @param maxIter the number of boosting iterations
   * @param limits the trees' growth limits
   * @param maxBins bins per feature (2–255)
   * @param earlyStoppingAuto true for 'auto', false for False (True is refused when read)
   * @param seed {@code random_state}, 0 for None
   */
  record Settings(
      double learningRate,
      int maxIter,
      HistTreeGrower.Limits limits,
      int maxBins,
      boolean earlyStoppingAuto,
      long seed) {}

  private HistGradientBoostingRegressor(OperatorConfig config, Settings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads scikit-learn 1.9's parameters; {@code loss} must be 'squared_error'. */
  public static HistGradientBoostingRegressor of(Params p) {
    String loss = p.string("loss", "squared_error");
    if (!"squared_error".equals(loss)) {
      throw p.invalid("loss", loss, "must be 'squared_error' (other losses are not supported)");
    }
    p.raw("quantile", null);
    Settings s = read(p);
    return new HistGradientBoostingRegressor(p.config(), s);
  }

  /** Reads the parameters shared with the classifier (after the loss; before the config). */
  static Settings read(Params p) {
    double lr = p.number("learning_rate", 0.1);
    int maxIter = p.integer("max_iter", 100);
    Integer leaves = p.optionalInteger("max_leaf_nodes", 31);
    Integer depth = p.optionalInteger("max_depth", null);
    int minLeaf = p.integer("min_samples_leaf", 20);
    double l2 = p.number("l2_regularization", 0.0);
    double maxFeatures = p.number("max_features", 1.0);
    int maxBins = p.integer("max_bins", 255);
    Object categorical = p.raw("categorical_features", "from_dtype");
    Object monotonic = p.raw("monotonic_cst", null);
    Object interaction = p.raw("interaction_cst", null);
    boolean warm = p.flag("warm_start", false);
    Object early = p.raw("early_stopping", "auto");
    p.raw("scoring", "loss");
    p.raw("validation_fraction", 0.1);
    p.integer("n_iter_no_change", 10);
    p.number("tol", 1e-7);
    p.integer("verbose", 0);
    Long rs = p.randomState();
    if (!(lr > 0) || Double.isInfinite(lr)) {
      throw p.invalid("learning_rate", lr, "must be a finite number > 0");
    }
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (leaves != null && leaves < 2) {
      throw p.invalid("max_leaf_nodes", leaves, "must be None or >= 2");
    }
    if (depth != null && depth < 1) {
      throw p.invalid("max_depth", depth, "must be None or >= 1");
    }
    if (minLeaf < 1) {
      throw p.invalid("min_samples_leaf", minLeaf, "must be >= 1");
    }
    if (!(l2 >= 0) || Double.isInfinite(l2)) {
      throw p.invalid("l2_regularization", l2, "must be a finite number >= 0");
    }
    if (maxFeatures != 1.0) {
      throw p.invalid(
          "max_features", maxFeatures, "must be 1.0 (feature subsampling is not supported)");
    }
    if (maxBins < 2 || maxBins > 255) {
      throw p.invalid("max_bins", maxBins, "must be in [2, 255]");
    }
    if (categorical != null && !"from_dtype".equals(categorical)) {
      throw p.invalid(
          "categorical_features",
          categorical,
          "must be None or 'from_dtype' (spectra are numeric)");
    }
    if (monotonic != null || interaction != null) {
      throw p.invalid(
          monotonic != null ? "monotonic_cst" : "interaction_cst",
          monotonic != null ? monotonic : interaction,
          "is not supported (must be None)");
    }
    if (warm) {
      throw p.invalid("warm_start", true, "is not supported (must be False)");
    }
    if (!"auto".equals(early) && !Boolean.FALSE.equals(early)) {
      throw p.invalid(
          "early_stopping", early, "must be 'auto' or False (early stopping is not supported)");
    }
    return new Settings(
        lr,
        maxIter,
        new HistTreeGrower.Limits(leaves, depth, minLeaf, l2),
        maxBins,
        "auto".equals(early),
        rs == null ? 0 : rs);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel restore(FittedState state) {
    HistTree[][] stages = HistStates.trees(state);
    double[] baseline = state.vector("baseline");
    if (baseline.length != 1 || state.vectors().containsKey("classes")) {
      throw new IllegalArgumentException("hist_boosted: a classifier's state, not a regressor's");
    }
    List<HistTree> trees = new ArrayList<>();
    for (HistTree[] stage : stages) {
      trees.add(stage[0]);
    }
    return new Fitted(
        label(), state.text("operator"), (int) state.number("features"), baseline[0], trees);
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    double[] target = ClassLabels.column(this, y);
    checkEarlyStopping(label(), settings, x.rows());
    Binning binning = binning(x, settings);
    byte[][] binned = binning.apply(x);
    int n = x.rows();
    double baseline = Sums.pw(target, false) / n;
    double[] raw = new double[n];
    Arrays.fill(raw, baseline);
    double[] g = new double[n];
    List<HistTree> trees = new ArrayList<>();
    HistTreeGrower.Pool pool = new HistTreeGrower.Pool();
    for (int it = 0; it < settings.maxIter(); it++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException(label() + " cancelled");
      }
      for (int i = 0; i < n; i++) {
        g[i] = (float) (raw[i] - target[i]);
      }
      HistTreeGrower grower =
          new HistTreeGrower(
              binned, binning, g, null, settings.limits(), settings.maxBins() + 1, pool);
      trees.add(grower.grow(raw, settings.learningRate()));
    }
    return new Fitted(label(), canonicalConfig(), x.cols(), baseline, List.copyOf(trees));
  }

  /** Refuses the early stopping scikit-learn's 'auto' would turn on. */
  static void checkEarlyStopping(String label, Settings s, int rows) {
    if (s.earlyStoppingAuto() && rows > EARLY_STOPPING_ROWS) {
      throw new IllegalArgumentException(
          label
              + ": early_stopping='auto' turns early stopping on above "
              + EARLY_STOPPING_ROWS
              + " rows in scikit-learn ("
              + rows
              + " here), which is not supported; set early_stopping=False");
    }
  }

  /**
   * The binning with scikit-learn's seed stream: {@code RandomState(random_state).randint(2³²−1)}
   * seeds the subsample.
   */
  static Binning binning(Block x, Settings s) {
    long binSeed = new RandomState(s.seed()).randint(0, 0xffffffffL);
    return Binning.fit(x, s.maxBins(), binSeed);
  }

  /** The fitted ensemble. */
  private record Fitted(
      String label, String operator, int features, double baseline, List<HistTree> trees)
      implements FittedModel {

    @Override
    public double[][] predict(Block x) {
      ModelInputs.checkWidth(label, x, features);
      double[][] out = new double[x.rows()][1];
      double[] row = new double[features];
      for (int i = 0; i < x.rows(); i++) {
        x.copyRow(i, row);
        double r = baseline;
        for (HistTree t : trees) {
          r += t.predict(row);
        }
        out[i][0] = r;
      }
      return out;
    }

    /** Kind {@code hist_boosted} with one baseline (docs/model-file.md). */
    @Override
    public FittedState state() {
      return HistStates.of(
          operator,
          features,
          new double[] {baseline},
          trees.stream().map(t -> new HistTree[] {t}).toList());
    }

    @Override
    public long retainedBytes() {
      return trees.stream().mapToLong(HistTree::bytes).sum();
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue parameters shared with the classifier. */
  static ParamSpec[] declarations() {
    return new ParamSpec[] {
      ParamSpec.floating("learning_rate", 0.1, 0.0, 1000.0, "", "shrinkage of each leaf value"),
      ParamSpec.integer("max_iter", 100, 1, 10_000, "iterations", "number of boosting iterations"),
      new ParamSpec(
          "max_leaf_nodes",
          ParamSpec.Type.INT_OR_NULL,
          JsonValue.integer(31),
          2.0,
          100_000.0,
          List.of(),
          "",
          "maximum leaves per tree; None = unlimited"),
      ParamSpec.intOrNull("max_depth", 1, 10_000, "", "maximum tree depth; None = unlimited"),
      ParamSpec.integer("min_samples_leaf", 20, 1, 10_000_000, "samples", "minimum rows in a leaf"),
      ParamSpec.floating("l2_regularization", 0.0, 0.0, 1e12, "", "L2 penalty on leaf values"),
      ParamSpec.integer("max_bins", 255, 2, 255, "bins", "bins per feature"),
      ParamSpec.choice(
          "early_stopping",
          "auto",
          List.of("auto", false),
          "'auto' (off up to 10 000 rows; refused above) or False"),
      ParamSpec.intOrNull(
          "random_state", 0, 4_294_967_295L, "", "seed of the binning subsample above 2e5 rows")
    };
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "HistGradientBoostingRegressor",
              "sklearn.ensemble._hist_gradient_boosting.gradient_boosting",
              "histogram-based gradient boosting of regression trees (squared error)",
              HistGradientBoostingRegressor::of)
          .params(declarations());

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
