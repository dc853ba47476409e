package org.spectraflow.engine.model;

import org.spectraflow.engine.operators.FittedState;

/**
 * The inverse of one fitted y_processing transformer: maps predictions (rows × target columns) back
 * in place, one step towards target units. A {@link FittedPipeline} applies its inverses last to
 * first. Implementations are immutable and expose what they learned as {@link FittedState}.
 */
public interface TargetInverse {

  /** Maps {@code predictions} back in place and returns them. */
  double[][] invert(double[][] predictions);

  /** The inverse's plain-data state. */
  FittedState state();
}
