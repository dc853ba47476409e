package org.spectraflow.engine.operators.transform.nirs;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FiniteValues;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * Base of this package's stateless transforms: each spectrum (row) is mapped on its own, in double
 * precision, by {@link #map}; the output block keeps the input's precision (float32 results are the
 * double results rounded once, class C of docs/operator-behaviour.md). Fitting only checks the
 * data, so the fitted form is the operator itself and its state is its configuration (kind {@code
 * row}).
 */
public abstract class SpectrumTransform implements TransformOperator, FittedTransform {

  private final OperatorConfig config;

  /** A transform with this identity (name and parameters). */
  protected SpectrumTransform(OperatorConfig config) {
    this.config = config;
  }

  @Override
  public final OperatorConfig config() {
    return config;
  }

  /** Fewest features per spectrum the method needs (checked at fit and at apply). */
  protected int minFeatures() {
    return 1;
  }

  /** What the fewest-features rule needs the features for, as the error message says it. */
  protected String minFeaturesReason() {
    return "per spectrum";
  }

  /**
   * Maps one spectrum. {@code row} is the 0-based row index, for messages only.
   *
   * @throws IllegalArgumentException naming the operator, the row and what to do when the values
   *     are outside the method's domain
   */
  protected abstract double[] map(double[] spectrum, int row);

  @Override
  public final boolean learnsFromRows() {
    return false;
  }

  @Override
  public final FittedTransform fit(Block train, double[] yTrain) {
    check(train);
    return this;
  }

  @Override
  public final Block apply(Block input) {
    check(input);
    double[] in = new double[input.cols()];
    Block.Writer w = Block.writer(input.precision(), input.rows(), outputWidth(input.cols()));
    for (int i = 0; i < input.rows(); i++) {
      input.copyRow(i, in);
      w.setRow(i, map(in, i));
    }
    return w.build();
  }

  /** Kind {@code row}: nothing learned, the catalogue rebuilds it from its configuration. */
  @Override
  public final FittedState state() {
    return FittedState.of("row").with("operator", canonicalConfig());
  }

  private void check(Block x) {
    if (x.cols() < minFeatures()) {
      throw new IllegalArgumentException(
          label()
              + ": needs at least "
              + minFeatures()
              + " feature(s) "
              + minFeaturesReason()
              + ", was "
              + x.cols());
    }
    FiniteValues.require(this, x, "input");
  }

  /** An error naming this operator, the cell, the value and what to do. */
  protected final IllegalArgumentException outOfDomain(
      int row, int column, double value, String rule) {
    return new IllegalArgumentException(
        label() + ": " + rule + ", found " + value + " at row " + row + ", column " + column);
  }

  @Override
  public String toString() {
    return label();
  }
}
