package org.spectraflow.engine.estimate;

import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * How many model fits a tuned step's search makes before its fold models, read from its {@code
 * finetune_params} for the estimate (docs/performance.md, "Time before running"): each trial fits
 * once ({@code approach: single}, one holdout split) or once per fold ({@code grouped}, {@code
 * individual}); the trials are {@code n_trials} (default 50), or the sum of the {@code phases}'
 * trials. An upper bound: a grid study may stop early. Settings the planner would refuse count as
 * the defaults (the check reports them). Stateless.
 */
final class TuningTrials {

  /** nirs4all's default {@code n_trials}. */
  static final int DEFAULT_TRIALS = 50;

  private TuningTrials() {}

  /** The fits of a search whose model is fitted on {@code folds} folds. */
  static long fits(JsonValue settings, int folds) {
    if (!(settings instanceof JsonObject o)) {
      return 0;
    }
    long trials = trials(o, DEFAULT_TRIALS);
    if (o.get("phases").orElse(null) instanceof JsonArray phases && phases.size() > 0) {
      long sum = 0;
      for (JsonValue phase : phases.items()) {
        sum += phase instanceof JsonObject p ? trials(p, trials) : trials;
      }
      trials = sum;
    }
    String approach =
        o.get("approach").orElse(null) instanceof JsonValue.JsonString s ? s.value() : "grouped";
    return trials * (approach.equals("single") || folds < 1 ? 1 : folds);
  }

  private static long trials(JsonObject o, long fallback) {
    Optional<JsonValue> v = o.get("n_trials");
    if (v.isPresent()
        && v.get() instanceof JsonValue.JsonInt i
        && i.value().signum() > 0
        && i.value().bitLength() <= 31) {
      return i.value().longValue();
    }
    return fallback;
  }
}
