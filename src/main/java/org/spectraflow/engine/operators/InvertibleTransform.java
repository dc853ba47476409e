package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;

/**
 * A fitted transform with an exact inverse, scikit-learn's {@code inverse_transform}: {@code
 * inverse(apply(x))} gives {@code x} back wherever the transform is one-to-one. The engine maps
 * {@code y_processing} predictions back to target units with it. Immutable and thread-safe.
 */
public interface InvertibleTransform extends FittedTransform {

  /** Maps every row of {@code transformed} back into a new block of the same precision. */
  Block inverse(Block transformed);
}
