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
import org.spectraflow.engine.operators.linalg.JacobiSvd;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.operators.transform.Dense;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's PCA as a transformer (docs/compatibility.md): centre on the training column means,
 * decompose, keep k components with the reference release's sign convention ({@link SvdFlip}), and
 * transform any rows as {@code X·Cᵀ − mean·Cᵀ} (divided by {@code sqrt(explained_variance)} when
 * whitening). {@code svd_solver="auto"} follows the reference release's rule; the {@code full} and
 * {@code covariance_eigh} solvers are the exact SVD ({@link JacobiSvd}), {@code randomized} is
 * {@link RandomizedSvd} on {@code RandomState(random_state)} — with {@code random_state=None} a
 * generator seeded 0 stands in for numpy's unseeded global stream, so a document gives the same
 * numbers on every run. Computed in double; the output keeps the input's precision.
 */
public final class Pca extends StatefulTransform {

  private static final List<String> SOLVERS =
      List.of("auto", "full", "covariance_eigh", "randomized");
  private static final double EPS = 2.220446049250313e-16;

  private final Object nComponents;
  private final boolean whiten;
  private final String solver;
  private final Integer iteratedPower;
  private final int oversamples;
  private final String normalizer;
  private final long seed;

  private Pca(
      OperatorConfig config,
      Object nComponents,
      boolean whiten,
      String solver,
      Integer iteratedPower,
      int oversamples,
      String normalizer,
      Long seed) {
    super(config);
    this.nComponents = nComponents;
    this.whiten = whiten;
    this.solver = solver;
    this.iteratedPower = iteratedPower;
    this.oversamples = oversamples;
    this.normalizer = normalizer;
    this.seed = seed == null ? 0L : seed;
  }

  /**
   * Reads {@code n_components=None, whiten=False, svd_solver='auto', iterated_power='auto', ...}.
   */
  public static Pca of(Params p) {
    Object k = p.raw("n_components", null);
    p.flag("copy", true);
    boolean whiten = p.flag("whiten", false);
    String solver = p.string("svd_solver", "auto");
    p.number("tol", 0.0);
    Object power = p.raw("iterated_power", "auto");
    int oversamples = p.integer("n_oversamples", 10);
    String normalizer = DecompositionParams.normalizer(p);
    Long seed = p.randomState();
    if (!(k == null || k instanceof Integer || k instanceof Long || k instanceof Double)) {
      throw p.invalid(
          "n_components",
          k,
          "must be None, an integer >= 1 or a fraction in (0, 1)"
              + ("mle".equals(k) ? " ('mle' is not supported)" : ""));
    }
    if (k instanceof Double f && !(f > 0 && f < 1)) {
      throw p.invalid("n_components", k, "as a float must be a fraction in (0, 1)");
    }
    if (k instanceof Number v && !(k instanceof Double) && v.longValue() < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    if (!SOLVERS.contains(solver)) {
      throw p.invalid(
          "svd_solver", solver, "must be one of " + SOLVERS + " ('arpack' is not supported)");
    }
    if (oversamples < 1) {
      throw p.invalid("n_oversamples", oversamples, "must be >= 1");
    }
    Integer iterations = DecompositionParams.iterations(p, "iterated_power", power);
    return new Pca(p.config(), k, whiten, solver, iterations, oversamples, normalizer, seed);
  }

  @Override
  public int outputWidth(int inputWidth) {
    return nComponents instanceof Number n && !(nComponents instanceof Double)
        ? n.intValue()
        : inputWidth;
  }

  @Override
  protected int minSamples() {
    return 2;
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] mean = Sums.columnMeans(x, n, p, false);
    double[][] xc = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        xc[i][j] = x[i * p + j] - mean[j];
      }
    }
    int min = Math.min(n, p);
    boolean fraction = nComponents instanceof Double;
    int k = nComponents == null ? min : fraction ? min : ((Number) nComponents).intValue();
    if (k > min) {
      throw new IllegalArgumentException(
          label()
              + ": n_components="
              + k
              + " must be <= min(samples, features) = min("
              + n
              + ", "
              + p
              + ")");
    }
    double[] s;
    double[][] vt;
    if (solverFor(n, p, k).equals("randomized")) {
      int iterations = iteratedPower != null ? iteratedPower : (k < 0.1 * min ? 7 : 4);
      RandomizedSvd.Result r =
          RandomizedSvd.of(
              xc,
              k,
              oversamples,
              iterations,
              DecompositionParams.normalizer(normalizer, iterations),
              new RandomState(seed));
      s = r.s();
      vt = r.vt();
    } else {
      JacobiSvd svd = JacobiSvd.of(xc);
      s = svd.s();
      vt = svd.vt();
      if (fraction) {
        k = fractionComponents(s, (Double) nComponents);
      }
    }
    double[][] comps = Arrays.copyOf(vt, k);
    SvdFlip.rows(comps);
    double[] offset = new double[k];
    double[] scale = new double[k];
    for (int c = 0; c < k; c++) {
      offset[c] = Dense.dot(mean, comps[c]);
      double ev = s[c] * s[c] / (n - 1);
      scale[c] = whiten ? Math.max(Math.sqrt(ev), EPS) : 1.0;
    }
    return new Projection(this, comps, offset, scale);
  }

  /** The solver {@code svd_solver} resolves to on an {@code n × p} block with k components. */
  String solverFor(int n, int p, int k) {
    if (!solver.equals("auto")) {
      return solver;
    }
    if (p <= 1000 && n >= 10 * p) {
      return "covariance_eigh";
    }
    if (Math.max(n, p) <= 500 || nComponents instanceof Double) {
      return "full";
    }
    return k >= 1 && k < 0.8 * Math.min(n, p) ? "randomized" : "full";
  }

  /** The fewest components whose cumulative explained-variance ratio exceeds {@code f}. */
  private static int fractionComponents(double[] s, double f) {
    double total = 0.0;
    for (double v : s) {
      total += v * v;
    }
    double cum = 0.0;
    for (int c = 0; c < s.length; c++) {
      cum += s[c] * s[c] / total;
      if (cum > f) {
        return c + 1;
      }
    }
    return s.length;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "PCA",
              "sklearn.decomposition._pca",
              Category.FEATURE_SELECTION,
              "project spectra on their principal components",
              Pca::of)
          .params(
              ParamSpec.sizeOrNull(
                  "n_components",
                  100_000,
                  "components kept, or the fraction of variance to keep; None = min(samples, features)"),
              ParamSpec.bool("whiten", false, "scale scores to unit variance"),
              ParamSpec.choice(
                  "svd_solver",
                  "auto",
                  List.of("auto", "full", "covariance_eigh", "randomized"),
                  "decomposition"),
              ParamSpec.integer(
                  "n_oversamples",
                  10,
                  1,
                  100_000,
                  "",
                  "extra random vectors of the randomized solver"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the randomized solver"))
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
