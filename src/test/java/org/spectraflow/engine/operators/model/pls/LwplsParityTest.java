package org.spectraflow.engine.operators.model.pls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.RefusedOperators;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.model.FittedModels;

/**
 * LWPLS against the numpy transcription of Kim, Kano et al. (2011) in {@code
 * tools/reference/make_lwpls_reference.py}: 72 settings (1 to 5 components, λ 0.25 to 4, all
 * samples or the 30 / 12 nearest, with and without autoscaling), each prediction within 1e-10 of
 * the reference relative to the largest |prediction|; the model-file state rebuilds the same bits;
 * with very wide weights it is the global PLS1 (PLSRegression); and bad input is refused with the
 * parameter named.
 */
class LwplsParityTest {

  private static JsonNode ref;

  @BeforeAll
  static void load() throws IOException {
    try (InputStream in = LwplsParityTest.class.getResourceAsStream("/reference/lwpls.json")) {
      ref = new ObjectMapper().readTree(in);
    }
  }

  private static double[][] rows(JsonNode node) {
    double[][] out = new double[node.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new double[node.get(i).size()];
      for (int j = 0; j < out[i].length; j++) {
        out[i][j] = node.get(i).get(j).asDouble();
      }
    }
    return out;
  }

  private static double[][] column(JsonNode node) {
    double[][] out = new double[node.size()][1];
    for (int i = 0; i < out.length; i++) {
      out[i][0] = node.get(i).asDouble();
    }
    return out;
  }

  private static ModelOperator create(String name, Map<String, Object> params) {
    return (ModelOperator) OperatorRegistry.standard().create(name, params);
  }

  private static Map<String, Object> params(JsonNode node) {
    Map<String, Object> p = new HashMap<>();
    p.put("n_components", node.get("n_components").asLong());
    p.put("lambda_in_similarity", node.get("lambda_in_similarity").asDouble());
    p.put(
        "n_neighbors", node.get("n_neighbors").isNull() ? null : node.get("n_neighbors").asLong());
    p.put("scale", node.get("scale").asBoolean());
    return p;
  }

  @Test
  void everySettingMatchesTheNumpyTranscription() {
    Block train = Block.ofRows(Precision.FLOAT64, rows(ref.get("x_train")));
    double[][] y = column(ref.get("y_train"));
    Block test = Block.ofRows(Precision.FLOAT64, rows(ref.get("x_test")));
    int checked = 0;
    for (JsonNode c : ref.get("cases")) {
      double[][] got = create("LWPLS", params(c.get("params"))).fit(train, y).predict(test);
      JsonNode expected = c.get("expected");
      double scale = 0.0;
      for (JsonNode e : expected) {
        scale = Math.max(scale, Math.abs(e.asDouble()));
      }
      for (int i = 0; i < got.length; i++) {
        assertThat(Math.abs(got[i][0] - expected.get(i).asDouble()) / scale)
            .as(c.get("params") + " row " + i)
            .isLessThanOrEqualTo(1e-10);
      }
      checked++;
    }
    assertThat(checked).isEqualTo(72);
  }

  @Test
  void theStateRebuildsTheSamePredictions() {
    Block train = Block.ofRows(Precision.FLOAT64, rows(ref.get("x_train")));
    double[][] y = column(ref.get("y_train"));
    Block test = Block.ofRows(Precision.FLOAT64, rows(ref.get("x_test")));
    ModelOperator op = create("LWPLS", Map.of("n_components", 3, "n_neighbors", 20));
    FittedModel fit = op.fit(train, y);
    FittedState state = fit.state();
    assertThat(state.kind()).isEqualTo("LWPLS");
    assertThat(state.text("operator")).isEqualTo(op.canonicalConfig());
    ModelOperator rebuilt = create("LWPLS", Map.of("n_components", 3, "n_neighbors", 20));
    FittedModel back = FittedModels.restore(state, rebuilt);
    assertThat(back.predict(test)).isDeepEqualTo(fit.predict(test));
  }

  @Test
  void veryWideWeightsGiveTheGlobalPls() {
    Block train = Block.ofRows(Precision.FLOAT64, rows(ref.get("x_train")));
    double[][] y = column(ref.get("y_train"));
    Block test = Block.ofRows(Precision.FLOAT64, rows(ref.get("x_test")));
    Map<String, Object> wide = new HashMap<>();
    wide.put("n_components", 3);
    wide.put("n_neighbors", null);
    wide.put("lambda_in_similarity", 1e6);
    double[][] local = create("LWPLS", wide).fit(train, y).predict(test);
    double[][] global =
        create("PLSRegression", Map.of("n_components", 3)).fit(train, y).predict(test);
    for (int i = 0; i < local.length; i++) {
      assertThat(local[i][0]).isCloseTo(global[i][0], org.assertj.core.data.Offset.offset(1e-5));
    }
    // and a local model is not the global one
    double[][] narrow =
        create("LWPLS", Map.of("n_components", 3, "lambda_in_similarity", 0.25))
            .fit(train, y)
            .predict(test);
    double most = 0.0;
    for (int i = 0; i < narrow.length; i++) {
      most = Math.max(most, Math.abs(narrow[i][0] - global[i][0]));
    }
    assertThat(most).isGreaterThan(1e-3);
  }

  @Test
  void isCataloguedNotRefusedAndRefusesBadInput() {
    assertThat(RefusedOperators.all()).noneMatch(r -> r.name().equals("LWPLS"));
    assertThat(OperatorRegistry.standard().resolve("nirs4all.operators.models.sklearn.lwpls.LWPLS"))
        .isPresent();
    assertThatThrownBy(() -> create("LWPLS", Map.of("lambda_in_similarity", 0.0)))
        .hasMessageContaining("lambda_in_similarity must be a finite number > 0");
    assertThatThrownBy(() -> create("LWPLS", Map.of("n_neighbors", 1)))
        .hasMessageContaining("n_neighbors must be >= 2");
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2}, {2, 1}, {3, 3}});
    assertThatThrownBy(
            () -> create("LWPLS", Map.of()).fit(x, new double[][] {{1, 2}, {2, 3}, {3, 1}}))
        .hasMessageContaining("predicts one target, got 2");
  }
}
