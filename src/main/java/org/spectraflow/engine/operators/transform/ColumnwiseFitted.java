package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;

/**
 * A fitted transform that maps every cell through a per-column {@link CellRule} learned at fit time
 * (centring, scaling, min-max). Checks width and finiteness; never mutates the input. Its state is
 * the rule's, tagged with the operator's configuration and width. Immutable.
 */
public final class ColumnwiseFitted implements FittedTransform {

  private final ConfiguredOperator operator;
  private final int width;
  private final CellRule rule;

  public ColumnwiseFitted(ConfiguredOperator operator, int width, CellRule rule) {
    this.operator = operator;
    this.width = width;
    this.rule = rule;
  }

  @Override
  public Block apply(Block input) {
    Inputs.requireWidth(operator, input, width);
    Inputs.requireFinite(operator, input);
    boolean f32 = Inputs.f32(input);
    double[] x = Inputs.values(input);
    for (int k = 0; k < x.length; k++) {
      x[k] = rule.apply(x[k], k % width, f32);
    }
    return Inputs.build(input, input.rows(), width, x);
  }

  @Override
  public FittedState state() {
    return rule.state().with("operator", operator.canonicalConfig()).with("width", (double) width);
  }
}
