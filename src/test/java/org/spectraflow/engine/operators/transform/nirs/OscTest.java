package org.spectraflow.engine.operators.transform.nirs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.FittedTransforms;

/**
 * OSC (Fearn's direct form) against the numpy transcription of {@code
 * tools/reference/make_nirs_transforms_reference.py} for 1 to 3 components (wide and tall data)
 * within 1e-9, the removed scores orthogonal to y, its saved state rebuilding the same transform,
 * and a clear error without targets.
 */
class OscTest {

  private static JsonNode cases() throws IOException {
    try (InputStream in = OscTest.class.getResourceAsStream("/reference/nirs-transforms.json")) {
      return new ObjectMapper().readTree(in).get("osc");
    }
  }

  private static double[] vector(JsonNode n) {
    double[] out = new double[n.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = n.get(i).asDouble();
    }
    return out;
  }

  @Test
  void matchesFearnsDirectOscInNumpy() throws IOException {
    JsonNode all = cases();
    assertThat(all).hasSize(4);
    for (JsonNode c : all) {
      int k = c.get("params").get("n_components").asInt();
      Block x = Block.ofRows(Precision.FLOAT64, NirsTransformsParityTest.rows(c.get("x")));
      Block apply = Block.ofRows(Precision.FLOAT64, NirsTransformsParityTest.rows(c.get("apply")));
      TransformOperator op = OperatorFactory.transform("OSC", Map.of("n_components", k));
      assertThat(op.supervised()).isTrue();
      FittedTransform fitted = op.fit(x, vector(c.get("y")));
      double diff =
          NirsTransformsParityTest.relativeDifference(
              fitted.apply(apply), NirsTransformsParityTest.rows(c.get("out")));
      assertThat(diff).as("n_components=%d", k).isLessThanOrEqualTo(1e-9);
      FittedTransform rebuilt =
          FittedTransforms.restore(
              fitted.state(), OperatorFactory.transform("OSC", Map.of("n_components", k)));
      assertThat(rebuilt.apply(apply).contentEquals(fitted.apply(apply))).isTrue();
    }
  }

  @Test
  void theRemovedPartOfTheTrainingRowsIsOrthogonalToY() throws IOException {
    JsonNode c = cases().get(0);
    Block x = Block.ofRows(Precision.FLOAT64, NirsTransformsParityTest.rows(c.get("x")));
    double[] y = vector(c.get("y"));
    Block out = OperatorFactory.transform("OSC", Map.of()).fit(x, y).apply(x);
    double yMean = java.util.Arrays.stream(y).average().orElseThrow();
    for (int j = 0; j < x.cols(); j++) {
      double s = 0.0;
      for (int i = 0; i < x.rows(); i++) {
        s += (x.row(i)[j] - out.row(i)[j]) * (y[i] - yMean);
      }
      // removed = t pᵀ with tᵀ(y - ȳ) = 0
      assertThat(Math.abs(s)).isLessThan(1e-9);
    }
  }

  @Test
  void withoutTargetsOrWithTooManyComponentsItSaysWhatToDo() {
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2, 3}, {2, 3, 5}, {0, 1, 1}});
    assertThatThrownBy(() -> OperatorFactory.transform("OSC", Map.of()).fit(x, null))
        .hasMessageContaining("OSC: needs the target y");
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("OSC", Map.of("n_components", 3))
                    .fit(x, new double[] {1, 2, 3}))
        .hasMessageContaining("n_components=3 exceeds min(samples - 1, features) = 2");
    assertThatThrownBy(() -> OperatorFactory.create("OSC", Map.of("n_components", 0)))
        .hasMessageContaining("n_components must be >= 1");
  }
}
