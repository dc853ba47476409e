package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** Detrend under the transform contract. */
class DetrendTest extends TransformContract {

  @Override
  protected String className() {
    return "Detrend";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("bp", -4), "bp", "-4"));
  }
}
