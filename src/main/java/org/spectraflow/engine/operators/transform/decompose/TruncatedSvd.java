package org.spectraflow.engine.operators.transform.decompose;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's TruncatedSVD as a transformer: {@link RandomizedSvd} of the uncentred training
 * rows on {@code RandomState(random_state)} (a generator seeded 0 when None, see {@link Pca}), the
 * reference release's sign convention ({@link SvdFlip}), and {@code X·Cᵀ} for any rows. Computed in
 * double; the output keeps the input's precision.
 */
public final class TruncatedSvd extends StatefulTransform {

  private final int components;
  private final int iterations;
  private final int oversamples;
  private final String normalizer;
  private final long seed;

  private TruncatedSvd(
      OperatorConfig config,
      int components,
      int iterations,
      int oversamples,
      String normalizer,
      Long seed) {
    super(config);
    this.components = components;
    this.iterations = iterations;
    this.oversamples = oversamples;
    this.normalizer = normalizer;
    this.seed = seed == null ? 0L : seed;
  }

  /** Reads {@code n_components=2, algorithm='randomized', n_iter=5, n_oversamples=10, ...}. */
  public static TruncatedSvd of(Params p) {
    int k = p.integer("n_components", 2);
    String algorithm = p.string("algorithm", "randomized");
    int nIter = p.integer("n_iter", 5);
    int oversamples = p.integer("n_oversamples", 10);
    String normalizer = DecompositionParams.normalizer(p);
    Long seed = p.randomState();
    p.number("tol", 0.0);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    if (!"randomized".equals(algorithm)) {
      throw p.invalid("algorithm", algorithm, "must be 'randomized' ('arpack' is not supported)");
    }
    if (nIter < 0 || nIter >= 1000) {
      throw p.invalid("n_iter", nIter, "must be in [0, 1000)");
    }
    if (oversamples < 1) {
      throw p.invalid("n_oversamples", oversamples, "must be >= 1");
    }
    return new TruncatedSvd(p.config(), k, nIter, oversamples, normalizer, seed);
  }

  @Override
  public int outputWidth(int inputWidth) {
    return components;
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    if (components > Math.min(n, p)) {
      throw new IllegalArgumentException(
          label()
              + ": n_components="
              + components
              + " must be <= min(samples, features) = min("
              + n
              + ", "
              + p
              + ")");
    }
    double[][] rows = new double[n][p];
    for (int i = 0; i < n; i++) {
      System.arraycopy(x, i * p, rows[i], 0, p);
    }
    RandomizedSvd.Result r =
        RandomizedSvd.of(
            rows,
            components,
            oversamples,
            iterations,
            DecompositionParams.normalizer(normalizer, iterations),
            new RandomState(seed));
    double[][] comps = r.vt();
    SvdFlip.rows(comps);
    double[] one = new double[components];
    Arrays.fill(one, 1.0);
    return new Projection(this, comps, new double[components], one);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "TruncatedSVD",
              "sklearn.decomposition._truncated_svd",
              Category.FEATURE_SELECTION,
              "project spectra on their leading singular vectors (no centring)",
              TruncatedSvd::of)
          .params(
              ParamSpec.integer("n_components", 2, 1, 100_000, "components", "components kept"),
              ParamSpec.integer("n_iter", 5, 0, 1000, "", "power iterations"),
              ParamSpec.integer("n_oversamples", 10, 1, 100_000, "", "extra random vectors"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the random start"))
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
