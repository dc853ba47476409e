package org.spectraflow.engine.operators.transform.scale;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.CellRule;
import org.spectraflow.engine.operators.transform.ColumnwiseFitted;
import org.spectraflow.engine.operators.transform.FeatureRange;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's MinMaxScaler (docs/operator-behaviour.md §1.14, class A): {@code x·scale + min}
 * per column, ranges below 10 ulp(1) treated as 1, optional clipping to the target range.
 */
public final class MinMaxScaler extends StatefulTransform {

  private static final double F32_EPS = 1.1920929e-07;
  private static final double F64_EPS = 2.220446049250313e-16;

  private final double low;
  private final double high;
  private final boolean clip;

  private MinMaxScaler(OperatorConfig config, double low, double high, boolean clip) {
    super(config);
    this.low = low;
    this.high = high;
    this.clip = clip;
  }

  /** Reads {@code feature_range=(0, 1), copy=True, clip=False}. */
  public static MinMaxScaler of(Params p) {
    double[] range = FeatureRange.read(p, 0, 1);
    p.flag("copy", true);
    boolean clip = p.flag("clip", false);
    if (!(range[0] < range[1])) {
      throw p.invalid("feature_range", List.of(range[0], range[1]), "must have min < max");
    }
    return new MinMaxScaler(p.config(), range[0], range[1], clip);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] min = new double[p];
    double[] max = new double[p];
    FeatureRange.columnMinMax(x, p, min, max);
    double eps = f32 ? F32_EPS : F64_EPS;
    double width = round(f32, high - low);
    double a = round(f32, low);
    double[] scale = new double[p];
    double[] offset = new double[p];
    for (int j = 0; j < p; j++) {
      double range = round(f32, max[j] - min[j]);
      scale[j] = round(f32, width / (range < 10 * eps ? 1.0 : range));
      offset[j] = round(f32, a - round(f32, min[j] * scale[j]));
    }
    return new ColumnwiseFitted(this, p, new CellRule.ScaleOffset(scale, offset, clip, low, high));
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "MinMaxScaler",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "scale columns to a range",
              MinMaxScaler::of)
          .params(
              ParamSpec.pair("feature_range", 0, 1, "target range (min, max)"),
              ParamSpec.COPY,
              ParamSpec.bool("clip", false, "clip transformed values to the range"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
