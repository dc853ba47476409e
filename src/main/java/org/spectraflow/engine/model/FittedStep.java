package org.spectraflow.engine.model;

import java.util.Objects;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;

/**
 * One fitted feature transform of a {@link FittedPipeline}, in chain order: the operator's
 * canonical configuration (as the report and the cache name it) and its fitted form. Immutable.
 *
 * @param operator the operator's canonical configuration, e.g. {@code
 *     SavitzkyGolay(window_length=11)}
 * @param fitted the fitted transform, applied row by row to spectra
 */
public record FittedStep(String operator, FittedTransform fitted) implements FittedNode {

  /** Requires both parts. */
  public FittedStep {
    Objects.requireNonNull(operator, "operator");
    Objects.requireNonNull(fitted, "fitted");
  }

  /** {@code fitted} applied to {@code current}. */
  @Override
  public Block apply(Block current, Block raw) {
    return fitted.apply(current);
  }

  /**
   * The fitted transform's plain-data state.
   *
   * @throws org.spectraflow.engine.operators.NotRepresentableException when it has none yet
   */
  public FittedState state() {
    return fitted.state();
  }
}
