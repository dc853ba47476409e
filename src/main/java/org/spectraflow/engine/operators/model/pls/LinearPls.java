package org.spectraflow.engine.operators.model.pls;

import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.LatentVariables;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.LinearModel;
import org.spectraflow.engine.operators.model.ModelInputs;

/**
 * A member of the PLS family whose fit is linear: it checks the inputs and {@code n_components ≤
 * min(samples, features)}, centres and scales as {@link Scaling} says, lets the algorithm compute
 * the scaled-space coefficients and returns them as a {@link LinearModel} in original units.
 */
abstract sealed class LinearPls implements ModelOperator
    permits Pcr, Ikpls, Simpls, SparsePls, Opls {

  private final OperatorConfig config;
  private final int components;
  private final Scaling scaling;

  LinearPls(OperatorConfig config, int components, Scaling scaling) {
    this.config = config;
    this.components = components;
    this.scaling = scaling;
  }

  /** Reads {@code n_components} (default 2, at least 1). */
  static int readComponents(Params p) {
    int k = p.integer("n_components", 2);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    return k;
  }

  @Override
  public final OperatorConfig config() {
    return config;
  }

  /** The number of components asked for. */
  final int components() {
    return components;
  }

  @Override
  public final FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    return fitted(x, y, cancelled);
  }

  /** {@link #fit} with the fitted form's type. */
  final LinearModel fitLinear(RowMatrix x, double[][] y, BooleanSupplier cancelled) {
    FittedModel f = fitted(x, y, cancelled);
    return f instanceof LatentLinearModel l ? l.model() : (LinearModel) f;
  }

  /**
   * The linear model, wrapped with its latent structure when the algorithm gives one ({@link
   * LatentLinearModel}, for the diagnostics).
   */
  private FittedModel fitted(RowMatrix x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    int limit = Math.min(x.rows(), x.cols());
    if (components > limit) {
      throw new IllegalArgumentException(
          label()
              + ": n_components must be <= min(n_samples, n_features) = "
              + limit
              + ", was "
              + components);
    }
    Scaling.Scaled s = scaling.apply(x, y);
    Solution sol = solve(s, cancelled);
    LinearModel model = s.toModel(label(), sol.b(), sol.b0());
    if (sol.latent() == null || sol.extracted() < 1) {
      return model;
    }
    int k = sol.extracted();
    double[][][] l = sol.latent();
    return new LatentLinearModel(
        model,
        new LatentVariables(
            java.util.Arrays.copyOf(l[0], k),
            java.util.Arrays.copyOf(l[1], k),
            java.util.Arrays.copyOf(l[2], k),
            s.xMean(),
            s.xStd(),
            s.yMean(),
            s.yStd()));
  }

  /** The scaled-space coefficients for the scaled data {@code s}. */
  abstract Solution solve(Scaling.Scaled s, BooleanSupplier cancelled);

  /** Throws when {@code cancelled} turned true. */
  final void poll(BooleanSupplier cancelled) {
    if (cancelled.getAsBoolean()) {
      throw new java.util.concurrent.CancellationException(label() + " fit cancelled");
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /**
   * Coefficients in the scaled space: {@code ŷₛ = xₛ·b + b0}.
   *
   * @param b features × targets
   * @param b0 one scaled intercept per target (0 for the centred PLS fits)
   * @param extracted the components the algorithm extracted (fewer than asked when the residual
   *     vanished, or for sparse PLS when no feature survived the threshold)
   * @param latent the scaled-space W, P and q (each one row per component, at least {@code
   *     extracted} rows) when the algorithm has PLS weights, else null
   */
  record Solution(double[][] b, double[] b0, int extracted, double[][][] latent) {

    /** A solution without latent structure. */
    Solution(double[][] b, double[] b0, int extracted) {
      this(b, b0, extracted, null);
    }
  }
}
