package org.spectraflow.engine.operators.transform.scale;

import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.transform.TransformContract;

/** MinMaxScaler under the transform contract. */
class MinMaxScalerTest extends TransformContract {

  @Override
  protected String className() {
    return "MinMaxScaler";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("feature_range", List.of(2, 1)), "feature_range", "2"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
