package org.spectraflow.engine.operators.model.forest;

import org.spectraflow.engine.operators.Params;

/** Reads the parameters the two random forests share beyond the per-tree ones. */
final class ForestOptions {

  private ForestOptions() {}

  /** {@code max_samples}: None, an integer ≥ 1 or a float in (0, 1]. */
  static Number maxSamples(Params p) {
    Object v = p.raw("max_samples", null);
    if (v == null) {
      return null;
    }
    if ((v instanceof Integer || v instanceof Long)
        && ((Number) v).longValue() >= 1
        && ((Number) v).longValue() <= Integer.MAX_VALUE) {
      return ((Number) v).intValue();
    }
    if (v instanceof Double d && d > 0 && d <= 1) {
      return d;
    }
    throw p.invalid("max_samples", v, "must be None, an integer >= 1 or a float in (0, 1]");
  }

  /**
   * {@code n_jobs} as joblib reads it: None or 1 ⇒ one thread, k > 1 ⇒ k, −1 ⇒ every core, −k ⇒
   * cores + 1 − k (at least 1). It changes the speed, never the trees.
   */
  static int threads(Params p) {
    Integer jobs = p.optionalInteger("n_jobs", null);
    if (jobs == null || jobs == 1) {
      return 1;
    }
    if (jobs == 0) {
      throw p.invalid("n_jobs", 0, "must be None, a positive integer or a negative integer");
    }
    int cores = Runtime.getRuntime().availableProcessors();
    return jobs > 0 ? jobs : Math.max(1, cores + 1 + jobs);
  }

  /** Reads and refuses the options whose behaviour is not implemented. */
  static void unsupported(Params p) {
    TreeOptions.ignored(p);
    TreeOptions.refuseTrue(p, "oob_score", "out-of-bag scores are not computed");
    TreeOptions.refuseTrue(p, "warm_start", "each fit grows a new forest");
  }

  /** Refuses {@code class_weight} other than None (classifiers). */
  static void noClassWeight(Params p) {
    Object cw = p.raw("class_weight", null);
    if (cw != null) {
      throw p.invalid("class_weight", cw, "is not supported; use None");
    }
  }
}
