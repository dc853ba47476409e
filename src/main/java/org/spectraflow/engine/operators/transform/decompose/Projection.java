package org.spectraflow.engine.operators.transform.decompose;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.transform.Dense;
import org.spectraflow.engine.operators.transform.Inputs;

/**
 * A fitted linear projection onto k components: {@code T = (X·Cᵀ − offset) / scale}, computed in
 * double and stored in the input's precision. PCA's offset is the projected training mean ({@code
 * mean·Cᵀ}, scikit-learn's formula), TruncatedSVD's is zero; the scale is 1 unless whitening.
 * Immutable.
 */
public final class Projection implements FittedTransform {

  private final ConfiguredOperator operator;
  private final double[][] components;
  private final double[] offset;
  private final double[] scale;

  public Projection(
      ConfiguredOperator operator, double[][] components, double[] offset, double[] scale) {
    this.operator = operator;
    this.components = components;
    this.offset = offset;
    this.scale = scale;
  }

  /** The components (k rows of input width), a fresh copy. */
  public double[][] components() {
    double[][] out = new double[components.length][];
    for (int i = 0; i < out.length; i++) {
      out[i] = components[i].clone();
    }
    return out;
  }

  @Override
  public FittedState state() {
    return FittedState.of("projection")
        .with("operator", operator.canonicalConfig())
        .with("components", components)
        .with("offset", offset)
        .with("scale", scale);
  }

  @Override
  public Block apply(Block input) {
    Inputs.requireWidth(operator, input, components[0].length);
    Inputs.requireFinite(operator, input);
    int k = components.length;
    double[] out = new double[input.rows() * k];
    double[] row = new double[input.cols()];
    for (int i = 0; i < input.rows(); i++) {
      input.copyRow(i, row);
      for (int c = 0; c < k; c++) {
        out[i * k + c] = (Dense.dot(row, components[c]) - offset[c]) / scale[c];
      }
    }
    return Inputs.build(input, input.rows(), k, out);
  }
}
