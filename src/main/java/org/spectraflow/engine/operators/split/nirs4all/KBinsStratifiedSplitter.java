package org.spectraflow.engine.operators.split.nirs4all;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.operators.split.StratifiedShuffleSplit;

/**
 * nirs4all's KBinsStratifiedSplitter, a train/test split stratified on bins of a continuous y
 * (docs/compatibility.md, nirs4all splitters): y is cut into {@code n_bins} equal-width ({@code
 * uniform}) or equal-count ({@code quantile}) bins ({@link TargetStrata#bins}); a bin of a single
 * sample joins its neighbour (a stratum needs two); then scikit-learn's {@code
 * StratifiedShuffleSplit(n_splits=1, test_size, random_state)} draws the split on the bin labels,
 * so every bin is represented on both sides in proportion. One fold; training and test in
 * scikit-learn's (permuted) order.
 */
public final class KBinsStratifiedSplitter implements SplitterOperator {

  private final OperatorConfig config;
  private final SplitDraw draw;
  private final int nBins;
  private final boolean quantile;

  private KBinsStratifiedSplitter(
      OperatorConfig config, SplitDraw draw, int nBins, boolean quantile) {
    this.config = config;
    this.draw = draw;
    this.nBins = nBins;
    this.quantile = quantile;
  }

  /** Reads {@code test_size=0.25, random_state=None (or seed), n_bins=5, strategy='uniform'}. */
  public static KBinsStratifiedSplitter of(Params p) {
    SplitDraw draw = SplitDraw.read(p);
    int nBins = p.integer("n_bins", 5);
    String strategy = p.string("strategy", "uniform");
    if (nBins < 2) {
      throw p.invalid("n_bins", nBins, "must be >= 2");
    }
    if (!"uniform".equals(strategy) && !"quantile".equals(strategy)) {
      throw p.invalid("strategy", strategy, "must be 'uniform' or 'quantile'");
    }
    return new KBinsStratifiedSplitter(p.config(), draw, nBins, "quantile".equals(strategy));
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int[] sizes = draw.sizes(this, n, 1);
    TargetStrata.require(this, y, n);
    int[] strata = TargetStrata.merged(TargetStrata.bins(y, nBins, quantile), 2);
    int classes = Arrays.stream(strata).max().orElse(0) + 1;
    if (classes < 2 || Math.min(sizes[0], sizes[1]) < classes) {
      throw new IllegalArgumentException(
          label()
              + ": "
              + n
              + " samples give "
              + classes
              + " populated bins of y, "
              + sizes[0]
              + " training and "
              + sizes[1]
              + " test samples; each side needs at least one sample per bin and there must be"
              + " two bins (use fewer n_bins or another test_size)");
    }
    Map<String, Object> params = new HashMap<>();
    params.put("n_splits", 1);
    params.put("test_size", draw.testSize());
    params.put("random_state", draw.seed());
    StratifiedShuffleSplit inner =
        StratifiedShuffleSplit.of(Params.of("StratifiedShuffleSplit", params));
    return inner.split(x, TargetStrata.asLabels(strata), globalRng);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "KBinsStratifiedSplitter",
              "nirs4all.operators.splitters.splitters",
              "train/test split stratified on equal-width or quantile bins of y",
              KBinsStratifiedSplitter::of)
          .params(
              ParamSpec.floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
              ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the draw"),
              ParamSpec.integer("n_bins", 5, 2, 10_000, "bins", "number of bins of y"),
              ParamSpec.choice("strategy", "uniform", List.of("uniform", "quantile"), "bin edges"));

  /** Contributes the declaration to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
