package org.spectraflow.engine.operators.transform.nirs;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.Params;

/**
 * Adaptive iteratively reweighted penalised least squares baseline (Zhang, Chen and Liang 2010;
 * docs/nirs-transforms.md §5.2), as the paper's algorithm states it: at iteration t = 1, 2, ... z
 * solves {@code (W + λ DᵀD) z = W y}; with d = y − z and |Σ d⁻| the magnitude of the sum of the
 * negative residuals, the loop stops when |Σ d⁻| < {@code tol} · Σ|y| or t = {@code max_iter};
 * otherwise points with d ≥ 0 get weight 0, points with d < 0 get {@code exp(t |d| / |Σ d⁻|)}, and
 * both end points get {@code exp(t · max(d⁻) / |Σ d⁻|)}. The output is y − z.
 */
public final class AirPls extends PenalizedBaseline {

  /** Reads {@code lam=1e6, max_iter=50, tol=1e-3, copy=True}. */
  public AirPls(Params params) {
    this(params, Settings.read(params, 1e6, 50));
  }

  private AirPls(Params params, Settings settings) {
    super(identity(params), settings);
  }

  @Override
  protected double[] baseline(double[] y, Whittaker smoother) {
    int n = y.length;
    double[] w = new double[n];
    Arrays.fill(w, 1.0);
    double absY = 0.0;
    for (double v : y) {
      absY += Math.abs(v);
    }
    double[] z = null;
    for (int t = 1; t <= settings().maxIter(); t++) {
      z = smoother.smooth(y, w);
      double negSum = 0.0;
      double negMax = Double.NEGATIVE_INFINITY;
      for (int i = 0; i < n; i++) {
        double d = y[i] - z[i];
        if (d < 0) {
          negSum += d;
          negMax = Math.max(negMax, d);
        }
      }
      double dssn = Math.abs(negSum);
      if (dssn < settings().tol() * absY || t == settings().maxIter() || dssn == 0.0) {
        break;
      }
      for (int i = 0; i < n; i++) {
        double d = y[i] - z[i];
        w[i] = d >= 0 ? 0.0 : Math.exp(t * Math.abs(d) / dssn);
      }
      w[0] = Math.exp(t * negMax / dssn);
      w[n - 1] = w[0];
    }
    return z;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "AirPLS",
              "nirs4all.operators.transforms",
              Category.BASELINE,
              "subtract an adaptive iteratively reweighted penalised least squares baseline",
              AirPls::new)
          .params(lamSpec(1e6), maxIterSpec(50), TOL, ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
