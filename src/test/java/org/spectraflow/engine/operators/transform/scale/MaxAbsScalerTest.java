package org.spectraflow.engine.operators.transform.scale;

import org.spectraflow.engine.operators.transform.TransformContract;

/** MaxAbsScaler under the transform contract (numbers: {@link SklearnScalersParityTest}). */
class MaxAbsScalerTest extends TransformContract {

  @Override
  protected String className() {
    return "MaxAbsScaler";
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
