package org.spectraflow.engine.operators.transform.scale;

import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.transform.TransformContract;

/** StandardScaler under the transform contract. */
class StandardScalerTest extends TransformContract {

  @Override
  protected String className() {
    return "StandardScaler";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("with_mean", "x"), "with_mean", "'x'"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
