package org.spectraflow.engine.operators.transform;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Savitzky-Golay smoothing or differentiation (docs/operator-behaviour.md §1.5) with scipy's {@code
 * mode='interp'}.
 *
 * <p>Interior points: correlation with the least-squares weights in scipy.ndimage order (class A;
 * the weights of common settings are the reference's bit patterns). The first and last {@code
 * window_length/2} points come from a polynomial fit to the edge window, done here in double (class
 * C in float32 mode: scipy ≥ 1.17 fits in float32). Even windows are rejected.
 */
public final class SavitzkyGolay extends RowTransform {

  private final int window;
  private final SavitzkyGolayEdges edges;
  private final Correlator interior;

  private SavitzkyGolay(OperatorConfig config, int window, int polyorder, int deriv, double delta) {
    super(config);
    this.window = window;
    this.interior =
        new Correlator(SavitzkyGolayCoefficients.weights(window, polyorder, deriv, delta));
    this.edges = new SavitzkyGolayEdges(window, polyorder, deriv, delta);
  }

  /** Reads {@code window_length=11, polyorder=3, deriv=0, delta=1.0}. */
  public static SavitzkyGolay of(Params p) {
    int window = p.integer("window_length", 11);
    int polyorder = p.integer("polyorder", 3);
    int deriv = p.integer("deriv", 0);
    double delta = p.number("delta", 1.0);
    p.flag("copy", true);
    if (window < 1 || window % 2 == 0) {
      throw p.invalid("window_length", window, "must be a positive odd integer");
    }
    if (polyorder < 0 || polyorder >= window) {
      throw p.invalid("polyorder", polyorder, "must be >= 0 and less than window_length=" + window);
    }
    if (deriv < 0) {
      throw p.invalid("deriv", deriv, "must be >= 0");
    }
    if (!(delta > 0) || Double.isInfinite(delta)) {
      throw p.invalid("delta", delta, "must be a positive finite number");
    }
    return new SavitzkyGolay(p.config(), window, polyorder, deriv, delta);
  }

  @Override
  protected int minFeatures() {
    return window;
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] scratch, boolean f32) {
    int h = window / 2;
    interior.correlate(in, 0, out, h, in.length - h);
    edges.apply(in, out);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "SavitzkyGolay",
              "nirs4all.operators.transforms.nirs",
              Category.SMOOTHING_AND_DERIVATIVES,
              "Savitzky-Golay polynomial smoothing or derivative",
              SavitzkyGolay::of)
          .aliases("SG", "SavGol")
          .params(
              ParamSpec.integer(
                  "window_length", 11, 1, 10_001, "points", "odd window length, > polyorder"),
              ParamSpec.integer("polyorder", 3, 0, 50, "", "polynomial order"),
              ParamSpec.integer("deriv", 0, 0, 50, "", "derivative order"),
              ParamSpec.floating("delta", 1.0, 0.0, 1e12, "", "sample spacing for derivatives"),
              ParamSpec.COPY)
          .rules(
              ShapeRules.odd("window_length"),
              ShapeRules.greaterThan("window_length", "polyorder"),
              ShapeRules.atMostFeatures("window_length", "use a shorter window or crop less"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
