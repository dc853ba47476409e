package org.spectraflow.engine.operators.transform.scale;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.transform.TransformContract;

/**
 * PowerTransformer under the transform contract, and Box-Cox's refusal of values that are not
 * strictly positive (numbers: {@link SklearnScalersParityTest}).
 */
class PowerTransformerTest extends TransformContract {

  @Override
  protected String className() {
    return "PowerTransformer";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("method", "log"), "method", "'log'"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }

  @Test
  void boxCoxRefusesNonPositiveValuesNamingTheCell() {
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1.0, 2.0}, {3.0, 0.0}, {2, 5}});
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("PowerTransformer", Map.of("method", "box-cox"))
                    .fit(x, null))
        .hasMessageContaining("PowerTransformer")
        .hasMessageContaining("strictly positive")
        .hasMessageContaining("sample 1, feature 1");
  }

  @Test
  void boxCoxRefusesAConstantFeature() {
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1.0, 2.0}, {3.0, 2.0}, {2, 2.0}});
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("PowerTransformer", Map.of("method", "box-cox"))
                    .fit(x, null))
        .hasMessageContaining("constant feature 1");
  }
}
