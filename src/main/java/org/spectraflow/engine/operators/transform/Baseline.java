package org.spectraflow.engine.operators.transform;

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
 * nirs4all's Baseline (docs/operator-behaviour.md §1.8, class A): despite its name it subtracts the
 * training <em>column</em> mean (sequential sum), not a per-spectrum baseline.
 */
public final class Baseline extends StatefulTransform {

  private Baseline(OperatorConfig config) {
    super(config);
  }

  /** Reads {@code copy=True} (no numeric parameters). */
  public static Baseline of(Params p) {
    p.flag("copy", true);
    return new Baseline(p.config());
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] mean = Sums.columnMeans(x, n, p, f32);
    return new ColumnwiseFitted(this, p, new CellRule.Centre(mean));
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Baseline",
              "nirs4all.operators.transforms.signal",
              Category.BASELINE,
              "subtract the training column mean",
              Baseline::of)
          .params(ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
