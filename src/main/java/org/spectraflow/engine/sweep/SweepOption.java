package org.spectraflow.engine.sweep;

import java.util.List;

/**
 * One option of a sweep axis (an {@code _or_} choice, or one value of a swept parameter) with the
 * variants that took it and their scores.
 *
 * @param label the option as written ({@code SNV}, {@code 10}, {@code none} for an empty choice)
 * @param value the numeric value of a swept numeric parameter, null otherwise
 * @param variants the variants that took the option, in index order
 * @param scores their ranking scores, parallel to {@code variants} (NaN for a variant without one)
 * @param spread the summary of {@code scores}
 */
public record SweepOption(
    String label, Double value, List<Integer> variants, List<Double> scores, Spread spread) {

  /** Copies the lists; they must be parallel. */
  public SweepOption {
    variants = List.copyOf(variants);
    scores = List.copyOf(scores);
    if (variants.size() != scores.size()) {
      throw new IllegalArgumentException(
          variants.size() + " variants but " + scores.size() + " scores for option " + label);
    }
  }
}
