package org.spectraflow.engine.operators;

import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;

/** A supervised model (PLS regression, Ridge, PLS-DA): fit on X and targets, then predict. */
public non-sealed interface ModelOperator extends ConfiguredOperator {

  /**
   * Fits on {@code x} (n rows) and {@code y} ({@code n × targets}); {@code cancelled} is polled
   * inside long loops.
   *
   * @throws java.util.concurrent.CancellationException when {@code cancelled} turns true
   */
  FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled);

  /**
   * Fits on a row matrix; models that stream their input ({@code PLSRegression}) override this to
   * read it without a copy, the others fit on {@link RowMatrix#toBlock()}.
   */
  default FittedModel fit(RowMatrix x, double[][] y, BooleanSupplier cancelled) {
    return fit(x.toBlock(), y, cancelled);
  }

  /** Fits without cancellation. */
  default FittedModel fit(Block x, double[][] y) {
    return fit(x, y, () -> false);
  }

  /**
   * True when {@link #fit(RowMatrix, double[][], BooleanSupplier)} and the fitted model's {@link
   * FittedModel#predict(RowMatrix)} read the matrix row by row without copying it, so that callers
   * may hand them a view instead of building X.
   */
  default boolean streamsInput() {
    return false;
  }

  /** True for classifiers (predictions are class labels). */
  default boolean classifier() {
    return false;
  }
}
