package org.spectraflow.engine.operators.model.ensemble;

import java.util.Map;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * The base estimator of an AdaBoost ensemble and how each boosting round makes its copy, as
 * scikit-learn's {@code _make_estimator(random_state=...)} does: when the estimator has a {@code
 * random_state} parameter, each copy gets {@code random_state.randint(2³¹ − 1)} drawn from the
 * ensemble's generator (before the round's other draws); otherwise copies are identical and draw
 * nothing. Also reads the parameters both AdaBoosts share. Immutable.
 *
 * @param reference the base estimator's reference
 * @param seeded whether the estimator takes a {@code random_state}
 * @param estimators {@code n_estimators} (at least 1)
 * @param learningRate {@code learning_rate} (&gt; 0)
 * @param seed {@code random_state} (null: seeded 0, so that runs are reproducible)
 */
record BoostedEstimator(
    NestedModels.Reference reference,
    boolean seeded,
    int estimators,
    double learningRate,
    Long seed) {

  /** scikit-learn's {@code np.iinfo(np.int32).max}, the exclusive bound of the seed draws. */
  private static final long INT32_MAX = 0x7fffffffL;

  /**
   * Reads {@code estimator} (default {@code fallback}), {@code n_estimators=50}, {@code
   * learning_rate=1.0} and {@code random_state}.
   */
  static BoostedEstimator read(Params p, Map<String, Object> fallback) {
    Object e = p.raw("estimator", null);
    NestedModels.Reference ref =
        e == null
            ? NestedModels.reference(p, "estimator", fallback)
            : NestedModels.reference(p, "estimator", e);
    NestedModels.model(p, "estimator", e == null ? fallback : e);
    boolean seeded;
    try {
      ref.build(Map.of("random_state", 0));
      seeded = true;
    } catch (IllegalArgumentException unknown) {
      seeded = false;
    }
    int n = p.integer("n_estimators", 50);
    if (n < 1) {
      throw p.invalid("n_estimators", n, "must be >= 1");
    }
    double rate = p.number("learning_rate", 1.0);
    if (!(rate > 0) || Double.isInfinite(rate)) {
      throw p.invalid("learning_rate", rate, "must be a finite number > 0");
    }
    Long seed = p.randomState();
    return new BoostedEstimator(ref, seeded, n, rate, seed);
  }

  /** The generator of one fit. */
  RandomState generator() {
    return new RandomState(seed == null ? 0L : seed);
  }

  /** The next round's estimator, drawing its seed from {@code rs} when it takes one. */
  ModelOperator next(RandomState rs) {
    if (!seeded) {
      return reference.build(Map.of());
    }
    return reference.build(Map.of("random_state", rs.randint(0, INT32_MAX)));
  }
}
