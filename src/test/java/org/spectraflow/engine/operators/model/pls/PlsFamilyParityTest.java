package org.spectraflow.engine.operators.model.pls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.RefusedOperators;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.model.FittedModels;

/**
 * PCR, IKPLS, SIMPLS, OPLS and OPLSDA against the values of {@code
 * tools/reference/make_pls_family_reference.py} (scikit-learn 1.9.1 and numpy transcriptions of the
 * published algorithms): 75 training rows of the reference slice, 25 predicted.
 */
class PlsFamilyParityTest {

  private static JsonNode doc;

  private static synchronized JsonNode doc() {
    if (doc == null) {
      doc = Reference.load("/reference/pls-family.json");
    }
    return doc;
  }

  private static List<JsonNode> cases(String operator) {
    List<JsonNode> out = new ArrayList<>();
    doc()
        .get("cases")
        .forEach(
            c -> {
              if (c.get("operator").asText().equals(operator)) {
                out.add(c);
              }
            });
    return out;
  }

  private static Block rows(Block x, int from, int to) {
    return x.selectRows(IntStream.range(from, to).toArray());
  }

  private static double[][] targets(int targets, int from, int to) {
    double[] y = Reference.y();
    double[] y2 = Reference.values(doc().get("targets2"));
    double[][] out = new double[to - from][];
    for (int i = from; i < to; i++) {
      out[i - from] = targets == 1 ? new double[] {y[i]} : new double[] {y[i], y2[i]};
    }
    return out;
  }

  private static double[][] labels(int n) {
    double[] labels = Reference.values(doc().get("labels"));
    double[][] y = new double[n][];
    for (int i = 0; i < n; i++) {
      y[i] = new double[] {labels[i]};
    }
    return y;
  }

  private static ModelOperator create(String operator, JsonNode params) {
    return (ModelOperator) OperatorRegistry.standard().create(operator, Reference.params(params));
  }

  /** Fits each case of {@code operator} and returns max relative error over all cases. */
  private static double worst(String operator) {
    Block x = Reference.input(Precision.FLOAT64);
    int train = doc().get("train").asInt();
    double worst = 0.0;
    List<JsonNode> cs = cases(operator);
    assertThat(cs).isNotEmpty();
    for (JsonNode c : cs) {
      int q = c.get("targets").asInt();
      double[][] y = operator.equals("OPLSDA") ? labels(train) : targets(q, 0, train);
      FittedModel fit = create(operator, c.get("params")).fit(rows(x, 0, train), y);
      double[][] pred = fit.predict(rows(x, train, x.rows()));
      double[] expected = Reference.values(c.get("pred"));
      double[] actual = new double[expected.length];
      for (int i = 0; i < pred.length; i++) {
        for (int t = 0; t < q; t++) {
          actual[i * q + t] = pred[i][t];
        }
      }
      double err = Reference.relativeError(actual, expected);
      worst = Math.max(worst, err);
    }
    return worst;
  }

  @Test
  void pcrMatchesScikitLearnPcaThenLinearRegression() {
    assertThat(worst("PCR")).isLessThan(1e-9);
  }

  @Test
  void ikplsMatchesScikitLearnPlsRegression() {
    assertThat(worst("IKPLS")).isLessThan(1e-8);
  }

  @Test
  void simplsMatchesPlsRegressionForOneTargetAndDeJongForTwo() {
    assertThat(worst("SIMPLS")).isLessThan(1e-9);
  }

  @Test
  void oplsMatchesTheTryggWoldTranscription() {
    assertThat(worst("OPLS")).isLessThan(1e-9);
  }

  @Test
  void oplsWithKComponentsPredictsWhatPlsWithKComponentsPredicts() {
    Block x = Reference.input(Precision.FLOAT64);
    for (int k = 1; k <= 6; k++) {
      double[][] opls =
          create("OPLS", jsonParams(Map.of("n_components", k)))
              .fit(rows(x, 0, 75), targets(1, 0, 75))
              .predict(rows(x, 75, 100));
      double[][] pls =
          create("PLSRegression", jsonParams(Map.of("n_components", k)))
              .fit(rows(x, 0, 75), targets(1, 0, 75))
              .predict(rows(x, 75, 100));
      double[] a = new double[25];
      double[] e = new double[25];
      for (int i = 0; i < 25; i++) {
        a[i] = opls[i][0];
        e[i] = pls[i][0];
      }
      assertThat(Reference.relativeError(a, e)).as("k = " + k).isLessThan(1e-10);
    }
  }

  @Test
  void kernelPlsMatchesTheRosipalTrejoTranscriptionAndPlsForTheLinearKernel() {
    assertThat(worst("KernelPLS")).isLessThan(1e-8);
  }

  @Test
  void sparsePlsMatchesTheThresholdedSimplsTranscription() {
    assertThat(worst("SparsePLS")).isLessThan(1e-9);
  }

