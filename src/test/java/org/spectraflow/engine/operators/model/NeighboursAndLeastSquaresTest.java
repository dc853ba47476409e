package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;

/** KNeighbors* and LinearRegression against scikit-learn 1.2.1. */
class NeighboursAndLeastSquaresTest {

  private static double[] regress(ModelOperator model, Block x, double[] y, int train) {
    return ModelsReference.first(
        model
            .fit(ModelsReference.rows(x, 0, train), ModelsReference.column(y, 0, train))
            .predict(ModelsReference.rows(x, train, x.rows())));
  }

  @Test
  void kNeighborsRegressorMatchesScikitLearn() {
    Block x = ModelsReference.regressionX();
    List<JsonNode> cases = ModelsReference.cases("regression", "KNeighborsRegressor");
    assertThat(cases).hasSize(4);
    for (JsonNode c : cases) {
      KNeighbors knn =
          KNeighbors.regressor(Params.of("KNeighborsRegressor", Reference.params(c.get("params"))));
      double[] pred = regress(knn, x, Reference.y(), ModelsReference.regressionTrain());
      assertThat(Reference.relativeError(pred, Reference.values(c.get("pred"))))
          .as(c.get("name").asText())
          .isLessThan(1e-9);
    }
  }

  @Test
  void kNeighborsClassifierMatchesScikitLearn() {
    Block x = SupportVectorMachineTest.classificationX();
    List<JsonNode> cases = ModelsReference.cases("classification", "KNeighborsClassifier");
    assertThat(cases).hasSize(2);
    for (JsonNode c : cases) {
      KNeighbors knn =
          KNeighbors.classifier(
              Params.of("KNeighborsClassifier", Reference.params(c.get("params"))));
      double[] labels = Reference.values(c.get("labels"));
      double[] pred =
          ModelsReference.first(
              knn.fit(ModelsReference.rows(x, 0, 90), ModelsReference.column(labels, 0, 90))
                  .predict(ModelsReference.rows(x, 90, 120)));
      assertThat(pred).as(c.get("name").asText()).containsExactly(Reference.values(c.get("pred")));
    }
  }

  @Test
  void linearRegressionMatchesScikitLearnWithItsCutoff() {
    Block x = ModelsReference.regressionX();
    int train = ModelsReference.regressionTrain();
    for (JsonNode c : ModelsReference.cases("regression", "LinearRegression")) {
      Map<String, Object> params = new HashMap<>(Reference.params(c.get("params")));
      params.put("tol", 2.220446049250313e-16 * 269);
      double[] pred =
          regress(
              LinearRegression.of(Params.of("LinearRegression", params)), x, Reference.y(), train);
      assertThat(Reference.relativeError(pred, Reference.values(c.get("pred"))))
          .as(c.get("name").asText())
          .isLessThan(1e-9);
    }
  }

  @Test
  void linearRegressionOnMoreSamplesThanFeatures() {
    JsonNode tall = ModelsReference.doc().get("tall");
    int step = tall.get("columnStep").asInt();
    Block full = ModelsReference.regressionX();
    int[] cols = IntStream.range(0, full.cols()).filter(j -> j % step == 0).toArray();
    double[][] rows = full.toRows();
    double[][] narrow = new double[rows.length][cols.length];
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < cols.length; j++) {
        narrow[i][j] = rows[i][cols[j]];
      }
    }
    Block x = Block.ofRows(full.precision(), narrow);
    double[] pred =
        regress(
            LinearRegression.of(Params.of("LinearRegression", Map.of())),
            x,
            Reference.y(),
            ModelsReference.regressionTrain());
    assertThat(Reference.relativeError(pred, Reference.values(tall.get("pred")))).isLessThan(1e-9);
  }

  @Test
  void badParameters() {
    assertThatThrownBy(
            () ->
                KNeighbors.regressor(
                    Params.of("KNeighborsRegressor", Map.of("weights", "gaussian"))))
        .hasMessageContaining("weights");
    assertThatThrownBy(
            () -> LinearRegression.of(Params.of("LinearRegression", Map.of("positive", true))))
        .hasMessageContaining("positive");
  }
}
