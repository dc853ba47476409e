package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;

/** A fitted model: predictions in target units, one row per sample. Immutable, thread-safe. */
@FunctionalInterface
public interface FittedModel {

  /** Predicts {@code x.rows() × targets} values. */
  double[][] predict(Block x);
}
