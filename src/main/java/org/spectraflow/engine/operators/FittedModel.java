package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;

/** A fitted model: predictions in target units, one row per sample. Immutable, thread-safe. */
@FunctionalInterface
public interface FittedModel {

  /** Predicts {@code x.rows() × targets} values. */
  double[][] predict(Block x);

  /**
   * Predicts from a row matrix; models that stream their input override this, the others predict
   * from {@link RowMatrix#toBlock()}.
   */
  default double[][] predict(RowMatrix x) {
    return predict(x.toBlock());
  }
}
