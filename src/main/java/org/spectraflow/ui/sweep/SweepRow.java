package org.spectraflow.ui.sweep;

import java.util.List;

/**
 * One variant of the sweep explorer's table.
 *
 * @param rank 1 for the best score
 * @param variant the variant index
 * @param score its ranking score (its best model's), null when it has none
 * @param choices what it chose on each axis, joined by {@code " · "}
 * @param name the variant's readable name
 * @param templateIds the template step ids of the alternatives it chose (to show on the canvas)
 */
public record SweepRow(
    int rank, int variant, Double score, String choices, String name, List<String> templateIds) {

  /** Copies the ids. */
  public SweepRow {
    templateIds = List.copyOf(templateIds);
  }
}
