package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** SecondDerivative under the transform contract. */
class SecondDerivativeTest extends TransformContract {

  @Override
  protected String className() {
    return "SecondDerivative";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("delta", 0), "delta", "0"));
  }

  @Override
  protected int minFeatures() {
    return 3;
  }
}
