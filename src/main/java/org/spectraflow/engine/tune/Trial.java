package org.spectraflow.engine.tune;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One evaluated trial of a study.
 *
 * @param number 0-based trial number
 * @param params the sampled parameters, in search-space order
 * @param value the objective (NaN when the trial failed)
 * @param error why the trial failed, null otherwise
 */
public record Trial(int number, Map<String, Object> params, double value, String error) {

  /** Copies the parameters (null values allowed). */
  public Trial {
    params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
  }

  /** The start of the {@link #error} of a trial the pruner stopped. */
  public static final String PRUNED = "pruned";

  /** True when the pruner stopped this trial (it never wins). */
  public boolean pruned() {
    return error != null && error.startsWith(PRUNED);
  }

  /** True when the objective could be computed. */
  public boolean ok() {
    return error == null && !Double.isNaN(value);
  }
}
