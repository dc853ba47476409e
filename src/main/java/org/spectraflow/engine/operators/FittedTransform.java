package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;

/**
 * A transform with its learned state. {@link #apply} never mutates its input and returns a new
 * block of the input's precision (float32 arithmetic as nirs4all in float32, double otherwise).
 * Immutable and thread-safe.
 */
@FunctionalInterface
public interface FittedTransform {

  /** Transforms every row of {@code input} into a new block. */
  Block apply(Block input);

  /**
   * What this transform learned, as plain data (see {@link FittedState}); stateless transforms
   * report their configuration.
   *
   * @throws NotRepresentableException when this fitted form has no plain-data state yet
   */
  default FittedState state() {
    throw new NotRepresentableException(
        "the fitted transform " + getClass().getName() + " has no plain-data state");
  }
}
