package org.spectraflow.engine.plan;

import java.util.Objects;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * One transformer applied to every processing of every source: a bare operator step, or one
 * operator of a {@code preprocessing} list.
 *
 * @param place where the step sits
 * @param label the name events and step records show (the operator's class name)
 * @param operator the configured transformer
 * @param fitOnAll true when fitted on every row ({@code fit_on_all}) instead of the train rows
 */
public record Transform(StepPlace place, String label, TransformOperator operator, boolean fitOnAll)
    implements PlannedStep {

  /** Checks the references. */
  public Transform {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(operator, "operator");
  }
}
