package org.spectraflow.engine.operators.transform.scale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.TransformContract;

/**
 * RobustScaler under the transform contract, and against scikit-learn 1.2.1 on the fixture of
 * {@code tools/reference/make_robust_scaler.py} (ties, a constant column, eight parameter sets
 * including unit_variance and asymmetric quantiles) within 1e-12.
 */
class RobustScalerTest extends TransformContract {

  @Override
  protected String className() {
    return "RobustScaler";
  }

  @Override
  protected List<Invalid> invalid() {
    return List.of(
        new Invalid(
            Map.of("quantile_range", List.of(75.0, 25.0)), "quantile_range", "[75.0, 25.0]"),
        new Invalid(
            Map.of("quantile_range", List.of(-1.0, 50.0)), "quantile_range", "[-1.0, 50.0]"),
        new Invalid(Map.of("with_centering", "yes"), "with_centering", "'yes'"));
  }

  @Override
  protected boolean stateful() {
    return true;
  }

  @Test
  void matchesScikitLearnOnTheReferenceFixture() throws IOException {
    JsonNode ref;
    try (InputStream in = getClass().getResourceAsStream("/reference/robust-scaler.json")) {
      ref = new ObjectMapper().readTree(in);
    }
    Block train = Block.ofRows(Precision.FLOAT64, rows(ref.get("train")));
    Block test = Block.ofRows(Precision.FLOAT64, rows(ref.get("test")));
    assertThat(ref.get("cases")).hasSize(8);
    for (JsonNode c : ref.get("cases")) {
      TransformOperator op = OperatorFactory.transform("RobustScaler", params(c.get("params")));
      FittedTransform fitted = op.fit(train, null);
      close(fitted.apply(train), rows(c.get("train")), op.label());
      close(fitted.apply(test), rows(c.get("test")), op.label());
    }
  }

  private static void close(Block got, double[][] want, String what) {
    for (int i = 0; i < want.length; i++) {
      for (int j = 0; j < want[i].length; j++) {
        double tolerance = 1e-12 * Math.max(1, Math.abs(want[i][j]));
        assertThat(got.get(i, j))
            .as("%s at (%d, %d)", what, i, j)
            .isCloseTo(want[i][j], offset(tolerance));
      }
    }
  }

  private static Map<String, Object> params(JsonNode node) {
    Map<String, Object> out = new LinkedHashMap<>();
    node.fields()
        .forEachRemaining(
            e ->
                out.put(
                    e.getKey(),
                    e.getValue().isBoolean()
                        ? e.getValue().booleanValue()
                        : List.of(
                            e.getValue().get(0).doubleValue(), e.getValue().get(1).doubleValue())));
    return out;
  }

  private static double[][] rows(JsonNode node) {
    List<double[]> out = new ArrayList<>();
    node.forEach(
        r -> {
          double[] row = new double[r.size()];
          for (int j = 0; j < row.length; j++) {
            row[j] = r.get(j).doubleValue();
          }
          out.add(row);
        });
    return out.toArray(double[][]::new);
  }
}
