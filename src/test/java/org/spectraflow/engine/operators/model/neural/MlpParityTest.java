package org.spectraflow.engine.operators.model.neural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
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
