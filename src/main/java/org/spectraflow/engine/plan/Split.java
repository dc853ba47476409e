package org.spectraflow.engine.plan;

import java.util.Objects;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * A splitter that sets the folds: a bare splitter operator or a {@code split} step.
 *
 * @param place where the step sits
 * @param label the name events and step records show (the splitter's class name)
 * @param operator the configured splitter
 */
public record Split(StepPlace place, String label, SplitterOperator operator)
    implements PlannedStep {

  /** Checks the references. */
  public Split {
    Objects.requireNonNull(place, "place");
    Objects.requireNonNull(operator, "operator");
  }
}
