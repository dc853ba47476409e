package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** StandardNormalVariate under the transform contract. */
class StandardNormalVariateTest extends TransformContract {

  @Override
  protected String className() {
    return "StandardNormalVariate";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(Map.of("axis", 2), "axis", "2"), new Invalid(Map.of("ddof", -1), "ddof", "-1"));
  }
}
