package org.spectraflow.engine.operators.transform;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Gaussian filter or Gaussian derivative along each spectrum (docs/operator-behaviour.md §1.6,
 * class A): scipy.ndimage {@code gaussian_filter1d} with {@code mode='reflect', truncate=4.0}.
 * nirs4all's default is {@code order=2}, the second derivative of a Gaussian, not a smoother.
 */
public final class Gaussian extends RowTransform {

  private final Correlator correlator;
  private final int radius;

  private Gaussian(OperatorConfig config, int order, double sigma) {
    super(config);
    double[] w = GaussianKernel.correlationWeights(order, sigma);
    this.correlator = new Correlator(w);
    this.radius = w.length / 2;
  }

  /** Reads {@code order=2, sigma=1}. */
  public static Gaussian of(Params p) {
    int order = p.integer("order", 2);
    double sigma = p.number("sigma", 1.0);
    p.flag("copy", true);
    if (order < 0) {
      throw p.invalid("order", order, "must be >= 0");
    }
    if (!(sigma > 0) || Double.isInfinite(sigma)) {
      throw p.invalid("sigma", sigma, "must be a positive finite number");
    }
    return new Gaussian(p.config(), order, sigma);
  }

  @Override
  protected int scratchSize(int cols) {
    return cols + 2 * radius;
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] ext, boolean f32) {
    int p = in.length;
    int period = 2 * p;
    // the interior as it is, the reflected edges index by index (no division per value)
    System.arraycopy(in, 0, ext, radius, p);
    for (int j = -radius; j < 0; j++) {
      ext[j + radius] = in[reflected(j, p, period)];
    }
    for (int j = p; j < p + radius; j++) {
      ext[j + radius] = in[reflected(j, p, period)];
    }
    correlator.correlate(ext, radius, out, 0, p);
  }

  /** scipy.ndimage's {@code reflect} index of {@code j} in a row of {@code p} values. */
  private static int reflected(int j, int p, int period) {
    int m = Math.floorMod(j, period);
    return m < p ? m : period - 1 - m;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Gaussian",
              "nirs4all.operators.transforms.signal",
              Category.SMOOTHING_AND_DERIVATIVES,
              "Gaussian filter; order 2 (default) is the second derivative of a Gaussian",
              Gaussian::of)
          .params(
              ParamSpec.integer(
                  "order", 2, 0, 10, "", "derivative order of the Gaussian kernel (0 = smoothing)"),
              ParamSpec.floating(
                  "sigma", 1, 0.0, 1000.0, "points", "standard deviation of the kernel"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
