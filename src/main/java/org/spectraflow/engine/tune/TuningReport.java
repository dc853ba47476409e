package org.spectraflow.engine.tune;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a {@code finetune_params} study: what ran, every trial in order, and the best
 * parameters (the lowest value when minimising, the highest when maximising; the earliest trial on
 * ties), which the model step then trains with.
 *
 * @param sampler the sampler that ran ({@code grid}, {@code random}, {@code tpe})
 * @param approach {@code single} or {@code grouped}
 * @param objective what the value measures, e.g. {@code mse} or {@code -balanced_accuracy}
 * @param maximise true when larger values are better
 * @param bestParams the chosen parameters (empty when no trial succeeded)
 * @param bestValue the best trial's value (NaN when none succeeded)
 * @param trials every trial, in order
 * @param warning a note for the user (e.g. grid requested over ranges), null when none
 */
public record TuningReport(
    String sampler,
    String approach,
    String objective,
    boolean maximise,
    Map<String, Object> bestParams,
    double bestValue,
    List<Trial> trials,
    String warning) {

  /** Copies the collections. */
  public TuningReport {
    bestParams = Collections.unmodifiableMap(new LinkedHashMap<>(bestParams));
    trials = List.copyOf(trials);
  }
}
