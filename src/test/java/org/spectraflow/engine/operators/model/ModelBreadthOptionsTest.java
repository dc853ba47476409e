package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.ModelOperator;

/** The model-breadth operators refuse what they do not implement with a message naming it. */
class ModelBreadthOptionsTest {

  private static ModelOperator model(String name, Map<String, Object> params) {
    return (ModelOperator) OperatorRegistry.standard().create(name, params);
  }

  @Test
  void unsupportedOptionsAreRefusedByName() {
    assertThatThrownBy(() -> model("KernelRidge", Map.of("kernel", "chi2")))
        .hasMessageContaining("kernel")
        .hasMessageContaining("chi2");
    assertThatThrownBy(() -> model("LDA", Map.of("solver", "lsqr"))).hasMessageContaining("'svd'");
    assertThatThrownBy(() -> model("DecisionTreeRegressor", Map.of("splitter", "random")))
        .hasMessageContaining("splitter");
    assertThatThrownBy(() -> model("RidgeClassifier", Map.of("class_weight", "balanced")))
        .hasMessageContaining("class_weight");
    assertThatThrownBy(() -> model("BayesianRidge", Map.of("max_iter", 0)))
        .hasMessageContaining("max_iter");
    assertThatThrownBy(
            () ->
                model(
                    "VotingClassifier",
                    Map.of("estimators", List.of(List.of("r", Map.of("class", "Ridge"))))))
        .hasMessageContaining("must be classifiers");
  }

  @Test
  void softVotingNamesTheMemberWithoutProbabilities() {
    ModelOperator vote =
        model(
            "VotingClassifier",
            Map.of(
                "voting",
                "soft",
                "estimators",
                List.of(
                    List.of("tree", Map.of("class", "DecisionTreeClassifier")),
                    List.of("ridge", Map.of("class", "RidgeClassifier")))));
    double[][] rows = new double[8][3];
    double[][] y = new double[8][1];
    for (int i = 0; i < 8; i++) {
      rows[i] = new double[] {i, i % 3, 1.0 / (i + 1)};
      y[i][0] = i % 2;
    }
    Block x = Block.ofRows(Precision.FLOAT64, rows);
    assertThatThrownBy(() -> vote.fit(x, y))
        .hasMessageContaining("'ridge'")
        .hasMessageContaining("voting='hard'");
    assertThat(model("ExtraTreesRegressor", Map.of()).fit(x, y).predict(x)).hasNumberOfRows(8);
  }
}
