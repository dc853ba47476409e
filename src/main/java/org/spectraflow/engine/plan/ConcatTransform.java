package org.spectraflow.engine.plan;

import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * A {@code concat_transform} step: each chain is applied and the outputs are joined side by side
 * into one processing (an empty chain is the identity).
 *
 * @param place where the step sits
 * @param chains the chains in order
 * @param name the processing's name ({@code name} key), or null
 */
public record ConcatTransform(StepPlace place, List<List<TransformOperator>> chains, String name)
    implements PlannedStep {

  /** Copies the chains. */
  public ConcatTransform {
    Objects.requireNonNull(place, "place");
    chains = chains.stream().map(List::copyOf).toList();
  }
}