  @Test
  void intervalPlsPicksTheSameWindowAndPredictsAsScikitLearnPls() {
    assertThat(worst("IntervalPLS")).isLessThan(1e-9);
  }

  @Test
  void kernelPlsFitsRebuildFromTheirStateBitForBit() {
    Block x = Reference.input(Precision.FLOAT64);
    for (String kernel : new String[] {"rbf", "linear", "poly", "sigmoid"}) {
      ModelOperator op = create("KernelPLS", jsonParams(Map.of("kernel", kernel)));
      FittedModel fit = op.fit(rows(x, 0, 30), targets(1, 0, 30));
      FittedState state = fit.state();
      assertThat(state.kind()).isEqualTo("kernel_pls");
      FittedModel restored = FittedModels.restore(state, op);
      assertThat(restored.predict(rows(x, 75, 100))).isDeepEqualTo(fit.predict(rows(x, 75, 100)));
    }
  }

  @Test
  void oplsdaPredictsTheTranscriptionsLabels() {
    assertThat(worst("OPLSDA")).isZero();
  }

  @Test
  void linearFitsRestoreFromTheirStateBitForBit() {
    Block x = Reference.input(Precision.FLOAT64);
    for (String op : List.of("PCR", "IKPLS", "SIMPLS", "OPLS", "SparsePLS", "IntervalPLS")) {
      ModelOperator model = create(op, doc().get("cases").get(0).get("params"));
      FittedModel fit = model.fit(rows(x, 0, 75), targets(1, 0, 75));
      FittedState state = fit.state();
      assertThat(state.kind()).isEqualTo("linear");
      FittedModel restored = FittedModels.restore(state, model);
      assertThat(restored.predict(rows(x, 75, 100))).isDeepEqualTo(fit.predict(rows(x, 75, 100)));
    }
  }

  @Test
  void oplsdaFitsRebuildFromTheirStateBitForBit() {
    Block x = Reference.input(Precision.FLOAT64);
    double[][] y = labels(75);
    ModelOperator op = create("OPLSDA", doc().get("cases").get(0).get("params"));
    FittedModel fit = op.fit(rows(x, 0, 75), y);
    FittedState state = fit.state();
    assertThat(state.kind()).isEqualTo("oplsda");
    FittedModel restored = FittedModels.restore(state, op);
    assertThat(restored.predict(rows(x, 75, 100))).isDeepEqualTo(fit.predict(rows(x, 75, 100)));
  }

  @Test
  void badInputsGiveOneClearMessage() {
    Block x = Reference.input(Precision.FLOAT64);
    assertThatThrownBy(() -> create("PCR", jsonParams(Map.of("n_components", 0))))
        .hasMessageContaining("n_components");
    assertThatThrownBy(() -> create("OPLS", jsonParams(Map.of("solver", "magic"))))
        .hasMessageContaining("solver");
    ModelOperator big = create("IKPLS", jsonParams(Map.of("n_components", 30)));
    assertThatThrownBy(() -> big.fit(rows(x, 0, 20), targets(1, 0, 20)))
        .hasMessageContaining("n_components must be <= min(n_samples, n_features) = 20");
    ModelOperator opls = create("OPLS", jsonParams(Map.of()));
    assertThatThrownBy(() -> opls.fit(rows(x, 0, 40), targets(2, 0, 40)))
        .hasMessageContaining("fits one target, was 2");
    double[][] three = new double[30][];
    for (int i = 0; i < 30; i++) {
      three[i] = new double[] {i % 3};
    }
    assertThatThrownBy(() -> create("KernelPLS", jsonParams(Map.of("kernel", "cosine"))))
        .hasMessageContaining("kernel");
    ModelOperator sparse = create("SparsePLS", jsonParams(Map.of("sparsity_lambda", 2.0)));
    assertThatThrownBy(() -> sparse.fit(rows(x, 0, 40), targets(1, 0, 40)))
        .hasMessageContaining("use a smaller sparsity_lambda");
    ModelOperator interval = create("IntervalPLS", jsonParams(Map.of("n_folds", 5)));
    assertThatThrownBy(() -> interval.fit(rows(x, 0, 8), targets(1, 0, 8)))
        .hasMessageContaining("lower n_folds");
    ModelOperator da = create("OPLSDA", jsonParams(Map.of()));
    assertThatThrownBy(() -> da.fit(rows(x, 0, 30), three))
        .hasMessageContaining("needs exactly 2 classes, was 3")
        .hasMessageContaining("use PLSDA");
  }

  @Test
  void theFamilyIsNoLongerRefused() {
    for (String name :
        List.of(
            "PCR", "IKPLS", "SIMPLS", "OPLS", "OPLSDA", "KernelPLS", "SparsePLS", "IntervalPLS")) {
      assertThat(RefusedOperators.all()).noneMatch(r -> r.name().equals(name));
      assertThat(OperatorRegistry.standard().resolve(name)).as(name).isPresent();
    }
  }

  private static JsonNode jsonParams(Map<String, Object> params) {
    return new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(params);
  }
}
