package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** FirstDerivative under the transform contract. */
class FirstDerivativeTest extends TransformContract {

  @Override
  protected String className() {
    return "FirstDerivative";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("edge_order", 3), "edge_order", "3"));
  }

  @Override
  protected int minFeatures() {
    return 3;
  }
}
