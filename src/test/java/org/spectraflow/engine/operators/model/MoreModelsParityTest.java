package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.DecisionFunctionModel;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Reference;

/**
 * StackingClassifier, LassoCV, ElasticNetCV, AdaBoost, LinearSVR/LinearSVC and
 * GaussianProcessRegressor against scikit-learn 1.9.1
 * (tools/reference/make_more_models_reference.py): predictions, and probabilities where the model
 * gives them, each within the case's stated relative tolerance (docs/compatibility.md).
 */
class MoreModelsParityTest {

  private static final JsonNode REF = Reference.load("/reference/more-models.json");

  static Stream<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    int i = 0;
    for (JsonNode c : REF.get("cases")) {
      out.add(Arguments.of(c.get("name").asText() + " #" + i++ + " " + c.get("target"), c));
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void matchesScikitLearn(String title, JsonNode c) {
    double scale = c.has("xscale") ? c.get("xscale").asDouble() : 1.0;
    Block xTrain = block(REF.get("xtrain"), scale);
    Block xTest = block(REF.get("xtest"), scale);
    JsonNode t = REF.get(c.get("target").asText());
    double[][] y = new double[t.size()][1];
    for (int i = 0; i < y.length; i++) {
      y[i][0] = t.get(i).asDouble();
    }
    FittedModel fitted =
        OperatorFactory.model(c.get("name").asText(), Reference.params(c.get("params")))
            .fit(xTrain, y);
    double[][] pred = fitted.predict(xTest);
    double tol = c.get("tol").asDouble();
    double[] expected = flat(c.get("pred"));
    double[] actual = new double[expected.length];
    for (int i = 0; i < expected.length; i++) {
      actual[i] = pred[i][0];
    }
    double err = Reference.relativeError(actual, expected);
    System.out.printf("parity %s: predictions %.3g%n", title, err);
    assertThat(err).as(title).isLessThanOrEqualTo(tol);
    if (c.has("decision")) {
      double[][] dec = ((DecisionFunctionModel) fitted).decisionFunction(xTest);
      double[] de = flat(c.get("decision"));
      double[] da = Stream.of(dec).flatMapToDouble(java.util.Arrays::stream).toArray();
      double derr = Reference.relativeError(da, de);
      System.out.printf("parity %s: decision values %.3g%n", title, derr);
      assertThat(derr).as(title + " decision values").isLessThanOrEqualTo(tol);
    }
    if (c.has("proba")) {
      assertThat(fitted).isInstanceOf(ProbabilisticModel.class);
      double[][] proba = ((ProbabilisticModel) fitted).probabilities(xTest);
      double[] pe = flat(c.get("proba"));
      double[] pa = Stream.of(proba).flatMapToDouble(java.util.Arrays::stream).toArray();
      double perr = Reference.relativeError(pa, pe);
      System.out.printf("parity %s: probabilities %.3g%n", title, perr);
      assertThat(perr).as(title + " probabilities").isLessThanOrEqualTo(tol);
    }
  }

  @Test
  void badParametersAreRefusedClearly() {
    Map<String, Object> lda = Map.of("class", "LinearDiscriminantAnalysis");
    Map<String, Object> knn = Map.of("class", "KNeighborsClassifier");
    List<Object> est = List.of(List.of("lda", lda));
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "StackingClassifier", Map.of("estimators", est, "stack_method", "proba")))
        .hasMessageContaining("stack_method");
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "StackingClassifier",
                    Map.of("estimators", est, "final_estimator", Map.of("class", "Ridge"))))
        .hasMessageContaining("must be a classifier");
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "StackingClassifier",
                    Map.of("estimators", List.of(List.of("r", Map.of("class", "Ridge"))))))
        .hasMessageContaining("must be classifiers");
    assertThatThrownBy(() -> OperatorFactory.create("LassoCV", Map.of("alphas", 0)))
        .hasMessageContaining("alphas");
    assertThatThrownBy(() -> OperatorFactory.create("ElasticNetCV", Map.of("l1_ratio", 0.0)))
        .hasMessageContaining("explicit alphas list");
    assertThatThrownBy(() -> OperatorFactory.create("ElasticNetCV", Map.of("l1_ratio", 1.5)))
        .hasMessageContaining("l1_ratio");
    assertThatThrownBy(() -> OperatorFactory.create("LassoCV", Map.of("l1_ratio", 0.5)))
        .hasMessageContaining("unknown parameter");
    assertThatThrownBy(() -> OperatorFactory.create("AdaBoostRegressor", Map.of("loss", "huber")))
        .hasMessageContaining("loss");
    assertThatThrownBy(() -> OperatorFactory.create("AdaBoostRegressor", Map.of("estimator", knn)))
        .hasMessageContaining("must be a regressor");
    assertThatThrownBy(() -> OperatorFactory.create("AdaBoostClassifier", Map.of("estimator", lda)))
        .hasMessageContaining("must be a DecisionTreeClassifier");
    assertThatThrownBy(
            () -> OperatorFactory.create("AdaBoostClassifier", Map.of("n_estimators", 0)))
        .hasMessageContaining("n_estimators");
    assertThatThrownBy(() -> OperatorFactory.create("LinearSVC", Map.of("penalty", "l1")))
        .hasMessageContaining("penalty");
    assertThatThrownBy(
            () -> OperatorFactory.create("LinearSVC", Map.of("multi_class", "crammer_singer")))
        .hasMessageContaining("crammer_singer");
    assertThatThrownBy(() -> OperatorFactory.create("LinearSVR", Map.of("dual", false)))
        .hasMessageContaining("no primal");
    assertThatThrownBy(() -> OperatorFactory.create("LinearSVR", Map.of("C", 0.0)))
        .hasMessageContaining("C must be");
    assertThatThrownBy(
            () ->
                OperatorFactory.create(
                    "GaussianProcessRegressor", Map.of("kernel", Map.of("class", "RBF"))))
        .hasMessageContaining("KernelRidge");
    Block x = block(REF.get("xtrain"));
    double[][] y = new double[x.rows()][1];
    for (int i = 0; i < y.length; i++) {
      y[i][0] = REF.get("y2").get(i).asDouble();
    }
    assertThatThrownBy(
            () ->
                OperatorFactory.model(
                        "StackingClassifier", Map.of("estimators", List.of(List.of("knn", knn))))
                    .fit(x, y))
        .hasMessageContaining("stack_method='predict'");
  }

  @Test
  void adaBoostAndLassoCvFitsHavePlainStates() {
    Block x = block(REF.get("xtrain"));
    double[][] y = new double[x.rows()][1];
    for (int i = 0; i < y.length; i++) {
      y[i][0] = REF.get("reg").get(i).asDouble();
    }
    ModelOperator adaOp = OperatorFactory.model("AdaBoostRegressor", Map.of("n_estimators", 3));
    FittedModel ada = adaOp.fit(x, y);
    assertThat(ada.state().kind()).isEqualTo("adaboost");
    assertThat(FittedModels.restore(ada.state(), adaOp).predict(x)).isDeepEqualTo(ada.predict(x));
    FittedModel lasso = OperatorFactory.model("LassoCV", Map.of("alphas", 5)).fit(x, y);
    assertThat(lasso.state().kind()).isEqualTo("linear");
  }

  private static double[] flat(JsonNode node) {
    List<Double> out = new ArrayList<>();
    for (JsonNode v : node) {
      if (v.isArray()) {
        for (JsonNode w : v) {
          out.add(w.asDouble());
        }
      } else {
        out.add(v.asDouble());
      }
    }
    return out.stream().mapToDouble(Double::doubleValue).toArray();
  }

  private static Block block(JsonNode rows) {
    return block(rows, 1.0);
  }

  private static Block block(JsonNode rows, double scale) {
    Block.Writer w = Block.writer(Precision.FLOAT64, rows.size(), rows.get(0).size());
    for (int i = 0; i < rows.size(); i++) {
      double[] r = new double[rows.get(i).size()];
      for (int j = 0; j < r.length; j++) {
        r[j] = rows.get(i).get(j).asDouble() * scale;
      }
      w.setRow(i, r);
    }
    return w.build();
  }
}
