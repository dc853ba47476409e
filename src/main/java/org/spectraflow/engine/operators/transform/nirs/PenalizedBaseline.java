package org.spectraflow.engine.operators.transform.nirs;

import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Base of the baseline estimators that reweight a {@link Whittaker} smoother (asymmetric least
 * squares, airPLS, arPLS; docs/nirs-transforms.md §5): each spectrum minus its estimated baseline.
 * Holds the shared settings {@code lam} (smoothness), {@code max_iter} and {@code tol}.
 */
public abstract class PenalizedBaseline extends SpectrumTransform {

  /**
   * The shared settings.
   *
   * @param lam smoothness λ of the Whittaker penalty, positive
   * @param maxIter most reweighting iterations, at least 1
   * @param tol convergence threshold of the method's relative change, non-negative
   */
  public record Settings(double lam, int maxIter, double tol) {

    /** Reads and checks {@code lam}, {@code max_iter} and {@code tol} with these defaults. */
    public static Settings read(Params p, double lamDefault, int maxIterDefault) {
      double lam = p.number("lam", lamDefault);
      int maxIter = p.integer("max_iter", maxIterDefault);
      double tol = p.number("tol", 1e-3);
      if (!(lam > 0.0) || Double.isInfinite(lam)) {
        throw p.invalid(
            "lam", lam, "must be > 0 (the baseline's smoothness, typically 1e2 to 1e9)");
      }
      if (maxIter < 1) {
        throw p.invalid("max_iter", maxIter, "must be >= 1");
      }
      if (!(tol >= 0.0) || Double.isInfinite(tol)) {
        throw p.invalid("tol", tol, "must be >= 0");
      }
      return new Settings(lam, maxIter, tol);
    }
  }

  /** The {@code lam} parameter's declaration with this default. */
  protected static ParamSpec lamSpec(double def) {
    return ParamSpec.floating("lam", def, 1e-12, 1e15, "", "smoothness of the baseline");
  }

  /** The {@code max_iter} parameter's declaration with this default. */
  protected static ParamSpec maxIterSpec(int def) {
    return ParamSpec.integer("max_iter", def, 1, 10_000, "", "most reweighting iterations");
  }

  /** The {@code tol} parameter's declaration (default 1e-3). */
  protected static final ParamSpec TOL =
      ParamSpec.floating("tol", 1e-3, 0.0, 1e6, "", "convergence threshold");

  /** Reads {@code copy=True} and returns the operator's identity (after all other reads). */
  protected static OperatorConfig identity(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  private final Settings settings;

  /** A baseline estimator with this identity and settings. */
  protected PenalizedBaseline(OperatorConfig config, Settings settings) {
    super(config);
    this.settings = settings;
  }

  /** The shared settings. */
  protected final Settings settings() {
    return settings;
  }

  @Override
  protected final int minFeatures() {
    return Whittaker.MIN_POINTS;
  }

  @Override
  protected final String minFeaturesReason() {
    return "for a second-difference penalty (the spectrum is too short for a baseline)";
  }

  /** The baseline of {@code y} (same length). */
  protected abstract double[] baseline(double[] y, Whittaker smoother);

  @Override
  protected final double[] map(double[] y, int row) {
    double[] z = baseline(y, new Whittaker(y.length, settings.lam()));
    double[] out = new double[y.length];
    for (int i = 0; i < y.length; i++) {
      out[i] = y[i] - z[i];
    }
    return out;
  }

  /** ‖a − b‖ / ‖b‖ (Euclidean norms), 0 when both are zero. */
  protected static double relativeChange(double[] a, double[] b) {
    double num = 0.0;
    double den = 0.0;
    for (int i = 0; i < a.length; i++) {
      double d = a[i] - b[i];
      num += d * d;
      den += b[i] * b[i];
    }
    return den == 0.0 ? (num == 0.0 ? 0.0 : Double.POSITIVE_INFINITY) : Math.sqrt(num / den);
  }
}
