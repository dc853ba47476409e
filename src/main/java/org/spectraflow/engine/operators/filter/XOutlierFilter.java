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
import org.spectraflow.engine.operators.filter.outlier.LocalOutlierFactor;
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
 *   <li>{@code lof}: scikit-learn's {@code LocalOutlierFactor(n_neighbors=20, contamination)} on
 *       the fit rows ({@link LocalOutlierFactor}); a fit row is kept unless {@code fit_predict}
 *       flags it, another row unless its novelty score falls below the fitted offset.
 * </ul>
 *
 * {@code robust_mahalanobis} (MinCovDet) and {@code isolation_forest} are refused. Fewer than 2 fit
 * rows keep everything. Immutable.
 */
public final class XOutlierFilter extends SampleFilter {

  /** The distance rules. */
  enum Method {
    MAHALANOBIS,
    PCA_RESIDUAL,
    PCA_LEVERAGE,
    LOF
  }

  /** LocalOutlierFactor's neighbour count (scikit-learn's default, as nirs4all uses it). */
  static final int LOF_NEIGHBORS = 20;

  private static final double EPS = Math.ulp(1.0);

  private final Method method;
  private final Double threshold;
  private final Integer components;
  private final double contamination;

  private XOutlierFilter(
      OperatorConfig config,
      String[] names,
      Method method,
      Double threshold,
      Integer k,
      double contamination) {
    super(config, names[0], names[1]);
    this.method = method;
    this.threshold = threshold;
    this.components = k;
    this.contamination = contamination;
  }

  /**
   * Reads {@code method='mahalanobis', threshold=None, n_components=None, contamination=0.1,
   * random_state=None, support_fraction=None, reason=None, tag_name=None}.
   */
  public static XOutlierFilter of(Params p) {
    String text = p.string("method", "mahalanobis");
    Method method;
    if (List.of("robust_mahalanobis", "isolation_forest").contains(text)) {
      throw p.invalid(
          "method",
          text,
          "is not supported (no MinCovDet or IsolationForest); use"
              + " 'mahalanobis', 'pca_residual', 'pca_leverage' or 'lof'");
    }
    try {
      method = Method.valueOf(text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw p.invalid(
          "method", text, "must be one of 'mahalanobis', 'pca_residual', 'pca_leverage', 'lof'");
    }
    Double threshold = optionalPositive(p, "threshold");
    Integer components = optionalComponents(p);
    double contamination = p.number("contamination", 0.1);
    if (!(contamination > 0 && contamination <= 0.5)) {
      throw p.invalid("contamination", contamination, "must be in (0, 0.5]");
    }
    p.randomState();
    p.raw("support_fraction", null);
    return new XOutlierFilter(p.config(), names(p), method, threshold, components, contamination);
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
    if (method == Method.MAHALANOBIS) {
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
              "flag spectra far from the others: Mahalanobis, PCA residual or leverage",
              XOutlierFilter::of)
          .params(
              ParamSpec.choice(
                  "method",
                  "mahalanobis",
                  List.of("mahalanobis", "pca_residual", "pca_leverage", "lof"),
                  "distance rule"),
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
                  "n_components", 1, 100000, "", "principal components; None = 50 or 10"),
              ParamSpec.floating(
                  "contamination", 0.1, 0, 0.5, "", "share of outliers (detector methods)"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "accepted; the SVD here is exact"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
