package org.spectraflow.engine.operators.transform.resample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.AxisTransform;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.transform.FittedTransforms;

/**
 * Resampler against scipy's {@code interp1d} ({@code tools/reference/make_resampler_reference.py}):
 * every kind nirs4all's page lists, down- and up-sampling, targets beyond the source range filled
 * or extrapolated, an irregular descending axis, crop_range, and the smallest axes each spline
 * accepts — each within 1e-10 of scipy relative to the case's largest value (NaN where scipy gives
 * NaN); plus the errors nirs4all's page documents and the model-file state round trip.
 */
class ResamplerParityTest {

  private static JsonNode ref;

  @BeforeAll
  static void load() throws IOException {
    try (InputStream in =
        ResamplerParityTest.class.getResourceAsStream("/reference/resampler.json")) {
      ref = new ObjectMapper().readTree(in);
    }
  }

  private static double[] vector(JsonNode node) {
    double[] out = new double[node.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = node.get(i).isNull() ? Double.NaN : node.get(i).asDouble();
    }
    return out;
  }

  private static double[][] rows(JsonNode node) {
    double[][] out = new double[node.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = vector(node.get(i));
    }
    return out;
  }

  private static List<Double> list(double[] v) {
    List<Double> out = new ArrayList<>();
    for (double d : v) {
      out.add(d);
    }
    return out;
  }

  private static Map<String, Object> params(JsonNode c) {
    Map<String, Object> p = new HashMap<>();
    p.put("target_wavelengths", list(vector(c.get("target"))));
    JsonNode given = c.get("params");
    p.put("method", given.get("method").asText());
    JsonNode fill = given.get("fill_value");
    p.put("fill_value", fill.isNumber() ? (Object) fill.asDouble() : fill.asText());
    if (given.has("crop_range")) {
      p.put("crop_range", list(vector(given.get("crop_range"))));
    }
    return p;
  }

  private static FittedTransform fitted(Map<String, Object> p, double[] axis, Block x) {
    TransformOperator op = OperatorFactory.transform("Resampler", p);
    return ((AxisTransform) op).onAxis(axis).fit(x, null);
  }

  @Test
  void everyCaseMatchesScipyInterp1d() {
    int checked = 0;
    double worst = 0.0;
    for (JsonNode c : ref.get("cases")) {
      String name = c.get("name").asText();
      double[][] expected = rows(c.get("expected"));
      Block x = Block.ofRows(Precision.FLOAT64, rows(c.get("x")));
      double[][] got = fitted(params(c), vector(c.get("axis")), x).apply(x).toRows();
      double scale = 0.0;
      for (double[] r : expected) {
        for (double v : r) {
          if (!Double.isNaN(v)) {
            scale = Math.max(scale, Math.abs(v));
          }
        }
      }
      assertThat(got.length).as(name).isEqualTo(expected.length);
      for (int i = 0; i < expected.length; i++) {
        assertThat(got[i].length).as(name).isEqualTo(expected[i].length);
        for (int j = 0; j < expected[i].length; j++) {
          if (Double.isNaN(expected[i][j])) {
            assertThat(got[i][j]).as(name + " [" + i + "," + j + "]").isNaN();
          } else {
            double err = Math.abs(got[i][j] - expected[i][j]) / scale;
            worst = Math.max(worst, err);
            assertThat(err).as(name + " [" + i + "," + j + "]").isLessThanOrEqualTo(1e-10);
          }
        }
      }
      checked++;
    }
    assertThat(checked).isEqualTo(ref.get("cases").size()).isGreaterThan(50);
    assertThat(worst).isLessThanOrEqualTo(1e-10);
  }

  @Test
  void theStateRebuildsTheSameInterpolation() {
    JsonNode c = ref.get("cases").get(7); // a cubic-free case is fine; any case works
    for (JsonNode each : ref.get("cases")) {
      if (each.get("name").asText().equals("cubic irregular descending")) {
        c = each;
      }
    }
    Map<String, Object> p = params(c);
    Block x = Block.ofRows(Precision.FLOAT64, rows(c.get("x")));
    FittedTransform fit = fitted(p, vector(c.get("axis")), x);
    FittedState state = fit.state();
    assertThat(state.kind()).isEqualTo("Resampler");
    TransformOperator rebuilt = OperatorFactory.transform("Resampler", p);
    FittedTransform back = FittedTransforms.restore(state, rebuilt);
    assertThat(back.apply(x).toRows()).isDeepEqualTo(fit.apply(x).toRows());
  }

  @Test
  void theOutputAxisIsTheTargetGridAndTheWidthItsLength() {
    Map<String, Object> p = Map.of("target_wavelengths", List.of(1000.0, 1010.0, 1020.0));
    AxisTransform op = (AxisTransform) OperatorFactory.transform("Resampler", p);
    assertThat(op.outputAxis()).containsExactly(1000.0, 1010.0, 1020.0);
    assertThat(op.outputWidth(700)).isEqualTo(3);
    assertThat(OperatorRegistry.standard().resolve("nirs4all.operators.transforms.Resampler"))
        .isPresent();
  }

  @Test
  void documentedErrorsAreClear() {
    double[] axis = {1000, 1002, 1004, 1006, 1008};
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2, 3, 4, 5}});
    assertThatThrownBy(() -> OperatorFactory.transform("Resampler", Map.of()))
        .hasMessageContaining("target_wavelengths is required");
    assertThatThrownBy(
            () ->
                OperatorFactory.transform(
                    "Resampler", Map.of("target_wavelengths", List.of(1.0), "method", "spline")))
        .hasMessageContaining("method must be one of");
    assertThatThrownBy(
            () -> fitted(Map.of("target_wavelengths", List.of(900.0, 950.0)), axis, x).apply(x))
        .hasMessageContaining("no target wavelength")
        .hasMessageContaining("overlap");
    assertThatThrownBy(
            () ->
                fitted(
                        Map.of("target_wavelengths", List.of(1001.0, 1010.0), "bounds_error", true),
                        axis,
                        x)
                    .apply(x))
        .hasMessageContaining("1 target wavelength(s) lie outside the source range")
        .hasMessageContaining("bounds_error=True");
    assertThatThrownBy(
            () ->
                fitted(
                        Map.of(
                            "target_wavelengths",
                            List.of(1001.0),
                            "crop_range",
                            List.of(2000.0, 2100.0)),
                        axis,
                        x)
                    .apply(x))
        .hasMessageContaining("crop_range (2000.0, 2100.0) keeps none of the source wavelengths");
    assertThatThrownBy(
            () ->
                fitted(
                        Map.of("target_wavelengths", List.of(1001.0), "method", "cubic"),
                        new double[] {1000, 1002, 1004},
                        Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2, 3}}))
                    .apply(x))
        .hasMessageContaining("method 'cubic' needs at least 4 source wavelengths");
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("Resampler", Map.of("target_wavelengths", List.of(1.0)))
                    .fit(x, null))
        .hasMessageContaining("needs the wavelength axis of its source");
    FittedTransform fit = fitted(Map.of("target_wavelengths", List.of(1001.0)), axis, x);
    Block narrow = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2, 3}});
    assertThatThrownBy(() -> fit.apply(narrow))
        .hasMessageContaining("was fitted on 5 wavelengths but got 3 features");
  }
}
