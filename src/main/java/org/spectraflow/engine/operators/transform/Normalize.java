package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * nirs4all's Normalize (docs/operator-behaviour.md §1.9, class A). With the default {@code
 * feature_range=(-1, 1)} each column is divided by its training L2 norm (nirs4all's code, not its
 * docstring); any other range maps the training min/max of each column onto it.
 */
public final class Normalize extends StatefulTransform {

  private final double low;
  private final double high;

  private Normalize(OperatorConfig config, double low, double high) {
    super(config);
    this.low = low;
    this.high = high;
  }

  /** Reads {@code feature_range=(-1, 1), copy=True}. */
  public static Normalize of(Params p) {
    double[] range = FeatureRange.read(p, -1, 1);
    p.flag("copy", true);
    if (range[0] == range[1]) {
      throw p.invalid("feature_range", List.of(range[0], range[1]), "must have min != max");
    }
    return new Normalize(p.config(), range[0], range[1]);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    return low == -1 && high == 1 ? fitNorm(x, n, p, f32) : fitRange(x, n, p, f32);
  }

  private FittedTransform fitNorm(double[] x, int n, int p, boolean f32) {
    double[] sq = new double[x.length];
    for (int k = 0; k < x.length; k++) {
      sq[k] = round(f32, x[k] * x[k]);
    }
    double[] norm = Sums.seq(sq, n, p, f32);
    for (int j = 0; j < p; j++) {
      norm[j] = round(f32, Math.sqrt(norm[j]));
    }
    return new ColumnwiseFitted(this, p, new CellRule.Divide(norm));
  }

  private FittedTransform fitRange(double[] x, int n, int p, boolean f32) {
    double[] min = new double[p];
    double[] max = new double[p];
    FeatureRange.columnMinMax(x, p, min, max);
    double a = round(f32, low);
    double[] factor = new double[p];
    for (int j = 0; j < p; j++) {
      factor[j] = round(f32, round(f32, high - low) / round(f32, max[j] - min[j]));
    }
    return new ColumnwiseFitted(this, p, new CellRule.RangeMap(a, factor, min));
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Normalize",
              "nirs4all.operators.transforms.scalers",
              Category.SCALING,
              "column L2 normalisation by default, or min-max to a user range",
              Normalize::of)
          .params(
              ParamSpec.pair(
                  "feature_range", -1, 1, "target range; (-1, 1) selects L2 normalisation"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
