package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;

/** SVR and SVC (LIBSVM Java port) against scikit-learn 1.2.1's bundled LIBSVM. */
class SupportVectorMachineTest {

  static Block classificationX() {
    return Reference.block(ModelsReference.doc().get("classificationInput"), Precision.FLOAT64);
  }

  @Test
  void svrPredictionsMatchScikitLearn() {
    Block x = ModelsReference.regressionX();
    double[] y = Reference.y();
    int train = ModelsReference.regressionTrain();
    List<JsonNode> cases = ModelsReference.cases("regression", "SVR");
    assertThat(cases).hasSize(4);
    for (JsonNode c : cases) {
      SupportVectorMachine svr =
          SupportVectorMachine.svr(Params.of("SVR", Reference.params(c.get("params"))));
      double[] pred =
          ModelsReference.first(
              svr.fit(ModelsReference.rows(x, 0, train), ModelsReference.column(y, 0, train))
                  .predict(ModelsReference.rows(x, train, x.rows())));
      assertThat(Reference.relativeError(pred, Reference.values(c.get("pred"))))
          .as(c.get("name").asText())
          .isLessThan(1e-9);
    }
  }

  @Test
  void svcLabelsMatchScikitLearn() {
    Block x = classificationX();
    List<JsonNode> cases = ModelsReference.cases("classification", "SVC");
    assertThat(cases).hasSize(3);
    for (JsonNode c : cases) {
      double[] labels = Reference.values(c.get("labels"));
      SupportVectorMachine svc =
          SupportVectorMachine.svc(Params.of("SVC", Reference.params(c.get("params"))));
      double[] pred =
          ModelsReference.first(
              svc.fit(ModelsReference.rows(x, 0, 90), ModelsReference.column(labels, 0, 90))
                  .predict(ModelsReference.rows(x, 90, 120)));
      assertThat(pred).as(c.get("name").asText()).containsExactly(Reference.values(c.get("pred")));
    }
  }

  @Test
  void gammaScaleUsesThePopulationVarianceOfAllValues() {
    double[][] x = {{1, 2}, {3, 4}};
    SupportVectorMachine svr = SupportVectorMachine.svr(Params.of("SVR", Map.of()));
    assertThat(svr.resolvedGamma(x)).isEqualTo(1.0 / (2 * 1.25));
    assertThat(SupportVectorMachine.svr(Params.of("SVR", Map.of("gamma", "auto"))).resolvedGamma(x))
        .isEqualTo(0.5);
  }

  @Test
  void unsupportedOptionsAreNamed() {
    assertThatThrownBy(
            () -> SupportVectorMachine.svc(Params.of("SVC", Map.of("probability", true))))
        .hasMessageContaining("probability");
    assertThatThrownBy(
            () -> SupportVectorMachine.svr(Params.of("SVR", Map.of("kernel", "precomputed"))))
        .hasMessageContaining("kernel");
    assertThatThrownBy(() -> SupportVectorMachine.svr(Params.of("SVR", Map.of("gamma", "big"))))
        .hasMessageContaining("gamma");
  }
}
