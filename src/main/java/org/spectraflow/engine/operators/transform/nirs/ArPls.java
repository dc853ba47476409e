package org.spectraflow.engine.operators.transform.nirs;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.Params;

/**
 * Asymmetrically reweighted penalised least squares baseline (Baek, Park, Ahn and Choo 2015;
 * docs/nirs-transforms.md §5.3): z solves {@code (W + λ DᵀD) z = W y}; with d = y − z and m, s the
 * mean and standard deviation (ddof 0) of the negative residuals, the new weights are the logistic
 * {@code 1 / (1 + exp(2 (d − (2s − m)) / s))}; iterations stop when ‖w_new − w‖/‖w‖ < {@code tol},
 * after {@code max_iter} solves, or when fewer than two residuals are negative (s undefined or 0).
 * The output is y − z.
 */
public final class ArPls extends PenalizedBaseline {

  /** Reads {@code lam=1e5, max_iter=50, tol=1e-3, copy=True}. */
  public ArPls(Params params) {
    this(params, Settings.read(params, 1e5, 50));
  }

  private ArPls(Params params, Settings settings) {
    super(identity(params), settings);
  }

  @Override
  protected double[] baseline(double[] y, Whittaker smoother) {
    int n = y.length;
    double[] w = new double[n];
    Arrays.fill(w, 1.0);
    double[] z = null;
    for (int it = 0; it < settings().maxIter(); it++) {
      z = smoother.smooth(y, w);
      int count = 0;
      double sum = 0.0;
      for (int i = 0; i < n; i++) {
        double d = y[i] - z[i];
        if (d < 0) {
          count++;
          sum += d;
        }
      }
      if (count < 2) {
        break;
      }
      double m = sum / count;
      double ss = 0.0;
      for (int i = 0; i < n; i++) {
        double d = y[i] - z[i];
        if (d < 0) {
          ss += (d - m) * (d - m);
        }
      }
      double s = Math.sqrt(ss / count);
      if (s == 0.0) {
        break;
      }
      double[] next = new double[n];
      for (int i = 0; i < n; i++) {
        double d = y[i] - z[i];
        next[i] = 1.0 / (1.0 + Math.exp(2.0 * (d - (2.0 * s - m)) / s));
      }
      double change = relativeChange(next, w);
      if (change < settings().tol()) {
        break;
      }
      w = next;
    }
    return z;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "ArPLS",
              "nirs4all.operators.transforms",
              Category.BASELINE,
              "subtract an asymmetrically reweighted penalised least squares baseline",
              ArPls::new)
          .params(lamSpec(1e5), maxIterSpec(50), TOL, ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
