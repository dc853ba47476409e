package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** Gaussian under the transform contract. */
class GaussianTest extends TransformContract {

  @Override
  protected String className() {
    return "Gaussian";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(Map.of("sigma", 0), "sigma", "0"),
        new Invalid(Map.of("sigma", -1.5), "sigma", "-1.5"),
        new Invalid(Map.of("order", -1), "order", "-1"));
  }
}
