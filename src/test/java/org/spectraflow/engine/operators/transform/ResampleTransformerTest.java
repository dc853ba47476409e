package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** ResampleTransformer under the transform contract. */
class ResampleTransformerTest extends TransformContract {

  @Override
  protected String className() {
    return "ResampleTransformer";
  }

  @Override
  protected Map<String, Object> params() {
    return Map.of("num_samples", 50);
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("num_samples", 0), "num_samples", "0"));
  }

  @Override
  protected int minFeatures() {
    return 2;
  }
}
