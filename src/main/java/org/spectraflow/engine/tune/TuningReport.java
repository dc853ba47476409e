package org.spectraflow.engine.tune;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a {@code finetune_params} study: what ran, every trial in order, and the best
 * parameters (the lowest value when minimising, the highest when maximising; the earliest trial on
 * ties), which the model step then trains with. With {@code approach: individual} it gathers one
 * study per fold ({@link #folds}): its own trials are then empty, and its best parameters and value
 * are those of the chosen fold's study (the fold with the best validation score, which the refit
 * trains with).
 *
 * @param sampler the sampler that ran ({@code grid}, {@code random}, {@code tpe}; phases joined by
 *     {@code +}, e.g. {@code random+tpe})
 * @param approach {@code single}, {@code grouped} or {@code individual}
 * @param objective what the value measures, e.g. {@code mse} or {@code -balanced_accuracy}
 * @param maximise true when larger values are better
 * @param bestParams the chosen parameters (empty when no trial succeeded)
 * @param bestValue the best trial's value (NaN when none succeeded)
 * @param trials every trial, in order
 * @param warning a note for the user (e.g. grid requested over ranges), null when none
 * @param phases the phases that ran, in order (one for a study without {@code phases}); empty for
 *     the per-fold summary of {@code individual}
 * @param folds per fold, that fold's study ({@code approach: individual}); empty otherwise
 * @param chosenFold the fold whose study's best parameters {@link #bestParams} holds, -1 unless
 *     {@code individual}
 */
public record TuningReport(
    String sampler,
    String approach,
    String objective,
    boolean maximise,
    Map<String, Object> bestParams,
    double bestValue,
    List<Trial> trials,
    String warning,
    List<Phase> phases,
    List<TuningReport> folds,
    int chosenFold) {

  /**
   * One phase as it ran.
   *
   * @param sampler the sampler that ran in it
   * @param firstTrial the number of its first trial
   * @param trials how many trials it ran (fewer than its budget when a grid was exhausted)
   */
  public record Phase(String sampler, int firstTrial, int trials) {}

  /** Copies the collections. */
  public TuningReport {
    bestParams = Collections.unmodifiableMap(new LinkedHashMap<>(bestParams));
    trials = List.copyOf(trials);
    phases = List.copyOf(phases);
    folds = List.copyOf(folds);
  }

  /** A study of one phase over all its trials, not per fold. */
  public TuningReport(
      String sampler,
      String approach,
      String objective,
      boolean maximise,
      Map<String, Object> bestParams,
      double bestValue,
      List<Trial> trials,
      String warning) {
    this(
        sampler,
        approach,
        objective,
        maximise,
        bestParams,
        bestValue,
        trials,
        warning,
        List.of(new Phase(sampler, 0, trials.size())),
        List.of(),
        -1);
  }

  /**
   * The per-fold studies of {@code approach: individual}, with {@code chosen}'s best parameters and
   * value as the step's (the parameters the refit trains).
   */
  public static TuningReport individual(List<TuningReport> folds, int chosen) {
    TuningReport first = folds.get(0);
    TuningReport pick = folds.get(chosen);
    List<String> warnings =
        folds.stream().map(TuningReport::warning).filter(w -> w != null).distinct().toList();
    return new TuningReport(
        first.sampler(),
        "individual",
        first.objective(),
        first.maximise(),
        pick.bestParams(),
        pick.bestValue(),
        List.of(),
        warnings.isEmpty() ? null : String.join("; ", warnings),
        List.of(),
        folds,
        chosen);
  }
}
