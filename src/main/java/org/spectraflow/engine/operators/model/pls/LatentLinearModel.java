package org.spectraflow.engine.operators.model.pls;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.LatentStructure;
import org.spectraflow.engine.operators.LatentVariables;
import org.spectraflow.engine.operators.model.LinearModel;

/**
 * A linear PLS-family fit that also exposes its latent structure for the diagnostics: predicts,
 * saves (kind {@code linear}) and weighs exactly as its {@link LinearModel}. Immutable.
 *
 * @param model the linear model that predicts
 * @param latent the weights, loadings and scaling the fit extracted
 */
record LatentLinearModel(LinearModel model, LatentVariables latent)
    implements FittedModel, LatentStructure {

  @Override
  public double[][] predict(Block x) {
    return model.predict(x);
  }

  @Override
  public double[][] predict(RowMatrix x) {
    return model.predict(x);
  }

  @Override
  public FittedState state() {
    return model.state();
  }

  @Override
  public long retainedBytes() {
    return model.retainedBytes();
  }

  @Override
  public LatentVariables latentVariables() {
    return latent;
  }
}
