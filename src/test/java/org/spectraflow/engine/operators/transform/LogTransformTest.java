package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** LogTransform under the transform contract. */
class LogTransformTest extends TransformContract {

  @Override
  protected String className() {
    return "LogTransform";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(Map.of("base", 1), "base", "1"),
        new Invalid(Map.of("min_value", 0), "min_value", "0"));
  }
}
