package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.operators.Params;

/** Reads a model's {@code random_state}: None or an integer in [0, 2³²). */
final class ModelSeeds {

  private ModelSeeds() {}

  static Long read(Params p) {
    Object v = p.raw("random_state", null);
    if (v == null) {
      return null;
    }
    if ((v instanceof Integer || v instanceof Long)
        && ((Number) v).longValue() >= 0
        && ((Number) v).longValue() <= 0xffffffffL) {
      return ((Number) v).longValue();
    }
    throw p.invalid("random_state", v, "must be None or an integer in [0, 2^32)");
  }
}
