package org.spectraflow.engine.operators;

import java.util.List;
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

  /**
   * An estimate of the heap bytes this fit keeps alive (its arrays, array headers included), which
   * a run's fit reuse charges to its byte bound (docs/caching.md). Fits that keep their training
   * data (nearest neighbours, support vectors) or per-feature arrays (PLS, linear models) report
   * them; the default, for fits holding a few parameters or small trees, is 0, and such fits are
   * bounded by the reuse's entry count only.
   */
  default long retainedBytes() {
    return 0;
  }

  /**
   * Warnings of this fit that are not errors (e.g. scikit-learn's ConvergenceWarning: a stochastic
   * optimiser stopped at its epoch budget), which a run publishes as step warnings. Empty by
   * default.
   */
  default List<String> warnings() {
    return List.of();
  }

  /**
   * What this model learned, as plain data (see {@link FittedState}).
   *
   * @throws NotRepresentableException when this fitted form has no plain-data state yet
   */
  default FittedState state() {
    throw new NotRepresentableException(
        "the fitted model " + getClass().getName() + " has no plain-data state");
  }
}
