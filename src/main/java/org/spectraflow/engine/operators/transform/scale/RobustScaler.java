package org.spectraflow.engine.operators.transform.scale;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.CellRule;
import org.spectraflow.engine.operators.transform.ColumnwiseFitted;
import org.spectraflow.engine.operators.transform.NumpyMath;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's RobustScaler (BSD-3-Clause; this follows scikit-learn 1.2's {@code
 * sklearn.preprocessing._data.RobustScaler}): per column, subtract the median and divide by the
 * inter-quantile range {@code percentile(q_max) - percentile(q_min)} (numpy's "linear" percentile),
 * a range below 10 machine epsilons counting as 1; with {@code unit_variance} the range is further
 * divided by {@code ppf(q_max) - ppf(q_min)} of the standard normal, so normal data ends with unit
 * variance. In float32 mode the statistics are computed in float64 and cast to float32 before the
 * transform, as for StandardScaler (agreement ~1e-6 there).
 */
public final class RobustScaler extends StatefulTransform {

  private static final double EPS = 2.220446049250313e-16;

  private final boolean withCentering;
  private final boolean withScaling;
  private final double qMin;
  private final double qMax;
  private final boolean unitVariance;

  private RobustScaler(
      OperatorConfig config,
      boolean withCentering,
      boolean withScaling,
      double qMin,
      double qMax,
      boolean unitVariance) {
    super(config);
    this.withCentering = withCentering;
    this.withScaling = withScaling;
    this.qMin = qMin;
    this.qMax = qMax;
    this.unitVariance = unitVariance;
  }

  /**
   * Reads {@code with_centering=True, with_scaling=True, quantile_range=(25.0, 75.0), copy=True,
   * unit_variance=False}.
   */
  public static RobustScaler of(Params p) {
    boolean centering = p.flag("with_centering", true);
    boolean scaling = p.flag("with_scaling", true);
    Object range = p.raw("quantile_range", List.of(25.0, 75.0));
    p.flag("copy", true);
    boolean unit = p.flag("unit_variance", false);
    if (!(range instanceof List<?> l)
        || l.size() != 2
        || !(l.get(0) instanceof Number lo)
        || !(l.get(1) instanceof Number hi)
        || !(0 <= lo.doubleValue()
            && lo.doubleValue() <= hi.doubleValue()
            && hi.doubleValue() <= 100)) {
      throw p.invalid(
          "quantile_range", range, "must be (q_min, q_max) with 0 <= q_min <= q_max <= 100");
    }
    return new RobustScaler(
        p.config(), centering, scaling, lo.doubleValue(), hi.doubleValue(), unit);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] centre = new double[p];
    double[] scale = new double[p];
    double[] column = new double[n];
    double adjust =
        unitVariance ? NumpyMath.normalPpf(qMax / 100.0) - NumpyMath.normalPpf(qMin / 100.0) : 1.0;
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < n; i++) {
        column[i] = x[i * p + j];
      }
      Arrays.sort(column);
      centre[j] = withCentering ? round(f32, median(column)) : 0.0;
      double range = NumpyMath.percentile(column, qMax) - NumpyMath.percentile(column, qMin);
      double s = range < 10 * EPS ? 1.0 : range;
      scale[j] = withScaling ? round(f32, s / adjust) : 1.0;
    }
    return new ColumnwiseFitted(this, p, new CellRule.CentreScale(centre, scale));
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    int h = n / 2;
    return n % 2 == 1 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "RobustScaler",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "centre columns on the median and scale them by an inter-quantile range",
              RobustScaler::of)
          .params(
              ParamSpec.bool("with_centering", true, "subtract the column median"),
              ParamSpec.bool("with_scaling", true, "divide by the inter-quantile range"),
              new ParamSpec(
                  "quantile_range",
                  ParamSpec.Type.PAIR,
                  JsonArray.of(JsonValue.of(25.0), JsonValue.of(75.0)),
                  null,
                  null,
                  List.of(),
                  "%",
                  "quantiles (q_min, q_max) of the range, 0 <= q_min <= q_max <= 100"),
              ParamSpec.COPY,
              ParamSpec.bool(
                  "unit_variance", false, "scale so that normal data has unit variance"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
