package org.spectraflow.engine.operators.filter;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * nirs4all's {@code SpectralQualityFilter}: keeps a spectrum when at most {@code max_nan_ratio} of
 * its values are NaN, it holds no infinity ({@code check_inf}), at most {@code max_zero_ratio} are
 * exact zeros, its NaN-ignoring population variance is at least {@code min_variance}, and its
 * NaN-ignoring maximum / minimum respect {@code max_value} / {@code min_value} when set. Learns
 * nothing from the fit rows.
 */
public final class SpectralQualityFilter extends SampleFilter {

  private final double maxNanRatio;
  private final double maxZeroRatio;
  private final double minVariance;
  private final Double maxValue;
  private final Double minValue;
  private final boolean checkInf;

  private SpectralQualityFilter(
      OperatorConfig config,
      String[] names,
      double maxNan,
      double maxZero,
      double minVariance,
      Double maxValue,
      Double minValue,
      boolean checkInf) {
    super(config, names[0], names[1]);
    this.maxNanRatio = maxNan;
    this.maxZeroRatio = maxZero;
    this.minVariance = minVariance;
    this.maxValue = maxValue;
    this.minValue = minValue;
    this.checkInf = checkInf;
  }

  /**
   * Reads {@code max_nan_ratio=0.1, max_zero_ratio=0.5, min_variance=1e-8, max_value=None,
   * min_value=None, check_inf=True, reason=None, tag_name=None}.
   */
  public static SpectralQualityFilter of(Params p) {
    double maxNan = ratio(p, "max_nan_ratio", 0.1);
    double maxZero = ratio(p, "max_zero_ratio", 0.5);
    double minVariance = p.number("min_variance", 1e-8);
    if (!(minVariance >= 0)) {
      throw p.invalid("min_variance", minVariance, "must be >= 0");
    }
    Double maxValue = p.optionalNumber("max_value", null);
    Double minValue = p.optionalNumber("min_value", null);
    boolean checkInf = p.flag("check_inf", true);
    String[] names = names(p);
    return new SpectralQualityFilter(
        p.config(), names, maxNan, maxZero, minVariance, maxValue, minValue, checkInf);
  }

  @Override
  public Fitted fitFilter(Block x, double[] y) {
    return (rows, targets) -> {
      boolean f32 = rows.precision() == Precision.FLOAT32;
      boolean[] keep = new boolean[rows.rows()];
      double[] row = new double[rows.cols()];
      for (int i = 0; i < keep.length; i++) {
        rows.copyRow(i, row);
        keep[i] = passes(row, f32);
      }
      return keep;
    };
  }

  /** True when {@code row} passes every check. */
  boolean passes(double[] row, boolean f32) {
    int p = row.length;
    int nan = 0;
    int zero = 0;
    boolean inf = false;
    double max = Double.NEGATIVE_INFINITY;
    double min = Double.POSITIVE_INFINITY;
    double[] filled = new double[p];
    for (int j = 0; j < p; j++) {
      double v = row[j];
      if (Double.isNaN(v)) {
        nan++;
        continue;
      }
      filled[j] = v;
      inf |= Double.isInfinite(v);
      zero += v == 0 ? 1 : 0;
      max = Math.max(max, v);
      min = Math.min(min, v);
    }
    int count = p - nan;
    if ((double) nan / p > maxNanRatio || (checkInf && inf) || (double) zero / p > maxZeroRatio) {
      return false;
    }
    if (count == 0 || !(variance(row, filled, count, f32) >= minVariance)) {
      return false;
    }
    return (maxValue == null || max <= maxValue) && (minValue == null || min >= minValue);
  }

  /**
   * {@code np.nanvar} of one row: NaN cells count as 0 in the sums and are left out of the count.
   */
  private static double variance(double[] row, double[] filled, int count, boolean f32) {
    double mean = round(f32, Sums.pw(filled, f32) / count);
    double[] sq = new double[filled.length];
    for (int j = 0; j < filled.length; j++) {
      if (!Double.isNaN(row[j])) {
        double d = round(f32, filled[j] - mean);
        sq[j] = round(f32, d * d);
      }
    }
    return round(f32, Sums.pw(sq, f32) / count);
  }

  private static double ratio(Params p, String name, double def) {
    double v = p.number(name, def);
    if (!(v >= 0 && v <= 1)) {
      throw p.invalid(name, v, "must be in [0, 1]");
    }
    return v;
  }

  private static double round(boolean f32, double v) {
    return f32 ? (float) v : v;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "SpectralQualityFilter",
              "nirs4all.operators.filters.spectral_quality",
              Category.FILTERS,
              "flag spectra with NaN, infinities, many zeros, no variance or values out of range",
              SpectralQualityFilter::of)
          .params(
              ParamSpec.floating(
                  "max_nan_ratio", 0.1, 0, 1, "", "largest allowed share of NaN values"),
              ParamSpec.floating(
                  "max_zero_ratio", 0.5, 0, 1, "", "largest allowed share of exact zeros"),
              ParamSpec.floating("min_variance", 1e-8, 0, 1e299, "", "smallest allowed variance"),
              new ParamSpec(
                  "max_value",
                  ParamSpec.Type.FLOAT_OR_INT_OR_NULL,
                  JsonValue.NULL,
                  -1e299,
                  1e299,
                  List.of(),
                  "",
                  "largest allowed value; None = no limit"),
              new ParamSpec(
                  "min_value",
                  ParamSpec.Type.FLOAT_OR_INT_OR_NULL,
                  JsonValue.NULL,
                  -1e299,
                  1e299,
                  List.of(),
                  "",
                  "smallest allowed value; None = no limit"),
              ParamSpec.bool("check_inf", true, "reject spectra holding an infinity"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
