package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.model.CoordinateDescent.Rules;

/**
 * ElasticNet and Lasso against scikit-learn 1.2.1 (fixtures) and the reference's worked example.
 */
class ElasticNetTest {

  private static final double[][] X = {
    {1, 0, 2}, {2, 1, 0}, {3, 1, 1}, {4, 3, 1}, {5, 2, 3}, {6, 4, 2}
  };
  private static final double[] Y = {1.1, 2.0, 2.9, 4.2, 5.1, 5.8};

  private static ElasticNet build(String operator, Map<String, Object> params) {
    Params p = Params.of(operator, params);
    return operator.equals("Lasso") ? ElasticNet.lasso(p) : ElasticNet.of(p);
  }

  @Test
  void predictionsAndSweepsMatchScikitLearn12OnSpectra() {
    Block x = ModelsReference.regressionX();
    double[] y = Reference.y();
    int train = ModelsReference.regressionTrain();
    Block xTrain = ModelsReference.rows(x, 0, train);
    Block xTest = ModelsReference.rows(x, train, x.rows());
    List<JsonNode> cases = ModelsReference.cases("regression", "ElasticNet");
    cases.addAll(ModelsReference.cases("regression", "Lasso"));
    assertThat(cases).hasSize(7);
    for (JsonNode c : cases) {
      ElasticNet model =
          build(c.get("operator").asText(), Reference.params(c.get("params")))
              .withRules(Rules.SKLEARN_1_2);
      double[] yTrain = Arrays.copyOf(y, train);
      ElasticNet.Fit fit = model.fitTarget(xTrain, yTrain, () -> false);
      double[] pred =
          ModelsReference.first(
              model.fit(xTrain, ModelsReference.column(y, 0, train)).predict(xTest));
      assertThat(fit.result().iterations())
          .as(c.get("name").asText())
          .isEqualTo(c.get("nIter").asInt());
      assertThat(Reference.relativeError(pred, Reference.values(c.get("pred"))))
          .as(c.get("name").asText())
          .isLessThan(1e-9);
      assertThat(Reference.relativeError(fit.result().w(), Reference.values(c.get("coef"))))
          .as(c.get("name").asText())
          .isLessThan(1e-9);
    }
  }

  @Test
  void workedExampleOfTheReferenceRelease() {
    Block x = Block.ofRows(Precision.FLOAT64, X);
    ElasticNet.Fit fit = build("ElasticNet", Map.of("alpha", 0.1)).fitTarget(x, Y, () -> false);
    assertThat(fit.result().iterations()).isEqualTo(35);
    assertThat(fit.result().w())
        .containsExactly(
            new double[] {0.8689769033225283, 0.08996234421122806, 0.03528627909168613},
            within(1e-15));
    assertThat(fit.intercept()).isCloseTo(0.25738712201303615, within(1e-14));
    assertThat(fit.result().gap() / X.length)
        .as("dual_gap_ (gap / n)")
        .isCloseTo(1.6106659199945547e-4, within(1e-15));
    double[][] pred =
        build("ElasticNet", Map.of("alpha", 0.1))
            .fit(x, ModelsReference.column(Y, 0, 6))
            .predict(Block.ofRows(Precision.FLOAT64, new double[][] {{3.5, 2, 1.5}}));
    assertThat(pred[0][0]).isCloseTo(3.531660390701871, within(1e-14));
  }

  @Test
  void lassoWorkedExample() {
    ElasticNet.Fit fit =
        build("Lasso", Map.of("alpha", 0.1))
            .fitTarget(Block.ofRows(Precision.FLOAT64, X), Y, () -> false);
    assertThat(fit.result().iterations()).isEqualTo(2);
    assertThat(fit.result().w()).containsExactly(new double[] {0.94, 0, 0}, within(1e-15));
    assertThat(fit.intercept()).isCloseTo(0.22666666666666613, within(1e-14));
  }

  @Test
  void badParametersNameTheParameter() {
    assertThatThrownBy(() -> build("ElasticNet", Map.of("l1_ratio", 1.5)))
        .hasMessageContaining("l1_ratio")
        .hasMessageContaining("[0, 1]");
    assertThatThrownBy(() -> build("Lasso", Map.of("l1_ratio", 0.5)))
        .hasMessageContaining("unknown parameter 'l1_ratio'");
    assertThatThrownBy(() -> build("ElasticNet", Map.of("selection", "greedy")))
        .hasMessageContaining("selection");
  }
}
