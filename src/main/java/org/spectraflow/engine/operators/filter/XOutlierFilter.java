package org.spectraflow.engine.operators.filter;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.filter.outlier.IsolationForest;
import org.spectraflow.engine.operators.filter.outlier.LocalOutlierFactor;
import org.spectraflow.engine.operators.filter.outlier.MinCovDet;
import org.spectraflow.engine.operators.linalg.JacobiSvd;
import org.spectraflow.engine.operators.linalg.SpecialFunctions;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * nirs4all's {@code XOutlierFilter} (docs/compatibility.md, filters): flags spectra far from the
 * fit rows. All methods work on the fit rows centred on their column means and their exact SVD
 * (nirs4all reduces spectra with a randomized PCA: the scores span the same subspace up to that
 * solver's approximation).
 *
 * <ul>
 *   <li>{@code mahalanobis} (default): when the width p exceeds {@code q = min(cap, max(n // 3,
 *       2))} (cap = {@code n_components}, else 50) the rows are first reduced to their first q
 *       principal scores; the distance is {@code sqrt(dᵀ·Σ⁺·d)} with Σ the empirical (1/n)
 *       covariance of the fit rows, its pseudo-inverse cut at {@code max(n, p)·ε} of the largest
 *       eigenvalue; kept when at most {@code threshold}, default {@code sqrt(χ²₀.₉₇₅(df))} with df
 *       the reduced width;
 *   <li>{@code pca_residual}: the squared reconstruction error from {@code min(n_components or 10,
 *       n, p)} components, kept when at most {@code threshold}, default its 95th percentile on the
 *       fit rows;
 *   <li>{@code pca_leverage}: Hotelling's T² over those components (score² / explained variance),
 *       kept when at most {@code threshold}, default its 95th percentile on the fit rows;
 *   <li>{@code robust_mahalanobis}: as {@code mahalanobis} with cap 20 (or {@code n_components}),
 *       but the location and covariance are scikit-learn's {@code MinCovDet(random_state,
 *       support_fraction)} fitted on the (reduced) fit rows ({@link MinCovDet}); when it fails (a
 *       zero covariance on its support) the empirical mean and (1/n) covariance are used instead;
 *   <li>{@code isolation_forest}: scikit-learn's {@code IsolationForest(n_estimators=100,
 *       max_samples='auto', contamination, max_features=1.0, random_state)} on the full fit rows
 *       ({@link IsolationForest}); a row is kept unless {@code predict} calls it an outlier;
 *   <li>{@code lof}: scikit-learn's {@code LocalOutlierFactor(n_neighbors=20, contamination)} on
 *       the fit rows ({@link LocalOutlierFactor}); a fit row is kept unless {@code fit_predict}
 *       flags it, another row unless its novelty score falls below the fitted offset.
 * </ul>
 *
 * {@code random_state} None is taken as 0 (nirs4all then draws from numpy's global stream). Fewer
 * than 2 fit rows keep everything. Immutable.
 */
public final class XOutlierFilter extends SampleFilter {

  /** The distance rules. */
  enum Method {
    MAHALANOBIS,
    ROBUST_MAHALANOBIS,
    ISOLATION_FOREST,
    PCA_RESIDUAL,
    PCA_LEVERAGE,
    LOF
  }

  /** LocalOutlierFactor's neighbour count (scikit-learn's default, as nirs4all uses it). */
  static final int LOF_NEIGHBORS = 20;

  /** IsolationForest's tree count (scikit-learn's default). */
  static final int FOREST_TREES = 100;

  /** The ordered method names. */
  private static final List<String> METHODS =
      List.of(
          "mahalanobis",
          "robust_mahalanobis",
          "pca_residual",
          "pca_leverage",
          "isolation_forest",
          "lof");

  private static final double EPS = Math.ulp(1.0);

  private final Method method;
  private final Double threshold;
  private final Integer components;
  private final double contamination;
  private final long seed;
  private final Double supportFraction;

  private XOutlierFilter(
      OperatorConfig config,
      String[] names,
      Method method,
      Double threshold,
      Integer k,
      double contamination,
      Long seed,
      Double supportFraction) {
    super(config, names[0], names[1]);
    this.method = method;
    this.threshold = threshold;
    this.components = k;
    this.contamination = contamination;
    this.seed = seed == null ? 0 : seed;
    this.supportFraction = supportFraction;
  }

  /**
   * Reads {@code method='mahalanobis', threshold=None, n_components=None, contamination=0.1,
   * random_state=None, support_fraction=None, reason=None, tag_name=None}.
   */
  public static XOutlierFilter of(Params p) {
    String text = p.string("method", "mahalanobis");
    if (!METHODS.contains(text)) {
      throw p.invalid(
          "method",
          text,
          "must be one of 'mahalanobis', 'robust_mahalanobis', 'pca_residual', 'pca_leverage',"
              + " 'isolation_forest', 'lof'");
    }
    Method method = Method.valueOf(text.toUpperCase(Locale.ROOT));
    Double threshold = optionalPositive(p, "threshold");
    Integer components = optionalComponents(p);
    double contamination = p.number("contamination", 0.1);
    if (!(contamination > 0 && contamination <= 0.5)) {
      throw p.invalid("contamination", contamination, "must be in (0, 0.5]");
    }
    Long seed = p.randomState();
    Double supportFraction = p.optionalNumber("support_fraction", null);
    if (supportFraction != null && !(supportFraction > 0 && supportFraction <= 1)) {
      throw p.invalid("support_fraction", supportFraction, "must be None or in (0, 1]");
    }
    return new XOutlierFilter(
        p.config(), names(p), method, threshold, components, contamination, seed, supportFraction);
  }

  @Override
  public Fitted fitFilter(Block x, double[] y) {
    int n = x.rows();
    int p = x.cols();
    if (n < 2) {
      return (rows, targets) -> all(rows.rows());
    }
    double[][] xc = new double[n][p];
    for (int i = 0; i < n; i++) {
      x.copyRow(i, xc[i]);
    }
    if (method == Method.ISOLATION_FOREST) {
      IsolationForest forest = IsolationForest.fit(x, FOREST_TREES, contamination, seed);
      return (rows, targets) -> forest.inliers(rows);
    }
    if (method == Method.LOF) {
      LocalOutlierFactor lof = LocalOutlierFactor.fit(xc, LOF_NEIGHBORS, contamination);
      return (rows, targets) -> {
        double[][] r = new double[rows.rows()][p];
        for (int i = 0; i < r.length; i++) {
          rows.copyRow(i, r[i]);
        }
        return lof.inliers(r);
      };
    }
    double[] mean = columnMeans(xc, p);
    for (double[] row : xc) {
      for (int j = 0; j < p; j++) {
        row[j] -= mean[j];
      }
    }
    JacobiSvd svd = JacobiSvd.of(xc);
    double[] s = svd.s();
    double[][] vt = svd.vt();
    Score score;
    double limit;
    if (method == Method.ROBUST_MAHALANOBIS) {
      int cap = components != null ? components : 20;
      int q = Math.min(cap, Math.max(n / 3, 2));
      boolean reduce = p > q;
      int df = reduce ? q : p;
      int k = Math.min(df, s.length);
      double[][] z = new double[n][];
      double[] row = new double[p];
      for (int i = 0; i < n; i++) {
        x.copyRow(i, row);
        z[i] = reduce ? scores(row, mean, vt, k) : row.clone();
      }
      MinCovDet mcd = robustOrEmpirical(z);
      score = r -> Math.sqrt(Math.max(0, mcd.squaredDistance(reduce ? scores(r, mean, vt, k) : r)));
      limit =
          threshold != null ? threshold : Math.sqrt(SpecialFunctions.chiSquareQuantile(0.975, df));
    } else if (method == Method.MAHALANOBIS) {
      int cap = components != null ? components : 50;
      int q = Math.min(cap, Math.max(n / 3, 2));
      int df = p > q ? q : p;
      int k = Math.min(df, s.length);
      double cutoff = Math.max(n, df) * EPS * (s[0] * s[0] / n);
      double[] weight = new double[k];
      for (int c = 0; c < k; c++) {
        double eigen = s[c] * s[c] / n;
        weight[c] = eigen > cutoff ? 1 / eigen : 0;
      }
      score = row -> Math.sqrt(weighted(row, mean, vt, weight, k));
      limit =
          threshold != null ? threshold : Math.sqrt(SpecialFunctions.chiSquareQuantile(0.975, df));
    } else {
      int k = Math.min(Math.min(components != null ? components : 10, n), Math.min(p, s.length));
      if (method == Method.PCA_LEVERAGE) {
        double[] weight = new double[k];
        for (int c = 0; c < k; c++) {
          weight[c] = 1 / (s[c] * s[c] / (n - 1));
        }
        score = row -> weighted(row, mean, vt, weight, k);
      } else {
        score = row -> residual(row, mean, vt, k);
      }
      if (threshold != null) {
        limit = threshold;
      } else {
        double[] fit = new double[n];
        double[] row = new double[p];
        for (int i = 0; i < n; i++) {
          x.copyRow(i, row);
          fit[i] = score.of(row);
        }
        Arrays.sort(fit);
        limit = Percentiles.percentile(fit, 95, false);
      }
    }
    double bound = limit;
    return (rows, targets) -> {
      boolean[] keep = new boolean[rows.rows()];
      double[] row = new double[p];
      for (int i = 0; i < keep.length; i++) {
        rows.copyRow(i, row);
        keep[i] = score.of(row) <= bound;
      }
      return keep;
    };
  }

  /** MinCovDet on {@code z}, or the empirical estimate when it fails. */
  private MinCovDet robustOrEmpirical(double[][] z) {
    try {
      return MinCovDet.fit(z, supportFraction, seed);
    } catch (IllegalStateException | IllegalArgumentException e) {
      return MinCovDet.empirical(z);
    }
  }

  /** The first k principal scores {@code (row − mean)·v_c}. */
  private static double[] scores(double[] row, double[] mean, double[][] vt, int k) {
    double[] out = new double[k];
    for (int c = 0; c < k; c++) {
      out[c] = project(row, mean, vt[c]);
    }
    return out;
  }

  /** A row's distance or error. */
  @FunctionalInterface
  private interface Score {
    double of(double[] row);
  }

  /** {@code Σ_c w_c·((row − mean)·v_c)²} over the first k components. */
  private static double weighted(
      double[] row, double[] mean, double[][] vt, double[] weight, int k) {
    double out = 0;
    for (int c = 0; c < k; c++) {
      double t = project(row, mean, vt[c]);
      out += t * t * weight[c];
    }
    return out;
  }

  /** {@code ‖d − Σ_c (d·v_c)·v_c‖²} for {@code d = row − mean}, over the first k components. */
  private static double residual(double[] row, double[] mean, double[][] vt, int k) {
    double[] d = new double[row.length];
    for (int j = 0; j < d.length; j++) {
      d[j] = row[j] - mean[j];
    }
    double[] rebuilt = new double[row.length];
    for (int c = 0; c < k; c++) {
      double t = project(row, mean, vt[c]);
      for (int j = 0; j < d.length; j++) {
        rebuilt[j] += t * vt[c][j];
      }
    }
    double out = 0;
    for (int j = 0; j < d.length; j++) {
      double r = d[j] - rebuilt[j];
      out += r * r;
    }
    return out;
  }

  private static double project(double[] row, double[] mean, double[] v) {
    double t = 0;
    for (int j = 0; j < row.length; j++) {
      t += (row[j] - mean[j]) * v[j];
    }
    return t;
  }

  private static double[] columnMeans(double[][] rows, int p) {
    double[] mean = new double[p];
    double[] column = new double[rows.length];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < rows.length; i++) {
        column[i] = rows[i][j];
      }
      mean[j] = Sums.pw(column, false) / rows.length;
    }
    return mean;
  }

  private static boolean[] all(int n) {
    boolean[] keep = new boolean[n];
    Arrays.fill(keep, true);
    return keep;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "XOutlierFilter",
              "nirs4all.operators.filters.x_outlier",
              Category.FILTERS,
              "flag spectra far from the others: Mahalanobis (robust or not), PCA residual or"
                  + " leverage, isolation forest, local outlier factor",
              XOutlierFilter::of)
          .params(
              ParamSpec.choice("method", "mahalanobis", METHODS, "distance rule"),
              new ParamSpec(
                  "threshold",
                  ParamSpec.Type.FLOAT_OR_INT_OR_NULL,
                  JsonValue.NULL,
                  0.0,
                  1e299,
                  List.of(),
                  "",
                  "largest kept distance; None = chi-squared 97.5 % or the 95th percentile"),
              ParamSpec.intOrNull(
                  "n_components",
                  1,
                  100000,
                  "",
                  "principal components; None = 50, 20 (robust) or 10"),
              ParamSpec.floating(
                  "contamination", 0.1, 0, 0.5, "", "share of outliers (detector methods)"),
              ParamSpec.intOrNull(
                  "random_state",
                  0,
                  4_294_967_295L,
                  "",
                  "seed of MinCovDet and IsolationForest (None = 0); the SVD here is exact"),
              new ParamSpec(
                  "support_fraction",
                  ParamSpec.Type.FLOAT_OR_INT_OR_NULL,
                  JsonValue.NULL,
                  0.0,
                  1.0,
                  List.of(),
                  "",
                  "MinCovDet's share of rows in the support; None = (n + p + 1) / 2"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
