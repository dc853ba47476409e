package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * A {@code y_processing} step: the target is transformed by the scalers in order (and predictions
 * are transformed back).
 *
 * @param place where the step sits
 * @param scalers the target transformers in order
 */
public record YProcessing(StepPlace place, List<TransformOperator> scalers) implements PlannedStep {

  /** Copies the scalers. */
  public YProcessing {
    Objects.requireNonNull(place, "place");
    scalers = List.copyOf(scalers);
  }
}
