package org.spectraflow.engine.operators.transform;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * nirs4all's FirstDerivative and SecondDerivative (docs/operator-behaviour.md §1.7, class A):
 * numpy's gradient along each spectrum, applied once or twice with the same spacing and edge order.
 */
public final class Derivative extends RowTransform {

  private final Gradient gradient;
  private final int order;
  private final int edgeOrder;

  private Derivative(OperatorConfig config, int order, double delta, int edgeOrder) {
    super(config);
    this.order = order;
    this.edgeOrder = edgeOrder;
    this.gradient = new Gradient(delta, edgeOrder);
  }

  /** FirstDerivative: reads {@code delta=1.0, edge_order=2, copy=True}. */
  public static Derivative first(Params p) {
    return of(p, 1);
  }

  /** SecondDerivative: reads {@code delta=1.0, edge_order=2, copy=True}. */
  public static Derivative second(Params p) {
    return of(p, 2);
  }

  private static Derivative of(Params p, int order) {
    double delta = p.number("delta", 1.0);
    int edgeOrder = p.integer("edge_order", 2);
    p.flag("copy", true);
    if (edgeOrder != 1 && edgeOrder != 2) {
      throw p.invalid("edge_order", edgeOrder, "must be 1 or 2");
    }
    if (delta == 0 || !Double.isFinite(delta)) {
      throw p.invalid("delta", delta, "must be a non-zero finite number");
    }
    return new Derivative(p.config(), order, delta, edgeOrder);
  }

  @Override
  protected int minFeatures() {
    return edgeOrder + 1;
  }

  @Override
  protected int scratchSize(int cols) {
    return cols;
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    if (order == 1) {
      gradient.apply(in, out, f32);
    } else {
      gradient.apply(in, scratch, f32);
      gradient.apply(scratch, out, f32);
    }
  }

  /** The catalogue's declaration of FirstDerivative. */
  public static final OperatorSpec FIRST =
      derivative("FirstDerivative", "first derivative (numpy.gradient)", Derivative::first);

  /** The catalogue's declaration of SecondDerivative. */
  public static final OperatorSpec SECOND =
      derivative(
          "SecondDerivative", "second derivative (gradient applied twice)", Derivative::second);

  private static OperatorSpec derivative(
      String name, String description, OperatorSpec.Builder builder) {
    return OperatorSpec.transform(
            name,
            "nirs4all.operators.transforms.nirs",
            Category.SMOOTHING_AND_DERIVATIVES,
            description,
            builder)
        .params(
            ParamSpec.floating("delta", 1.0, -1e12, 1e12, "", "sample spacing"),
            ParamSpec.choice("edge_order", 2, List.of(1, 2), "accuracy order at the edges"),
            ParamSpec.COPY);
  }

  /** Contributes the declarations to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(FIRST, SECOND);
    }
  }
}
