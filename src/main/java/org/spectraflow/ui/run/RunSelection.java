package org.spectraflow.ui.run;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * What the user has selected across the run views: a variant (results table, heat map) and a step
 * (per-step bars, editor canvas). Null means "nothing selected": views then show the latest
 * variant. The editor binds bidirectionally to {@link #stepProperty()}; the hovered step links the
 * charts and the canvas while the mouse moves.
 */
public final class RunSelection {

  private final ObjectProperty<Integer> variant = new SimpleObjectProperty<>(this, "variant");
  private final ObjectProperty<StepKey> step = new SimpleObjectProperty<>(this, "step");
  private final ObjectProperty<StepKey> hoveredStep =
      new SimpleObjectProperty<>(this, "hoveredStep");

  /** The selected variant index, null for "the latest". */
  public ObjectProperty<Integer> variantProperty() {
    return variant;
  }

  /** The selected step, null for none. */
  public ObjectProperty<StepKey> stepProperty() {
    return step;
  }

  /**
   * The step under the mouse in any run view or on the editor canvas, null for none: every chart
   * showing steps highlights it, and the canvas outlines its node (linked hover).
   */
  public ObjectProperty<StepKey> hoveredStepProperty() {
    return hoveredStep;
  }

  /** Clears the selections and the hovered step. */
  public void clear() {
    variant.set(null);
    step.set(null);
    hoveredStep.set(null);
  }
}
