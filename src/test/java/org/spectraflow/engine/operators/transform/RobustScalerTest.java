package org.spectraflow.engine.operators.transform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;

/** RobustScaler against scikit-learn (float64) and the reference's float32 worked example. */
class RobustScalerTest {

  @Test
  void float64MatchesScikitLearn() {
    JsonNode ref = Reference.load("/reference/robust-scaler.json");
    double[][] x = rows(ref.get("x"));
    for (JsonNode c : ref.get("cases")) {
      @SuppressWarnings("unchecked")
      Map<String, Object> params = new ObjectMapper().convertValue(c.get("params"), Map.class);
      RobustScaler op = RobustScaler.of(Params.of("RobustScaler", params));
      int n = c.get("rows").asInt();
      Block fitted = Block.ofRows(Precision.FLOAT64, Arrays.copyOf(x, n));
      double[][] got = op.fit(fitted, null).apply(Block.ofRows(Precision.FLOAT64, x)).toRows();
      double[][] want = rows(c.get("out"));
      for (int i = 0; i < want.length; i++) {
        for (int j = 0; j < want[i].length; j++) {
          assertThat(got[i][j]).as("%s cell %d,%d", params, i, j)
              .isCloseTo(want[i][j], within(1e-12 * Math.max(1, Math.abs(want[i][j]))));
        }
      }
    }
  }

  @Test
  void float32WorkedExampleIsBitIdentical() {
    double[][] y = {{3}, {1}, {4}, {1.5}, {5}, {9}, {2}, {6}};
    Block b = Block.ofRows(Precision.FLOAT32, y);
    double[][] out = RobustScaler.of(Params.of("RobustScaler", Map.of())).fit(b, null).apply(b)
        .toRows();
    double[] want = {-0.14814814925193787, -0.7407407164573669, 0.14814814925193787,
        -0.5925925970077515, 0.4444444477558136, 1.6296296119689941, -0.4444444477558136,
        0.7407407164573669};
    for (int i = 0; i < want.length; i++) {
      assertThat(out[i][0]).isEqualTo(want[i]);
    }
  }

  @Test
  void badRangesAreRefused() {
    assertThatThrownBy(() -> RobustScaler.of(Params.of("RobustScaler",
        Map.of("quantile_range", List.of(80.0, 20.0))))).hasMessageContaining("quantile_range");
  }

  private static double[][] rows(JsonNode a) {
    double[][] out = new double[a.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new double[a.get(i).size()];
      for (int j = 0; j < out[i].length; j++) {
        out[i][j] = a.get(i).get(j).asDouble();
      }
    }
    return out;
  }
}
