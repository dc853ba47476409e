package org.spectraflow.engine.operators.model.ensemble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Reference;

/**
 * VotingRegressor and StackingRegressor against scikit-learn's predictions
 * (tools/reference/make_ensembles_reference.py), and their refusals.
 */
class EnsembleParityTest {

  private static final JsonNode REF = Reference.load("/reference/ensembles.json");

  @Test
  void predictionsMatchScikitLearn() {
    Block xTrain = block(REF.get("xtrain"));
    Block xTest = block(REF.get("xtest"));
    double[][] y = new double[REF.get("ytrain").size()][1];
    for (int i = 0; i < y.length; i++) {
      y[i][0] = REF.get("ytrain").get(i).asDouble();
    }
    for (JsonNode c : REF.get("cases")) {
      double[][] pred =
          OperatorFactory.model(c.get("name").asText(), Reference.params(c.get("params")))
              .fit(xTrain, y)
              .predict(xTest);
      double[] expected = new double[c.get("pred").size()];
      double[] actual = new double[expected.length];
      for (int i = 0; i < expected.length; i++) {
        expected[i] = c.get("pred").get(i).asDouble();
        actual[i] = pred[i][0];
      }
      assertThat(Reference.relativeError(actual, expected))
          .as("%s %s", c.get("name"), c.get("params"))
          .isLessThan(1e-10);
    }
  }

  @Test
  void missingOrBadEstimatorsAreRefusedClearly() {
    Map<String, Object> ridge = Map.of("class", "Ridge");
    Block x = Block.writer(Precision.FLOAT64, 4, 2).build();
    double[][] y = {{1}, {2}, {3}, {4}};
    assertThatThrownBy(() -> OperatorFactory.model("VotingRegressor", Map.of()).fit(x, y))
        .hasMessageContaining("estimators is required");
    assertThatThrownBy(() -> OperatorFactory.model("StackingRegressor", Map.of()).fit(x, y))
        .hasMessageContaining("estimators is required");
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "VotingRegressor",
                    Map.of("estimators", List.of(List.of("m", Map.of("class", "NoSuchModel"))))))
        .hasMessageContaining("supported model");
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "VotingRegressor",
                    Map.of(
                        "estimators",
                        List.of(List.of("a", ridge), List.of("b", ridge)),
                        "weights",
                        List.of(1))))
        .hasMessageContaining("weights");
  }

  private static Block block(JsonNode rows) {
    Block.Writer w = Block.writer(Precision.FLOAT64, rows.size(), rows.get(0).size());
    for (int i = 0; i < rows.size(); i++) {
      double[] r = new double[rows.get(i).size()];
      for (int j = 0; j < r.length; j++) {
        r[j] = rows.get(i).get(j).asDouble();
      }
      w.setRow(i, r);
    }
    return w.build();
  }
}
