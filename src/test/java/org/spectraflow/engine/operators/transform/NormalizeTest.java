package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** Normalize under the transform contract. */
class NormalizeTest extends TransformContract {

  @Override
  protected String className() {
    return "Normalize";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("feature_range", List.of(1, 1)), "feature_range", "1"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
