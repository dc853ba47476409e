package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** MultiplicativeScatterCorrection under the transform contract. */
class MultiplicativeScatterCorrectionTest extends TransformContract {

  @Override
  protected String className() {
    return "MultiplicativeScatterCorrection";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("scale", "yes"), "scale", "'yes'"));
  }

  @Override
  protected int minFeatures() {
    return 2;
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
