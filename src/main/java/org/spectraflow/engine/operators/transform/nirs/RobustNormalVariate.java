package org.spectraflow.engine.operators.transform.nirs;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Robust normal variate (Guo, Wu and Massart 1999; docs/nirs-transforms.md §2): the SNV of median
 * and scaled median absolute deviation, {@code (x - median(x)) / (k · MAD(x))} per spectrum, with
 * {@code MAD = median(|x - median(x)|)} and {@code k = 1.4826} (the MAD's consistency factor for
 * normal noise). A spectrum whose MAD is 0 is only centred (divided by 1, as SNV does).
 */
public final class RobustNormalVariate extends SpectrumTransform {

  private final boolean withCenter;
  private final boolean withScale;
  private final double k;

  /** Reads {@code with_center=True, with_scale=True, k=1.4826, copy=True}. */
  public RobustNormalVariate(Params p) {
    this(p, p.flag("with_center", true), p.flag("with_scale", true), p.number("k", 1.4826));
  }

  private RobustNormalVariate(Params p, boolean withCenter, boolean withScale, double k) {
    super(config(p));
    if (!(k > 0.0) || Double.isInfinite(k)) {
      throw p.invalid(
          "k", k, "must be a positive number (1.4826 makes k·MAD a standard deviation)");
    }
    this.withCenter = withCenter;
    this.withScale = withScale;
    this.k = k;
  }

  private static OperatorConfig config(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  /** The median of {@code v} (numpy's: the mean of the two middle values for even lengths). */
  public static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    int n = s.length;
    return n % 2 == 1 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
  }

  @Override
  protected double[] map(double[] x, int row) {
    double med = median(x);
    double scale = 1.0;
    if (withScale) {
      double[] dev = new double[x.length];
      for (int j = 0; j < x.length; j++) {
        dev[j] = Math.abs(x[j] - med);
      }
      double s = k * median(dev);
      scale = s == 0.0 ? 1.0 : s;
    }
    double centre = withCenter ? med : 0.0;
    double[] out = new double[x.length];
    for (int j = 0; j < x.length; j++) {
      out[j] = (x[j] - centre) / scale;
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "RobustStandardNormalVariate",
              "nirs4all.operators.transforms",
              Category.SCATTER_CORRECTION,
              "centre each spectrum on its median and scale by k times its median absolute"
                  + " deviation",
              RobustNormalVariate::new)
          .aliases("RNV", "RSNV", "RobustNormalVariate")
          .params(
              ParamSpec.bool("with_center", true, "subtract the median"),
              ParamSpec.bool("with_scale", true, "divide by k times the median absolute deviation"),
              ParamSpec.floating(
                  "k", 1.4826, 1e-12, 1e12, "", "factor of the median absolute deviation"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
