package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;

/**
 * A fitted classifier that also gives class probabilities ({@code predict_proba}); its {@link
 * #predict} returns the original class labels. Immutable and thread-safe.
 */
public interface ProbabilisticModel extends FittedModel {

  /** The probability of each class (sorted class order), one row per sample. */
  double[][] probabilities(Block x);

  /** The classes, in sorted order (the columns of {@link #probabilities}). */
  double[] classes();
}
