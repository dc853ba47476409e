package org.spectraflow.engine.operators;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/**
 * Every transform against numpy/scipy/scikit-learn on a slice of the regression set: float64 mode
 * to 1e-10 relative to the output's magnitude; float32 mode bit for bit (class A/B), with scipy's
 * float32 Savitzky-Golay edge fit (class C) to 1e-6.
 */
class ReferenceParityTest {

  private static final double FLOAT64_TOLERANCE = 1e-10;

  static Stream<Arguments> float64Cases() {
    return cases("float64");
  }

  static Stream<Arguments> float32Cases() {
    return cases("float32");
  }

  private static Stream<Arguments> cases(String key) {
    List<Arguments> out = new ArrayList<>();
    for (JsonNode c : Reference.operators().get(key)) {
      out.add(Arguments.of(c.get("op").asText() + c.get("params"), c));
    }
    return out.stream();
  }

  private static Block run(JsonNode c, Precision precision) {
    JsonNode doc = Reference.operators();
    Block all =
        Reference.input(precision).selectRows(Reference.range(doc.get("transformRows").asInt()));
    int[] fitRows = new int[doc.get("fitRows").size()];
    for (int i = 0; i < fitRows.length; i++) {
      fitRows[i] = doc.get("fitRows").get(i).asInt();
    }
    TransformOperator op =
        OperatorFactory.transform(c.get("op").asText(), Reference.params(c.get("params")));
    return op.fit(all.selectRows(fitRows), null).apply(all);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("float64Cases")
  void float64MatchesReference(String name, JsonNode c) {
    Block out = run(c, Precision.FLOAT64);
    double[] expected = Reference.values(c.get("out"));
    int[] shape = Reference.shape(c.get("out"));
    assertThat(new int[] {out.rows(), out.cols()}).isEqualTo(shape);
    assertThat(Reference.relativeError(out.toDoubleArray(), expected))
        .isLessThanOrEqualTo(FLOAT64_TOLERANCE);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("float32Cases")
  void float32MatchesReferenceBitForBit(String name, JsonNode c) {
    Block out = run(c, Precision.FLOAT32);
    double[] expected = Reference.values(c.get("out"));
    double[] actual = out.toDoubleArray();
    assertThat(actual.length).isEqualTo(expected.length);
    boolean sg = c.get("op").asText().equals("SavitzkyGolay");
    int h = sg ? c.get("params").path("window_length").asInt(11) / 2 : 0;
    int cols = out.cols();
    int mismatches = 0;
    for (int k = 0; k < actual.length; k++) {
      int j = k % cols;
      boolean edge = j < h || j >= cols - h;
      if (edge) {
        assertThat(actual[k]).isCloseTo(expected[k], Offset.offset(1e-6));
      } else if (Double.doubleToLongBits(actual[k]) != Double.doubleToLongBits(expected[k])) {
        mismatches++;
      }
    }
    assertThat(mismatches).as("float32 cells differing from the reference").isZero();
  }
}
