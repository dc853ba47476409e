package org.spectraflow.engine.operators;

import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.Block;

/** A supervised model (PLS regression, Ridge, PLS-DA): fit on X and targets, then predict. */
public non-sealed interface ModelOperator extends Operator {

  /**
   * Fits on {@code x} (n rows) and {@code y} ({@code n × targets}); {@code cancelled} is polled
   * inside long loops.
   *
   * @throws java.util.concurrent.CancellationException when {@code cancelled} turns true
   */
  FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled);

  /** Fits without cancellation. */
  default FittedModel fit(Block x, double[][] y) {
    return fit(x, y, () -> false);
  }

  /** True for classifiers (predictions are class labels). */
  default boolean classifier() {
    return false;
  }
}
