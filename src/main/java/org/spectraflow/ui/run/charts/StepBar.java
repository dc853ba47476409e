package org.spectraflow.ui.run.charts;

import org.spectraflow.ui.run.StepKey;

/**
 * One bar pair of the per-step memory chart.
 *
 * @param key the step
 * @param operator its short operator name
 * @param steadyBytes the dataset's block bytes after the step
 * @param rssDeltaBytes how much the process RSS changed across the step (may be negative)
 * @param cached whether the output came from the step cache
 */
public record StepBar(
    StepKey key, String operator, long steadyBytes, long rssDeltaBytes, boolean cached) {

  /** {@code 2 SNV} or {@code 3 [0] PLSRegression}: the bar's category label. */
  public String label() {
    return key.label() + " " + operator;
  }
}
