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
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's MaxAbsScaler (BSD-3-Clause; follows scikit-learn 1.9's {@code
 * sklearn.preprocessing._data.MaxAbsScaler}, docs/operators.md): each column divided by its largest
 * training absolute value, a column of zeros divided by 1. Affine, so it scales targets in {@code
 * y_processing} too.
 */
public final class MaxAbsScaler extends StatefulTransform {

  private MaxAbsScaler(OperatorConfig config) {
    super(config);
  }

  /** Reads {@code copy=True}. */
  public static MaxAbsScaler of(Params p) {
    p.flag("copy", true);
    return new MaxAbsScaler(p.config());
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] maxAbs = new double[p];
    for (int k = 0; k < x.length; k++) {
      maxAbs[k % p] = Math.max(maxAbs[k % p], Math.abs(x[k]));
    }
    for (int j = 0; j < p; j++) {
      maxAbs[j] = maxAbs[j] == 0 ? 1.0 : round(f32, maxAbs[j]);
    }
    return new ColumnwiseFitted(this, p, new CellRule.Divide(maxAbs));
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "MaxAbsScaler",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "divide columns by their largest absolute value",
              MaxAbsScaler::of)
          .params(ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
