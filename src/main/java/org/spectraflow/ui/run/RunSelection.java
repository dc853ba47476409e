package org.spectraflow.ui.run;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * What the user has selected across the run views: a variant (results table, heat map) and a step
 * (per-step bars, editor canvas). Null means "nothing selected": views then show the latest
 * variant. The editor binds bidirectionally to {@link #stepProperty()}.
 */
public final class RunSelection {

  private final ObjectProperty<Integer> variant = new SimpleObjectProperty<>(this, "variant");
  private final ObjectProperty<StepKey> step = new SimpleObjectProperty<>(this, "step");

  /** The selected variant index, null for "the latest". */
  public ObjectProperty<Integer> variantProperty() {
    return variant;
  }

  /** The selected step, null for none. */
  public ObjectProperty<StepKey> stepProperty() {
    return step;
  }

  /** Clears both selections. */
  public void clear() {
    variant.set(null);
    step.set(null);
  }
}
