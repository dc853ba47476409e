package org.spectraflow.engine.operators.split;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * nirs4all's KennardStoneSplitter (docs/operator-behaviour.md §2.5): one fold whose training rows
 * are chosen by Kennard-Stone on Euclidean distances between spectra (selection order), validation
 * = the rest ascending. Deterministic; {@code random_state} only matters for the unsupported PCA.
 */
public final class KennardStoneSplitter implements SplitterOperator {

  private final OperatorConfig config;
  private final double testSize;
  private final boolean useY;

  KennardStoneSplitter(OperatorConfig config, double testSize, boolean useY) {
    this.config = config;
    this.testSize = testSize;
    this.useY = useY;
  }

  /** Reads {@code test_size=0.25, random_state=None, pca_components=None, metric='euclidean'}. */
  public static KennardStoneSplitter of(Params p) {
    return read(p, false);
  }

  /** SPXYSplitter: the same, on {@code Dx/max(Dx) + Dy/max(Dy)}; needs y. */
  public static KennardStoneSplitter spxy(Params p) {
    return read(p, true);
  }

  private static KennardStoneSplitter read(Params p, boolean useY) {
    double test = p.number("test_size", 0.25);
    p.randomState();
    Integer pca = p.optionalInteger("pca_components", null);
    String metric = p.string("metric", "euclidean");
    if (!(test > 0 && test < 1)) {
      throw p.invalid("test_size", test, "must be a fraction in (0, 1)");
    }
    if (pca != null) {
      throw p.invalid("pca_components", pca, "is not supported yet (use None)");
    }
    if (!"euclidean".equals(metric)) {
      throw p.invalid("metric", metric, "must be 'euclidean' (other metrics are not supported)");
    }
    return new KennardStoneSplitter(p.config(), test, useY);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int nTest = (int) Math.ceil(testSize * n);
    int nTrain = n - nTest;
    if (nTrain < 2) {
      throw new IllegalArgumentException(
          label()
              + ": needs at least 2 training samples, "
              + n
              + " samples with test_size="
              + testSize
              + " leave "
              + nTrain);
    }
    if (useY && (y == null || y.length != n)) {
      throw new IllegalArgumentException(
          label()
              + ": needs y with one value per sample ("
              + n
              + "), was "
              + (y == null ? "null" : y.length + " values"));
    }
    double[][] rows = x.toRows();
    KennardStone.Distance dx = (i, j) -> euclidean(rows[i], rows[j]);
    KennardStone.Distance d = useY ? normalisedSum(n, dx, (i, j) -> Math.abs(y[i] - y[j])) : dx;
    int[] train = KennardStone.select(n, nTrain, d);
    boolean[] chosen = new boolean[n];
    for (int i : train) {
      chosen[i] = true;
    }
    return List.of(new PositionalFold(train, Seeds.where(chosen, false)));
  }

  private static KennardStone.Distance normalisedSum(
      int n, KennardStone.Distance dx, KennardStone.Distance dy) {
    double mx = max(n, dx);
    double my = max(n, dy);
    return (i, j) -> dx.between(i, j) / mx + dy.between(i, j) / my;
  }

  private static double max(int n, KennardStone.Distance d) {
    double m = 0.0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        m = Math.max(m, d.between(i, j));
      }
    }
    return m;
  }

  static double euclidean(double[] a, double[] b) {
    double s = 0.0;
    for (int k = 0; k < a.length; k++) {
      double d = a[k] - b[k];
      s += d * d;
    }
    return Math.sqrt(s);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      declaration(
              "KennardStoneSplitter",
              "Kennard-Stone space-filling train/test split",
              "reduce X with PCA first; None = no PCA",
              KennardStoneSplitter::of)
          .aliases("KennardStone");

  /** The catalogue's declaration of SPXYSplitter (the same splitter on X and y). */
  public static final OperatorSpec SPXY =
      declaration(
              "SPXYSplitter",
              "SPXY split using X and y distances",
              "reduce X and y with PCA first; None = no PCA",
              KennardStoneSplitter::spxy)
          .aliases("SPXY");

  private static OperatorSpec declaration(
      String name, String description, String pca, OperatorSpec.Builder builder) {
    return OperatorSpec.splitter(
            name, "nirs4all.operators.splitters.splitters", description, builder)
        .params(
            ParamSpec.floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
            ParamSpec.intOrNull("random_state", 0, 4_294_967_295L, "", "seed of the optional PCA"),
            ParamSpec.intOrNull("pca_components", 1, 1000, "", pca),
            ParamSpec.choice(
                "metric",
                "euclidean",
                List.of("euclidean", "cityblock", "cosine", "correlation", "mahalanobis"),
                "distance metric (scipy cdist)"));
  }

  /** Contributes the declarations to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, SPXY);
    }
  }
}
