package org.spectraflow.engine.operators.filter;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * nirs4all's {@code YOutlierFilter}: keeps the rows whose target lies within bounds learned from
 * the fit targets, by interquartile range ({@code iqr}, default: quartiles ∓ threshold·IQR),
 * z-score ({@code zscore}: mean ∓ threshold·std), percentiles ({@code percentile}) or median
 * absolute deviation ({@code mad}: median ∓ threshold·1.4826·MAD). Statistics are computed in the
 * targets' precision (float32 as nirs4all stores them); NaN targets are left out of the fit and
 * never kept.
 */
public final class YOutlierFilter extends SampleFilter {

  /** The bound rules. */
  enum Method {
    IQR,
    ZSCORE,
    PERCENTILE,
    MAD
  }

  private final Method method;
  private final double threshold;
  private final double lowerPercentile;
  private final double upperPercentile;

  private YOutlierFilter(
      OperatorConfig config,
      String[] names,
      Method method,
      double threshold,
      double lower,
      double upper) {
    super(config, names[0], names[1]);
    this.method = method;
    this.threshold = threshold;
    this.lowerPercentile = lower;
    this.upperPercentile = upper;
  }

  /**
   * Reads {@code method='iqr', threshold=1.5, lower_percentile=1.0, upper_percentile=99.0,
   * reason=None, tag_name=None}.
   */
  public static YOutlierFilter of(Params p) {
    String text = p.string("method", "iqr");
    Method method;
    try {
      method = Method.valueOf(text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw p.invalid("method", text, "must be one of 'iqr', 'zscore', 'percentile', 'mad'");
    }
    double threshold = p.number("threshold", 1.5);
    if (!(threshold > 0)) {
      throw p.invalid("threshold", threshold, "must be > 0");
    }
    double lower = p.number("lower_percentile", 1.0);
    double upper = p.number("upper_percentile", 99.0);
    if (!(lower >= 0 && lower < upper && upper <= 100)) {
      throw p.invalid(
          "lower_percentile",
          lower,
          "and upper_percentile " + upper + " must satisfy 0 <= lower < upper <= 100; it");
    }
    String[] names = names(p);
    return new YOutlierFilter(p.config(), names, method, threshold, lower, upper);
  }

  @Override
  public Fitted fitFilter(Block x, double[] y) {
    if (y == null) {
      return (rows, targets) -> all(rows.rows());
    }
    boolean f32 = x.precision() == Precision.FLOAT32;
    double[] bounds = bounds(Percentiles.sortedFinite(y), y.length, f32);
    return (rows, targets) -> {
      boolean[] keep = new boolean[targets.length];
      for (int i = 0; i < keep.length; i++) {
        double v = targets[i];
        keep[i] = !Double.isNaN(v) && bounds[0] <= v && v <= bounds[1];
      }
      return keep;
    };
  }

  /** The {lower, upper} bounds of the sorted non-NaN targets {@code v}. */
  double[] bounds(double[] v, int total, boolean f32) {
    if (total == 0) {
      return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
    }
    if (v.length == 0) {
      throw new IllegalArgumentException(label() + ": every target is NaN; nothing to fit on");
    }
    if (v.length == 1) {
      return around(v[0], f32);
    }
    double t = round(f32, threshold);
    return switch (method) {
      case IQR -> {
        double q1 = Percentiles.percentile(v, 25, f32);
        double q3 = Percentiles.percentile(v, 75, f32);
        double iqr = round(f32, q3 - q1);
        yield new double[] {
          round(f32, q1 - round(f32, t * iqr)), round(f32, q3 + round(f32, t * iqr))
        };
      }
      case ZSCORE -> {
        double mu = round(f32, Sums.pw(v, f32) / v.length);
        double[] sq = new double[v.length];
        for (int i = 0; i < v.length; i++) {
          double d = round(f32, v[i] - mu);
          sq[i] = round(f32, d * d);
        }
        double s = round(f32, Math.sqrt(round(f32, Sums.pw(sq, f32) / v.length)));
        yield s == 0
            ? around(mu, f32)
            : new double[] {round(f32, mu - round(f32, t * s)), round(f32, mu + round(f32, t * s))};
      }
      case PERCENTILE ->
          new double[] {
            Percentiles.percentile(v, lowerPercentile, f32),
            Percentiles.percentile(v, upperPercentile, f32)
          };
      case MAD -> {
        double c = Percentiles.median(v, f32);
        double[] dev = new double[v.length];
        for (int i = 0; i < v.length; i++) {
          dev[i] = Math.abs(round(f32, v[i] - c));
        }
        Arrays.sort(dev);
        double mad = round(f32, Percentiles.median(dev, f32) * round(f32, 1.4826));
        yield mad == 0
            ? around(c, f32)
            : new double[] {
              round(f32, c - round(f32, t * mad)), round(f32, c + round(f32, t * mad))
            };
      }
    };
  }

  private static double[] around(double v, boolean f32) {
    return new double[] {round(f32, v - round(f32, 1e-10)), round(f32, v + round(f32, 1e-10))};
  }

  private static boolean[] all(int n) {
    boolean[] keep = new boolean[n];
    Arrays.fill(keep, true);
    return keep;
  }

  private static double round(boolean f32, double v) {
    return f32 ? (float) v : v;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "YOutlierFilter",
              "nirs4all.operators.filters.y_outlier",
              Category.FILTERS,
              "flag samples whose target is an outlier (exclude / tag)",
              YOutlierFilter::of)
          .params(
              ParamSpec.choice(
                  "method", "iqr", List.of("iqr", "zscore", "percentile", "mad"), "bound rule"),
              ParamSpec.floating(
                  "threshold", 1.5, 0, 1e6, "", "multiplier of the spread (iqr, zscore, mad)"),
              ParamSpec.floating(
                  "lower_percentile", 1.0, 0, 100, "%", "lower bound (percentile method)"),
              ParamSpec.floating(
                  "upper_percentile", 99.0, 0, 100, "%", "upper bound (percentile method)"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
