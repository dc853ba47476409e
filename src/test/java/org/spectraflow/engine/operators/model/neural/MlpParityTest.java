package org.spectraflow.engine.operators.model.neural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.hist.HistMlpReference;

/**
 * MLPRegressor and MLPClassifier against scikit-learn 1.9.1 with {@code random_state} set: adam and
 * sgd (adaptive, invscaling), relu/tanh/logistic, shuffled and not, two and three classes.
 */
class MlpParityTest {

  @Test
  void regressorMatchesScikitLearn() {
    List<HistMlpReference.Outcome> out = HistMlpReference.run("MLPRegressor", MLPRegressor::of);
    assertThat(out).hasSizeGreaterThanOrEqualTo(5);
    out.forEach(System.out::println);
    for (HistMlpReference.Outcome o : out) {
      assertThat(o.maxRel()).as(o.toString()).isLessThanOrEqualTo(1e-12);
    }
  }

  @Test
  void classifierMatchesScikitLearn() {
    List<HistMlpReference.Outcome> out = HistMlpReference.run("MLPClassifier", MLPClassifier::of);
    assertThat(out).hasSizeGreaterThanOrEqualTo(2);
    out.forEach(System.out::println);
    for (HistMlpReference.Outcome o : out) {
      assertThat(o.maxRel()).as(o.toString()).isLessThanOrEqualTo(1e-12);
    }
  }

  @Test
  void theEpochBudgetReachedIsAWarningNotAnError() {
    double[][] x = new double[40][3];
    double[][] y = new double[40][1];
    for (int i = 0; i < 40; i++) {
      x[i] = new double[] {i % 7, i % 5, i / 10.0};
      y[i][0] = x[i][0] - 2 * x[i][1] + x[i][2];
    }
    Block b = Block.ofRows(Precision.FLOAT64, x);
    FittedModel short_ =
        MLPRegressor.of(Params.of("MLPRegressor", Map.of("max_iter", 3, "random_state", 1)))
            .fit(b, y);
    assertThat(short_.warnings())
        .singleElement()
        .asString()
        .contains("max_iter (3 epochs)", "ConvergenceWarning");
    assertThat(short_.predict(b)).hasNumberOfRows(40);
    FittedModel stopped =
        MLPRegressor.of(
                Params.of(
                    "MLPRegressor",
                    Map.of("max_iter", 500, "random_state", 1, "tol", 10.0, "n_iter_no_change", 1)))
            .fit(b, y);
    assertThat(stopped.warnings()).isEmpty();
  }

  @Test
  void badParametersAreOneClearError() {
    assertThatThrownBy(() -> MLPRegressor.of(Params.of("MLPRegressor", Map.of("solver", "lbfgs"))))
        .hasMessageContaining("solver is not supported");
    assertThatThrownBy(
            () -> MLPClassifier.of(Params.of("MLPClassifier", Map.of("activation", "softplus"))))
        .hasMessageContaining("activation must be one of");
    assertThatThrownBy(
            () ->
                MLPRegressor.of(
                    Params.of("MLPRegressor", Map.of("hidden_layer_sizes", List.of(10, 0)))))
        .hasMessageContaining("hidden_layer_sizes must be a list of integers");
    assertThatThrownBy(
            () -> MLPRegressor.of(Params.of("MLPRegressor", Map.of("early_stopping", true))))
        .hasMessageContaining("early_stopping is not supported");
  }
}
