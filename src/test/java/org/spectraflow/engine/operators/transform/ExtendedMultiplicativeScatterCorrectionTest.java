package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** ExtendedMultiplicativeScatterCorrection under the transform contract. */
class ExtendedMultiplicativeScatterCorrectionTest extends TransformContract {

  @Override
  protected String className() {
    return "ExtendedMultiplicativeScatterCorrection";
  }

  @Override
  protected Map<String, Object> params() {
    return Map.of("scale", false);
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("degree", -1), "degree", "-1"));
  }

  @Override
  protected int minFeatures() {
    return 3;
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
