package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;

/**
 * MSC with its learned reference: the centred reference spectrum, its mean and sum of squares.
 * Immutable.
 */
final class MscFitted implements FittedTransform {

  private final ConfiguredOperator operator;
  private final double[] centredReference;
  private final double referenceMean;
  private final double srr;

  MscFitted(
      ConfiguredOperator operator, double[] centredReference, double referenceMean, double srr) {
    this.operator = operator;
    this.centredReference = centredReference;
    this.referenceMean = referenceMean;
    this.srr = srr;
  }

  @Override
  public Block apply(Block input) {
    int p = centredReference.length;
    Inputs.requireWidth(operator, input, p);
    Inputs.requireFinite(operator, input);
    double[] x = Inputs.values(input);
    for (int off = 0; off < x.length; off += p) {
      correctRow(x, off, p);
    }
    return Inputs.build(input, input.rows(), p, x);
  }

  @Override
  public FittedState state() {
    return FittedState.of("MultiplicativeScatterCorrection")
        .with("operator", operator.canonicalConfig())
        .with("centred_reference", centredReference)
        .with("reference_mean", referenceMean)
        .with("srr", srr);
  }

  private void correctRow(double[] x, int off, int p) {
    double xMean = MultiplicativeScatterCorrection.mean(x, off, p);
    double sxr = 0.0;
    for (int j = 0; j < p; j++) {
      sxr += centredReference[j] * (x[off + j] - xMean);
    }
    double b = sxr / srr;
    double a = xMean - b * referenceMean;
    for (int j = 0; j < p; j++) {
      x[off + j] = (x[off + j] - a) / b;
    }
  }
}
