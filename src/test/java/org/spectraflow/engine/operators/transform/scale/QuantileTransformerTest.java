package org.spectraflow.engine.operators.transform.scale;

import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.transform.TransformContract;

/** QuantileTransformer under the transform contract (numbers: {@link SklearnScalersParityTest}). */
class QuantileTransformerTest extends TransformContract {

  @Override
  protected String className() {
    return "QuantileTransformer";
  }

  @Override
  protected Map<String, Object> params() {
    return Map.of("n_quantiles", 6, "output_distribution", "normal");
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(Map.of("n_quantiles", 0), "n_quantiles", "0"),
        new Invalid(Map.of("output_distribution", "gamma"), "output_distribution", "'gamma'"),
        new Invalid(Map.of("n_quantiles", 50, "subsample", 10), "n_quantiles", "50"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }
}
