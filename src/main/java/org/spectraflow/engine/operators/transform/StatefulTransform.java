package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * Base of transforms that learn from the training rows: validates the training block, then hands
 * its values (row-major doubles, float32 widened exactly) to {@link #fit(double[], int, int,
 * boolean)}.
 */
public abstract class StatefulTransform implements TransformOperator {

  private final OperatorConfig config;

  protected StatefulTransform(OperatorConfig config) {
    this.config = config;
  }

  @Override
  public final OperatorConfig config() {
    return config;
  }

  /** Fewest training rows the statistics need. */
  protected int minSamples() {
    return 1;
  }

  @Override
  public final FittedTransform fit(Block train, double[] yTrain) {
    Inputs.requireRows(this, train, minSamples(), "to fit");
    Inputs.requireCols(this, train, 1, "to fit");
    Inputs.requireFinite(this, train);
    return fit(Inputs.values(train), train.rows(), train.cols(), Inputs.f32(train));
  }

  /** Learns from the {@code n × p} training matrix {@code x}. */
  protected abstract FittedTransform fit(double[] x, int n, int p, boolean f32);

  @Override
  public String toString() {
    return label();
  }
}
