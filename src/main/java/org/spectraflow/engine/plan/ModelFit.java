package org.spectraflow.engine.plan;

import java.util.Objects;
import org.spectraflow.engine.operators.ModelOperator;

/**
 * A model fitted per fold and scored: a {@code model} step or a bare model operator.
 *
 * @param place where the step sits
 * @param label the name events and step records show
 * @param operator the configured model
 * @param name the model's record name ({@code name} key), or null for the class name
 */
public record ModelFit(StepPlace place, String label, ModelOperator operator, String name)
    implements PlannedStep {

  /** Checks the references. */
  public ModelFit {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(operator, "operator");
  }
}
