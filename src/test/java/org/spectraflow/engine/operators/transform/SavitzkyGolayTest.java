package org.spectraflow.engine.operators.transform;

import java.util.List;
import java.util.Map;

/** SavitzkyGolay under the transform contract. */
class SavitzkyGolayTest extends TransformContract {

  @Override
  protected String className() {
    return "SavitzkyGolay";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(Map.of("window_length", 10), "window_length", "was 10"),
        new Invalid(Map.of("window_length", 5, "polyorder", 5), "polyorder", "5"),
        new Invalid(Map.of("delta", 0.0), "delta", "0.0"));
  }

  @Override
  protected int minFeatures() {
    return 11;
  }
}
