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
import org.spectraflow.engine.operators.split.SpxyDistances.YMetric;

/**
 * nirs4all's SPXYFold and SPXYGFold (docs/compatibility.md): k folds built on SPXY distances
 * ({@link SpxyDistances#folds}), or for SPXYGFold with {@code n_splits=1} one Kennard-Stone
 * train/test split. SPXYGFold works on groups when given (units = labels in first-seen order,
 * represented by their mean or median spectrum and y); SPXYFold is run on group representatives by
 * {@link GroupedSplits} like any other splitter. Deterministic.
 */
public final class SpxyFold implements GroupSplitter {

  private final OperatorConfig config;
  private final int splits;
  private final Object testSize;
  private final YMetric yMetric;
  private final boolean median;
  private final boolean grouped;

  private SpxyFold(
      OperatorConfig config,
      int splits,
      Object testSize,
      YMetric yMetric,
      boolean median,
      boolean grouped) {
    this.config = config;
    this.splits = splits;
    this.testSize = testSize;
    this.yMetric = yMetric;
    this.median = median;
    this.grouped = grouped;
  }

  /** SPXYFold: {@code n_splits=5 (>= 2), metric='euclidean', y_metric='euclidean'}. */
  public static SpxyFold of(Params p) {
    return read(p, false);
  }

  /** SPXYGFold: also {@code n_splits >= 1, test_size=None, aggregation='mean'}. */
  public static SpxyFold grouped(Params p) {
    return read(p, true);
  }

  private static SpxyFold read(Params p, boolean grouped) {
    int k = p.integer("n_splits", 5);
    Object test = grouped ? p.raw("test_size", null) : null;
    String metric = p.string("metric", "euclidean");
    String yMetric = p.string("y_metric", "euclidean");
    String aggregation = grouped ? p.string("aggregation", "mean") : "mean";
    Integer pca = p.optionalInteger("pca_components", null);
    p.randomState();
    if (k < (grouped ? 1 : 2)) {
      throw p.invalid("n_splits", k, "must be >= " + (grouped ? 1 : 2));
    }
    if (!"euclidean".equals(metric)) {
      throw p.invalid("metric", metric, "must be 'euclidean' (other metrics are not supported)");
    }
    if (pca != null) {
      throw p.invalid("pca_components", pca, "is not supported yet (use None)");
    }
    if (!"mean".equals(aggregation) && !"median".equals(aggregation)) {
      throw p.invalid("aggregation", aggregation, "must be 'mean' or 'median'");
    }
    if (test != null
        && !(test instanceof Double f && f > 0 && f < 1)
        && !((test instanceof Integer || test instanceof Long)
            && ((Number) test).longValue() >= 1)) {
      throw p.invalid("test_size", test, "must be None, a fraction in (0, 1) or a count >= 1");
    }
    return new SpxyFold(
        p.config(), k, test, yMetric(p, yMetric), "median".equals(aggregation), grouped);
  }

  private static YMetric yMetric(Params p, String name) {
    if (name == null) {
      return YMetric.NONE;
    }
    return switch (name) {
      case "euclidean" -> YMetric.EUCLIDEAN;
      case "hamming" -> YMetric.HAMMING;
      default -> throw p.invalid("y_metric", name, "must be 'euclidean', 'hamming' or None");
    };
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean requiresGroups() {
    return false;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    return split(x, y, null, globalRng);
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, Object[] groups, RandomState globalRng) {
    if (yMetric != YMetric.NONE && (y == null || y.length != x.rows())) {
      throw new IllegalArgumentException(
          label() + ": needs y with one value per sample (" + x.rows() + "), or y_metric=None");
    }
    List<int[]> units =
        grouped && groups != null ? GroupLabels.firstSeen(groups) : singletons(x.rows());
    double[][] xs = new double[units.size()][];
    double[] ys = new double[units.size()];
    double[][] rows = x.toRows();
    for (int u = 0; u < units.size(); u++) {
      xs[u] = UnitSummary.spectrum(rows, units.get(u), median);
      ys[u] =
          y == null ? 0.0 : UnitSummary.target(y, units.get(u), median, yMetric == YMetric.HAMMING);
    }
    SpxyDistances d = SpxyDistances.of(xs, ys, yMetric);
    return splits == 1 ? single(d, units) : folds(d, units);
  }

  private List<PositionalFold> single(SpxyDistances d, List<int[]> units) {
    int n = d.size();
    int nTest =
        testSize instanceof Double f
            ? (int) Math.ceil(f * n)
            : testSize == null ? (int) Math.ceil(0.25 * n) : ((Number) testSize).intValue();
    int nTrain = n - nTest;
    if (nTrain < 2) {
      throw new IllegalArgumentException(
          label()
              + ": needs at least 2 training units, "
              + n
              + " units with test_size="
              + testSize
              + " leave "
              + nTrain);
    }
    int[] train = d.select(nTrain);
    boolean[] chosen = new boolean[n];
    for (int u : train) {
      chosen[u] = true;
    }
    return List.of(
        new PositionalFold(
            GroupedSplits.expand(train, units),
            GroupedSplits.expand(Seeds.where(chosen, false), units)));
  }

  private List<PositionalFold> folds(SpxyDistances d, List<int[]> units) {
    List<PositionalFold> out = new ArrayList<>();
    int rows = units.stream().mapToInt(u -> u.length).sum();
    for (int[] test : d.folds(splits)) {
      boolean[] isTest = new boolean[rows];
      for (int i : GroupedSplits.expand(test, units)) {
        isTest[i] = true;
      }
      out.add(new PositionalFold(Seeds.where(isTest, false), Seeds.where(isTest, true)));
    }
    return out;
  }

  private static List<int[]> singletons(int n) {
    List<int[]> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(new int[] {i});
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of SPXYFold (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "SPXYFold",
              "nirs4all.operators.splitters.splitters",
              "k folds spread over the X and y space (SPXY)",
              SpxyFold::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
              ParamSpec.choice(
                  "y_metric",
                  "euclidean",
                  List.of("euclidean", "hamming"),
                  "distance on y (hamming for classes)"))
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** The catalogue's declaration of SPXYGFold (SPXY folds over groups). */
  public static final OperatorSpec GROUPED =
      OperatorSpec.splitter(
              "SPXYGFold",
              "nirs4all.operators.splitters.splitters",
              "SPXY folds over groups (1 fold = one Kennard-Stone split)",
              SpxyFold::grouped)
          .params(
              ParamSpec.integer(
                  "n_splits",
                  5,
                  1,
                  10_000,
                  "folds",
                  "number of folds (1 = single train/test split)"),
              ParamSpec.sizeOrNull(
                  "test_size", 1_000_000, "test fraction or count when n_splits = 1; None = 0.25"),
              ParamSpec.choice(
                  "y_metric",
                  "euclidean",
                  List.of("euclidean", "hamming"),
                  "distance on y (hamming for classes)"),
              ParamSpec.choice(
                  "aggregation", "mean", List.of("mean", "median"), "group representative"))
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, GROUPED);
    }
  }
}
