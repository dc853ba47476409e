package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** CropTransformer under the transform contract. */
class CropTransformerTest extends TransformContract {

  @Override
  protected String className() {
    return "CropTransformer";
  }

  @Override
  protected Map<String, Object> params() {
    return Map.of("start", 4, "end", 40);
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("start", 1.5), "start", "1.5"));
  }
}
