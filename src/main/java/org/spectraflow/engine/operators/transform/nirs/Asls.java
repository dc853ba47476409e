package org.spectraflow.engine.operators.transform.nirs;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.Params;

/**
 * Asymmetric least squares baseline (Eilers and Boelens 2005; docs/nirs-transforms.md §5.1):
 * starting from unit weights, z solves {@code (W + λ DᵀD) z = W y}, then each weight becomes {@code
 * p} where y lies above z and {@code 1 - p} elsewhere; iterations stop when the weights' relative
 * change ‖w_new − w‖/‖w‖ falls below {@code tol} or after {@code max_iter} solves. The output is y
 * − z.
 */
public final class Asls extends PenalizedBaseline {

  private final double p;

  /** Reads {@code lam=1e6, p=0.01, max_iter=50, tol=1e-3, copy=True}. */
  public Asls(Params params) {
    this(params, Settings.read(params, 1e6, 50), params.number("p", 0.01));
  }

  private Asls(Params params, Settings settings, double p) {
    super(identity(params), settings);
    if (!(p > 0.0 && p < 1.0)) {
      throw params.invalid("p", p, "must be strictly between 0 and 1 (typically 0.001 to 0.1)");
    }
    this.p = p;
  }

  @Override
  protected double[] baseline(double[] y, Whittaker smoother) {
    int n = y.length;
    double[] w = new double[n];
    Arrays.fill(w, 1.0);
    double[] z = null;
    for (int it = 0; it < settings().maxIter(); it++) {
      z = smoother.smooth(y, w);
      double[] next = new double[n];
      for (int i = 0; i < n; i++) {
        next[i] = y[i] > z[i] ? p : 1.0 - p;
      }
      double change = relativeChange(next, w);
      w = next;
      if (change < settings().tol()) {
        break;
      }
    }
    return z;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "ASLSBaseline",
              "nirs4all.operators.transforms",
              Category.BASELINE,
              "subtract an asymmetric least squares baseline (Eilers and Boelens 2005)",
              Asls::new)
          .aliases("ASLS", "AsLS")
          .params(
              lamSpec(1e6),
              ParamSpec.floating(
                  "p", 0.01, 1e-9, 1 - 1e-9, "", "weight of points above the baseline"),
              maxIterSpec(50),
              TOL,
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
