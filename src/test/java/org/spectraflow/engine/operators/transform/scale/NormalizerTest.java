package org.spectraflow.engine.operators.transform.scale;

import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.transform.TransformContract;

/** Normalizer under the transform contract (numbers: {@link SklearnScalersParityTest}). */
class NormalizerTest extends TransformContract {

  @Override
  protected String className() {
    return "Normalizer";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("norm", "l3"), "norm", "'l3'"));
  }
}
