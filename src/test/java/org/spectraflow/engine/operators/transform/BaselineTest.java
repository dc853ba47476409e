package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** Baseline under the transform contract. */
class BaselineTest extends TransformContract {

  @Override
  protected String className() {
    return "Baseline";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("copy", 1), "copy", "1"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
