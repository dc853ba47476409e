package org.spectraflow.engine.catalogue;

import java.util.Optional;

/**
 * A rule an operator's parameters must obey together, or against the data's shape: a Savitzky-Golay
 * window longer than its polynomial order and no longer than the spectrum, components no more than
 * samples and features. Declared in the operator's {@link OperatorSpec}; checked by the engine
 * before any work starts and by the editor as you type.
 *
 * <p>Implementations must be cheap (no pass over data, no work growing with a parameter's value)
 * and stay silent about what {@code shape} does not know.
 */
@FunctionalInterface
public interface ShapeRule {

  /** The problem with {@code values} on data of {@code shape}, if any. */
  Optional<ParamProblem> check(ResolvedParams values, DataShape shape);
}
