package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Area normalisation (docs/nirs-transforms.md §3): each spectrum divided by its area, {@code sum}
 * (Σ x), {@code abs_sum} (Σ |x|, the default) or {@code trapz} (|trapezoidal integral| on unit
 * spacing). A spectrum of zero area is refused with its row (nothing to divide by).
 */
public final class AreaNormalization extends SpectrumTransform {

  private static final List<String> METHODS = List.of("abs_sum", "sum", "trapz");

  private final String method;

  /** Reads {@code method='abs_sum', copy=True}. */
  public AreaNormalization(Params p) {
    this(p, p.string("method", "abs_sum"));
  }

  private AreaNormalization(Params p, String method) {
    super(config(p));
    if (!METHODS.contains(method)) {
      throw p.invalid("method", method, "must be one of " + METHODS);
    }
    this.method = method;
  }

  private static OperatorConfig config(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  @Override
  protected double[] map(double[] x, int row) {
    double area = 0.0;
    switch (method) {
      case "sum" -> {
        for (double v : x) {
          area += v;
        }
      }
      case "trapz" -> {
        for (int j = 1; j < x.length; j++) {
          area += 0.5 * (x[j - 1] + x[j]);
        }
        area = Math.abs(area);
      }
      default -> {
        for (double v : x) {
          area += Math.abs(v);
        }
      }
    }
    if (area == 0.0) {
      throw new IllegalArgumentException(
          label()
              + ": row "
              + row
              + " has zero area (method='"
              + method
              + "'), cannot divide by it; remove the empty spectrum or choose method='abs_sum'");
    }
    double[] out = new double[x.length];
    for (int j = 0; j < x.length; j++) {
      out[j] = x[j] / area;
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "AreaNormalization",
              "nirs4all.operators.transforms",
              Category.SCALING,
              "divide each spectrum by its area",
              AreaNormalization::new)
          .params(
              ParamSpec.choice("method", "abs_sum", METHODS, "how the area is measured"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
