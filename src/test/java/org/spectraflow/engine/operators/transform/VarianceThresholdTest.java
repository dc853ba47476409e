package org.spectraflow.engine.operators.transform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;

/**
 * VarianceThreshold under the transform contract (the one-sample case is scikit-learn's error:
 * every variance is 0), its column selection and inverse (numbers: {@link
 * SklearnScalersParityTest}).
 */
class VarianceThresholdTest extends TransformContract {

  @Override
  protected String className() {
    return "VarianceThreshold";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(new Invalid(Map.of("threshold", -1.0), "threshold", "-1.0"));
  }

  /**
   * The selection is learned, but on the contract's spectra every column varies, so any training
   * rows keep them all and the output does not depend on which rows were used.
   */
  @Override
  protected boolean stateful() {
    return false;
  }

  @Override
  @Test
  void handlesOneSampleAndRejectsTooFewFeatures() {
    Block one = spectra(Precision.FLOAT32, 1, 64, 7);
    assertThatThrownBy(() -> operator().fit(one, null))
        .hasMessageContaining("VarianceThreshold")
        .hasMessageContaining("no feature has a training variance above the threshold")
        .hasMessageContaining("one training sample");
  }

  @Test
  void dropsConstantColumnsAndPutsZerosBackOnInverse() {
    Block x =
        Block.ofRows(
            Precision.FLOAT64, new double[][] {{1.0, 5.0, 0.0}, {2.0, 5.0, 0.1}, {4.0, 5.0, 0.2}});
    FittedTransform fitted = OperatorFactory.transform("VarianceThreshold", Map.of()).fit(x, null);
    Block kept = fitted.apply(x);
    assertThat(kept.toRows()).isDeepEqualTo(new double[][] {{1.0, 0.0}, {2.0, 0.1}, {4.0, 0.2}});
    Block back = ((InvertibleTransform) fitted).inverse(kept);
    assertThat(back.toRows())
        .isDeepEqualTo(new double[][] {{1.0, 0.0, 0.0}, {2.0, 0.0, 0.1}, {4.0, 0.0, 0.2}});
    // variance of column 2 is 0.00667 (population): threshold 0.01 keeps column 0 only
    Block one =
        OperatorFactory.transform("VarianceThreshold", Map.of("threshold", 0.01))
            .fit(x, null)
            .apply(x);
    assertThat(one.cols()).isEqualTo(1);
  }
}
