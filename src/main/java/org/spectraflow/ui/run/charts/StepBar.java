package org.spectraflow.ui.run.charts;

import org.spectraflow.ui.run.StepKey;

/**
 * One bar pair of the per-step memory chart.
 *
 * @param key the step
 * @param branches the names of the branches it sits in, as the canvas shows them ({@code snv},
 *     nested ones joined by {@code /}), empty at top level or where the branches are unnamed
 * @param operator its short operator name
 * @param steadyBytes the dataset's block bytes after the step
 * @param rssDeltaBytes how much the process RSS changed across the step (may be negative)
 * @param cached whether the output came from the step cache
 */
public record StepBar(
    StepKey key,
    String branches,
    String operator,
    long steadyBytes,
    long rssDeltaBytes,
    boolean cached) {

  /**
   * {@code 2 SNV}, {@code 3 [snv] PLSRegression} in a named branch or {@code 3 [0] PLSRegression}
   * in an unnamed one: the bar's category label.
   */
  public String label() {
    String where = branches.isEmpty() ? key.label() : key.step() + " [" + branches + "]";
    return where + " " + operator;
  }
}
