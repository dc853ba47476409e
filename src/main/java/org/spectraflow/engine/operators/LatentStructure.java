package org.spectraflow.engine.operators;

/**
 * A fitted latent-variable model that exposes its PLS-style structure, so that the PLS diagnostics
 * (VIP, Hotelling T², Q residuals; docs/diagnostics.md) are computed for it as for PLSRegression.
 *
 * <p>Invariant: the arrays describe the model as fitted; {@link LatentVariables} copies them.
 */
public interface LatentStructure {

  /** The model's weights, loadings and centring/scaling statistics. */
  LatentVariables latentVariables();
}
