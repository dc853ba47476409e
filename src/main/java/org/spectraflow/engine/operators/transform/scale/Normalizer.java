package org.spectraflow.engine.operators.transform.scale;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.RowTransform;

/**
 * scikit-learn's Normalizer (BSD-3-Clause; follows scikit-learn 1.9's {@code
 * sklearn.preprocessing.normalize}, docs/operators.md): each spectrum divided by its own l1, l2 or
 * max norm, a norm below 10 machine epsilons counting as 1 (a zero row stays zero). Stateless; the
 * norm is computed in float64 and the quotient rounded to the input's precision.
 */
public final class Normalizer extends RowTransform {

  private static final double TINY_NORM = 10 * 2.220446049250313e-16;

  private final String norm;

  private Normalizer(Params p, String norm) {
    super(p.config());
    this.norm = norm;
  }

  /** Reads {@code norm='l2', copy=True}. */
  public static Normalizer of(Params p) {
    String norm = p.string("norm", "l2");
    p.flag("copy", true);
    if (!List.of("l1", "l2", "max").contains(norm)) {
      throw p.invalid("norm", norm, "must be 'l1', 'l2' or 'max'");
    }
    return new Normalizer(p, norm);
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    double s = 0;
    for (double v : in) {
      switch (norm) {
        case "l1" -> s += Math.abs(v);
        case "max" -> s = Math.max(s, Math.abs(v));
        default -> s += v * v;
      }
    }
    if (norm.equals("l2")) {
      s = Math.sqrt(s);
    }
    if (s < TINY_NORM) {
      s = 1.0;
    }
    for (int j = 0; j < in.length; j++) {
      out[j] = in[j] / s;
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Normalizer",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "divide each spectrum by its own norm",
              Normalizer::of)
          .params(
              ParamSpec.choice("norm", "l2", List.of("l1", "l2", "max"), "the row norm"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
