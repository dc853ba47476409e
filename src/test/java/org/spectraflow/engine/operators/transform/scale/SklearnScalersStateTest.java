package org.spectraflow.engine.operators.transform.scale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.FittedTransforms;
import org.spectraflow.engine.operators.transform.TransformContract;

/**
 * The scikit-learn scalers' fitted states (docs/model-file.md, "Kinds") rebuild transforms that
 * apply and invert bit for bit as the fitted ones.
 */
class SklearnScalersStateTest {

  private record Case(String name, Map<String, Object> params) {}

  private static final List<Case> CASES =
      List.of(
          new Case("MaxAbsScaler", Map.of()),
          new Case("Normalizer", Map.of("norm", "l1")),
          new Case("VarianceThreshold", Map.of("threshold", 0.01)),
          new Case("QuantileTransformer", Map.of("n_quantiles", 7)),
          new Case("QuantileTransformer", Map.of("output_distribution", "normal")),
          new Case("PowerTransformer", Map.of()),
          new Case("PowerTransformer", Map.of("method", "box-cox", "standardize", false)));

  @Test
  void statesRebuildTheSameTransform() {
    Block train = TransformContract.spectra(Precision.FLOAT64, 20, 16, 3);
    Block test = TransformContract.spectra(Precision.FLOAT64, 6, 16, 4);
    for (Case c : CASES) {
      TransformOperator op = OperatorFactory.transform(c.name(), c.params());
      FittedTransform fitted = op.fit(train, null);
      FittedState state = fitted.state();
      FittedTransform rebuilt =
          FittedTransforms.restore(state, OperatorFactory.transform(c.name(), c.params()));
      Block out = fitted.apply(test);
      assertThat(rebuilt.apply(test).contentEquals(out)).as(c.toString()).isTrue();
      if (fitted instanceof InvertibleTransform exact) {
        assertThat(((InvertibleTransform) rebuilt).inverse(out).contentEquals(exact.inverse(out)))
            .as(c.toString())
            .isTrue();
      }
    }
  }

  @Test
  void aStateForAnotherOperatorIsRefused() {
    Block train = TransformContract.spectra(Precision.FLOAT64, 20, 16, 3);
    FittedState state =
        OperatorFactory.transform("PowerTransformer", Map.of()).fit(train, null).state();
    assertThatThrownBy(
            () ->
                FittedTransforms.restore(
                    state, OperatorFactory.transform("QuantileTransformer", Map.of())))
        .hasMessageContaining("state 'PowerTransformer' names QuantileTransformer");
  }
}
