package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * Polynomial baselines (docs/nirs-transforms.md §5.5), on the abscissa x = linspace(−1, 1, n) by
 * least squares (Householder QR). {@code ModPoly} (Lieber and Mahadevan-Jansen 2003): the fitted
 * polynomial b is refitted to {@code min(y_k, b)} until ‖b_new − b‖/‖b‖ < {@code tol} or {@code
 * max_iter} refits. {@code IModPoly} (Gan, Ruan and Mo 2006): points above b + σ (σ the standard
 * deviation, ddof 0, of y_k − b) are replaced by b + σ instead, and the loop stops when the
 * relative change of σ falls below {@code tol}. {@code PolynomialBaseline} is one plain
 * least-squares fit ({@code max_iter=0}). The output is the spectrum minus the baseline.
 */
public final class ModPoly extends SpectrumTransform {

  /** The variants this class implements. */
  enum Variant {
    PLAIN,
    MODIFIED,
    IMPROVED
  }

  private final Variant variant;
  private final int order;
  private final int maxIter;
  private final double tol;

  private ModPoly(Params p, Variant variant) {
    this(
        p,
        variant,
        p.integer("poly_order", 2),
        variant == Variant.PLAIN ? 0 : p.integer("max_iter", 250),
        variant == Variant.PLAIN ? 0.0 : p.number("tol", 1e-3));
  }

  private ModPoly(Params p, Variant variant, int order, int maxIter, double tol) {
    super(config(p));
    if (order < 0) {
      throw p.invalid("poly_order", order, "must be >= 0");
    }
    if (maxIter < 0 || (variant != Variant.PLAIN && maxIter < 1)) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (!(tol >= 0.0) || Double.isInfinite(tol)) {
      throw p.invalid("tol", tol, "must be >= 0");
    }
    this.variant = variant;
    this.order = order;
    this.maxIter = maxIter;
    this.tol = tol;
  }

  private static OperatorConfig config(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  @Override
  protected int minFeatures() {
    return order + 1;
  }

  @Override
  protected String minFeaturesReason() {
    return "for a polynomial of order " + order + " (lower poly_order)";
  }

  @Override
  protected double[] map(double[] y, int row) {
    int n = y.length;
    double[][] v = new double[n][order + 1];
    for (int i = 0; i < n; i++) {
      double x = n == 1 ? -1.0 : -1.0 + 2.0 * i / (n - 1);
      double power = 1.0;
      for (int k = 0; k <= order; k++) {
        v[i][k] = power;
        power *= x;
      }
    }
    Householder qr = Householder.of(v);
    double[] work = y.clone();
    double[] b = fit(v, qr, work);
    double sigma = variant == Variant.IMPROVED ? spread(work, b) : 0.0;
    for (int it = 0; it < maxIter; it++) {
      for (int i = 0; i < n; i++) {
        work[i] = Math.min(work[i], b[i] + sigma);
      }
      double[] nb = fit(v, qr, work);
      if (variant == Variant.IMPROVED) {
        double ns = spread(work, nb);
        double change = Math.abs(ns - sigma) / Math.abs(ns);
        b = nb;
        sigma = ns;
        if (change < tol) {
          break;
        }
      } else {
        double change = PenalizedBaseline.relativeChange(nb, b);
        b = nb;
        if (change < tol) {
          break;
        }
      }
    }
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] = y[i] - b[i];
    }
    return out;
  }

  private static double[] fit(double[][] v, Householder qr, double[] y) {
    double[] c = qr.solve(y);
    double[] b = new double[y.length];
    for (int i = 0; i < y.length; i++) {
      double s = 0.0;
      for (int k = 0; k < c.length; k++) {
        s += v[i][k] * c[k];
      }
      b[i] = s;
    }
    return b;
  }

  private static double spread(double[] y, double[] b) {
    double mean = 0.0;
    for (int i = 0; i < y.length; i++) {
      mean += y[i] - b[i];
    }
    mean /= y.length;
    double ss = 0.0;
    for (int i = 0; i < y.length; i++) {
      double d = y[i] - b[i] - mean;
      ss += d * d;
    }
    return Math.sqrt(ss / y.length);
  }

  private static OperatorSpec declare(String name, Variant variant, String description) {
    OperatorSpec spec =
        OperatorSpec.transform(
            name,
            "nirs4all.operators.transforms",
            Category.BASELINE,
            description,
            p -> new ModPoly(p, variant));
    ParamSpec order =
        ParamSpec.integer("poly_order", 2, 0, 20, "", "degree of the baseline polynomial");
    return variant == Variant.PLAIN
        ? spec.params(order, ParamSpec.COPY)
        : spec.params(
            order,
            ParamSpec.integer("max_iter", 250, 1, 10_000, "", "most refits"),
            ParamSpec.floating("tol", 1e-3, 0.0, 1e6, "", "convergence threshold"),
            ParamSpec.COPY);
  }

  /** The catalogue's declarations of the three polynomial baselines (see docs/extending.md). */
  public static final List<OperatorSpec> DECLARATIONS =
      List.of(
          declare("ModPoly", Variant.MODIFIED, "subtract a modified polynomial fit baseline"),
          declare(
              "IModPoly", Variant.IMPROVED, "subtract an improved modified polynomial baseline"),
          declare(
              "PolynomialBaseline", Variant.PLAIN, "subtract a least-squares polynomial baseline"));

  /** Contributes {@link #DECLARATIONS} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return DECLARATIONS;
    }
  }
}
