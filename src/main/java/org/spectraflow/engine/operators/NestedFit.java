package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;

/**
 * A fitted {@link NestedComponentsModel}: predicts with all its components or with its first {@code
 * j}, bit for bit what a j-component fit predicts. Immutable and thread-safe.
 */
public interface NestedFit extends FittedModel {

  /** Components actually extracted (may be fewer than asked). */
  int components();

  /** Predictions for the rows of {@code x} with the first {@code j} components. */
  double[][] predict(Block x, int j);

  /** Predictions for the rows of {@code x} with the first {@code j} components. */
  double[][] predict(RowMatrix x, int j);
}
