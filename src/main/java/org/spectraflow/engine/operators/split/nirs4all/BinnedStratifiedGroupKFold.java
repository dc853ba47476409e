package org.spectraflow.engine.operators.split.nirs4all;

import java.util.HashMap;
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
import org.spectraflow.engine.operators.split.GroupSplitter;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.operators.split.StratifiedGroupKFold;

/**
 * nirs4all's BinnedStratifiedGroupKFold, k folds that keep groups whole and stratify on bins of a
 * continuous y (docs/compatibility.md, nirs4all splitters): y is cut into {@code n_bins} bins
 * ({@link TargetStrata#bins}, {@code quantile} by default) and scikit-learn's {@code
 * StratifiedGroupKFold(n_splits, shuffle, random_state)} runs on the bin labels, so no group is
 * split and each fold holds a similar share of every range of y. Without groups every sample is its
 * own group. {@code random_state} only matters with {@code shuffle=True}.
 */
public final class BinnedStratifiedGroupKFold implements GroupSplitter {

  private final OperatorConfig config;
  private final int splits;
  private final int nBins;
  private final boolean quantile;
  private final boolean shuffle;
  private final Long seed;

  private BinnedStratifiedGroupKFold(
      OperatorConfig config, int splits, int nBins, boolean quantile, boolean shuffle, Long seed) {
    this.config = config;
    this.splits = splits;
    this.nBins = nBins;
    this.quantile = quantile;
    this.shuffle = shuffle;
    this.seed = seed;
  }

  /**
   * Reads {@code n_splits=5, n_bins=10, strategy='quantile', shuffle=False, random_state=None (or
   * seed)}.
   */
  public static BinnedStratifiedGroupKFold of(Params p) {
    int k = p.integer("n_splits", 5);
    int nBins = p.integer("n_bins", 10);
    String strategy = p.string("strategy", "quantile");
    boolean shuffle = p.flag("shuffle", false);
    Long seed = SplitDraw.seed(p);
    if (k < 2) {
      throw p.invalid("n_splits", k, "must be >= 2");
    }
    if (nBins < 2) {
      throw p.invalid("n_bins", nBins, "must be >= 2");
    }
    if (!"uniform".equals(strategy) && !"quantile".equals(strategy)) {
      throw p.invalid("strategy", strategy, "must be 'uniform' or 'quantile'");
    }
    return new BinnedStratifiedGroupKFold(
        p.config(), k, nBins, "quantile".equals(strategy), shuffle, seed);
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
    int n = x.rows();
    TargetStrata.require(this, y, n);
    Object[] g = groups;
    if (g == null) {
      g = new Object[n];
      for (int i = 0; i < n; i++) {
        g[i] = (double) i;
      }
    }
    Map<String, Object> params = new HashMap<>();
    params.put("n_splits", splits);
    params.put("shuffle", shuffle);
    params.put("random_state", shuffle ? seed : null);
    StratifiedGroupKFold inner = StratifiedGroupKFold.of(Params.of("StratifiedGroupKFold", params));
    double[] labels = TargetStrata.asLabels(TargetStrata.bins(y, nBins, quantile));
    try {
      return inner.split(x, labels, g, globalRng);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          label()
              + ": "
              + e.getMessage().replaceFirst("^StratifiedGroupKFold[^:]*:\\s*", "")
              + " (the strata are "
              + nBins
              + " bins of y; use fewer n_splits or n_bins)",
          e);
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "BinnedStratifiedGroupKFold",
              "nirs4all.operators.splitters.splitters",
              "group k folds stratified on bins of y (groups never split)",
              BinnedStratifiedGroupKFold::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "folds", "number of folds"),
              ParamSpec.integer("n_bins", 10, 2, 10_000, "bins", "number of bins of y"),
              ParamSpec.choice("strategy", "quantile", List.of("uniform", "quantile"), "bin edges"),
              ParamSpec.bool("shuffle", false, "shuffle groups of equal spread"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the shuffle"))
          .rules(ShapeRules.atMostSamples("n_splits", "use fewer folds"));

  /** Contributes the declaration to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
