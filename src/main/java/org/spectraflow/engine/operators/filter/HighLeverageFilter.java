package org.spectraflow.engine.operators.filter;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.JacobiSvd;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * nirs4all's {@code HighLeverageFilter} (docs/compatibility.md, filters): flags spectra of high
 * leverage in the space of the fit rows' first k principal components, k = {@code min(n_components
 * or 50, n − 1, p)}. Both methods ({@code hat}, {@code pca}) project the rows, centred on the fit
 * rows' column means, on those components (scores S); a row's leverage is {@code s·(SᵀS +
 * 1e-10·trace(SᵀS)/k·I)⁻¹·sᵀ}, and it is kept when that is at most {@code absolute_threshold}, or
 * else {@code threshold_multiplier} times the mean leverage of the fit rows. The components come
 * from an exact SVD where nirs4all runs a randomized PCA seeded by {@code random_state}: the
 * leverage depends only on the subspace, which the randomized solver approximates, so the two agree
 * up to that approximation. Immutable.
 */
public final class HighLeverageFilter extends SampleFilter {

  private static final int DEFAULT_COMPONENTS = 50;

  private final Integer components;
  private final double multiplier;
  private final Double absolute;

  private HighLeverageFilter(
      OperatorConfig config, String[] names, Integer components, double multiplier, Double abs) {
    super(config, names[0], names[1]);
    this.components = components;
    this.multiplier = multiplier;
    this.absolute = abs;
  }

  /**
   * Reads {@code method='hat', threshold_multiplier=2.0, absolute_threshold=None,
   * n_components=None, center=True, random_state=None, reason=None, tag_name=None}.
   */
  public static HighLeverageFilter of(Params p) {
    String method = p.string("method", "hat");
    if (!method.equals("hat") && !method.equals("pca")) {
      throw p.invalid("method", method, "must be 'hat' or 'pca'");
    }
    double multiplier = p.number("threshold_multiplier", 2.0);
    if (!(multiplier > 0)) {
      throw p.invalid("threshold_multiplier", multiplier, "must be > 0");
    }
    Double absolute = optionalPositive(p, "absolute_threshold");
    Integer components = optionalComponents(p);
    p.flag("center", true);
    p.randomState();
    return new HighLeverageFilter(p.config(), names(p), components, multiplier, absolute);
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
    double[] mean = new double[p];
    double[] column = new double[n];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < n; i++) {
        column[i] = xc[i][j];
      }
      mean[j] = Sums.pw(column, false) / n;
    }
    for (double[] row : xc) {
      for (int j = 0; j < p; j++) {
        row[j] -= mean[j];
      }
    }
    JacobiSvd svd = JacobiSvd.of(xc);
    double[] s = svd.s();
    int k = Math.min(Math.min(components == null ? DEFAULT_COMPONENTS : components, n - 1), p);
    k = Math.min(k, s.length);
    double[][] vt = svd.vt();
    // SᵀS is diagonal (σ²) for principal-component scores; the ridge is 1e-10·trace/k
    double trace = 0;
    for (int c = 0; c < k; c++) {
      trace += s[c] * s[c];
    }
    double ridge = 1e-10 * trace / k;
    double[] inverse = new double[k];
    for (int c = 0; c < k; c++) {
      inverse[c] = 1.0 / (s[c] * s[c] + ridge);
    }
    double[][] basis = Arrays.copyOf(vt, k);
    int fitK = k;
    double sum = 0;
    for (double[] row : xc) {
      sum += leverage(row, null, basis, inverse, fitK);
    }
    double threshold = absolute != null ? absolute : multiplier * sum / n;
    return (rows, targets) -> {
      boolean[] keep = new boolean[rows.rows()];
      double[] row = new double[p];
      for (int i = 0; i < keep.length; i++) {
        rows.copyRow(i, row);
        keep[i] = leverage(row, mean, basis, inverse, fitK) <= threshold;
      }
      return keep;
    };
  }

  /** {@code Σ_c (row − mean)·v_c)² / (σ_c² + ridge)}; {@code mean} null when already centred. */
  private static double leverage(
      double[] row, double[] mean, double[][] basis, double[] inverse, int k) {
    double out = 0;
    for (int c = 0; c < k; c++) {
      double score = 0;
      double[] v = basis[c];
      for (int j = 0; j < row.length; j++) {
        score += (mean == null ? row[j] : row[j] - mean[j]) * v[j];
      }
      out += score * score * inverse[c];
    }
    return out;
  }

  private static boolean[] all(int n) {
    boolean[] keep = new boolean[n];
    Arrays.fill(keep, true);
    return keep;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "HighLeverageFilter",
              "nirs4all.operators.filters.high_leverage",
              Category.FILTERS,
              "flag spectra of high leverage in the principal-component space (exclude / tag)",
              HighLeverageFilter::of)
          .params(
              ParamSpec.choice("method", "hat", List.of("hat", "pca"), "leverage rule"),
              ParamSpec.floating(
                  "threshold_multiplier", 2.0, 0, 1e6, "", "multiple of the mean leverage kept"),
              new ParamSpec(
                  "absolute_threshold",
                  ParamSpec.Type.FLOAT_OR_INT_OR_NULL,
                  JsonValue.NULL,
                  0.0,
                  1e299,
                  List.of(),
                  "",
                  "fixed leverage limit; None = the multiplier rule"),
              ParamSpec.intOrNull("n_components", 1, 100000, "", "principal components; None = 50"),
              ParamSpec.bool("center", true, "centre on the fit rows' means"),
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
