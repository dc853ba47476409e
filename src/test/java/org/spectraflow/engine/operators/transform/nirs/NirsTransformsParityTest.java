package org.spectraflow.engine.operators.transform.nirs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/**
 * The NIRS transforms against the numpy/scipy reference of {@code
 * tools/reference/make_nirs_transforms_reference.py} (the published formulas written in numpy,
 * Whittaker systems solved by scipy's sparse LU): every case within 1e-9 of the reference, relative
 * to the case's largest value (1e-8 for the reweighted Whittaker baselines at λ up to 1e6, measured
 * 4.8e-9, the systems' conditioning); the banded LDLᵀ against {@code spsolve} on systems of 3 to
 * 2000 points and λ up to 1e9; clear errors for values outside a method's domain.
 */
class NirsTransformsParityTest {

  /** The reweighted Whittaker baselines: λ up to 1e6 on ill-conditioned systems. */
  private static final java.util.Set<String> WHITTAKER =
      java.util.Set.of("ASLSBaseline", "ASLS", "AirPLS", "ArPLS");

  private static JsonNode ref;

  @BeforeAll
  static void load() throws IOException {
    try (InputStream in =
        NirsTransformsParityTest.class.getResourceAsStream("/reference/nirs-transforms.json")) {
      ref = new ObjectMapper().readTree(in);
    }
  }

  static double[][] rows(JsonNode node) {
    double[][] out = new double[node.size()][];
    for (int i = 0; i < out.length; i++) {
      JsonNode r = node.get(i);
      out[i] = new double[r.size()];
      for (int j = 0; j < out[i].length; j++) {
        out[i][j] = r.get(j).asDouble();
      }
    }
    return out;
  }

  private static double[] vector(JsonNode node) {
    double[] out = new double[node.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = node.get(i).asDouble();
    }
    return out;
  }

  private static Map<String, Object> params(JsonNode node) {
    Map<String, Object> out = new LinkedHashMap<>();
    node.properties()
        .iterator()
        .forEachRemaining(
            e ->
                out.put(
                    e.getKey(),
                    e.getValue().isBoolean()
                        ? e.getValue().asBoolean()
                        : e.getValue().isIntegralNumber()
                            ? (Object) e.getValue().asLong()
                            : e.getValue().isNumber()
                                ? (Object) e.getValue().asDouble()
                                : e.getValue().asText()));
    return out;
  }

  /** Largest |difference| over the largest |reference value|. */
  static double relativeDifference(Block out, double[][] expected) {
    double diff = 0.0;
    double scale = 0.0;
    for (int i = 0; i < expected.length; i++) {
      double[] row = out.row(i);
      for (int j = 0; j < expected[i].length; j++) {
        diff = Math.max(diff, Math.abs(row[j] - expected[i][j]));
        scale = Math.max(scale, Math.abs(expected[i][j]));
      }
    }
    return diff / Math.max(scale, 1e-300);
  }

  @Test
  void everyCaseMatchesTheNumpyReference() {
    assertThat(ref.get("cases")).hasSizeGreaterThanOrEqualTo(45);
    for (JsonNode c : ref.get("cases")) {
      Block x = Block.ofRows(Precision.FLOAT64, rows(c.get("x")));
      String op = c.get("op").asText();
      Map<String, Object> p = params(c.get("params"));
      Block out = OperatorFactory.transform(op, p).fit(x, null).apply(x);
      assertThat(out.cols()).isEqualTo(x.cols());
      double diff = relativeDifference(out, rows(c.get("out")));
      assertThat(diff)
          .as("%s %s on %d features", op, p, x.cols())
          .isLessThanOrEqualTo(WHITTAKER.contains(op) ? 1e-8 : 1e-9);
    }
  }

  @Test
  void bandedSolverMatchesScipySpsolve() {
    for (JsonNode s : ref.get("whittaker")) {
      double[] y = vector(s.get("y"));
      double[] z = new Whittaker(y.length, s.get("lam").asDouble()).smooth(y, vector(s.get("w")));
      double[] expected = vector(s.get("z"));
      double diff = 0.0;
      double scale = 0.0;
      for (int i = 0; i < y.length; i++) {
        diff = Math.max(diff, Math.abs(z[i] - expected[i]));
        scale = Math.max(scale, Math.abs(expected[i]));
      }
      double lam = s.get("lam").asDouble();
      // at λ = 1e9 and 2000 points scipy's own banded Cholesky (solveh_banded) and spsolve
      // differ by 1.1e-7: the system's conditioning, not the solver, sets the agreement
      assertThat(diff / scale).as("n=%d", y.length).isLessThanOrEqualTo(lam > 1e6 ? 1e-6 : 1e-9);
    }
  }

  @Test
  void bandedSolverSolvesAGeneralBand() {
    // tridiagonal [4 1; 1 4 1; 1 4] z = (5, 6, 5) has z = (1, 1, 1)
    double[][] band = {{4, 4, 4}, {1, 1}};
    double[] b = {5, 6, 5};
    BandedLdl.solveInPlace(band, b);
    assertThat(b)
        .containsExactly(new double[] {1, 1, 1}, org.assertj.core.data.Offset.offset(1e-15));
    assertThatThrownBy(() -> BandedLdl.solveInPlace(new double[][] {{1, 1}, {2}}, new double[2]))
        .hasMessageContaining("not positive definite");
  }

  private static Block cells(double... values) {
    return Block.ofRows(Precision.FLOAT64, new double[][] {{0.5, 0.4, 0.3}, values});
  }

  @Test
  void nonPositiveReflectanceIsRefusedNamingOperatorCellAndWhatToDo() {
    for (String op : new String[] {"ReflectanceToAbsorbance", "KubelkaMunk"}) {
      Block bad = cells(0.2, 0.0, 0.4);
      assertThatThrownBy(() -> OperatorFactory.transform(op, Map.of()).fit(bad, null).apply(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(op)
          .hasMessageContaining("reflectance must be > 0")
          .hasMessageContaining("row 1, column 1");
      Block negative = cells(0.2, 0.3, -0.1);
      assertThatThrownBy(
              () -> OperatorFactory.transform(op, Map.of()).fit(negative, null).apply(negative))
          .hasMessageContaining("-0.1")
          .hasMessageContaining("column 2");
    }
  }

  @Test
  void invalidSettingsAndShortSpectraAreRefusedClearly() {
    assertThatThrownBy(() -> OperatorFactory.create("ASLSBaseline", Map.of("lam", 0.0)))
        .hasMessageContaining("ASLSBaseline")
        .hasMessageContaining("lam must be > 0");
    assertThatThrownBy(() -> OperatorFactory.create("AirPLS", Map.of("lam", -5.0)))
        .hasMessageContaining("AirPLS")
        .hasMessageContaining("lam");
    assertThatThrownBy(() -> OperatorFactory.create("ASLSBaseline", Map.of("p", 1.5)))
        .hasMessageContaining("p must be strictly between 0 and 1");
    Block two = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2}});
    for (String op : new String[] {"ASLSBaseline", "AirPLS", "ArPLS"}) {
      assertThatThrownBy(() -> OperatorFactory.transform(op, Map.of()).fit(two, null))
          .hasMessageContaining(op)
          .hasMessageContaining("needs at least 3 feature(s)")
          .hasMessageContaining("too short");
    }
    assertThatThrownBy(() -> OperatorFactory.transform("LSNV", Map.of("window", 21)).fit(two, null))
        .hasMessageContaining("needs at least 11 feature(s)")
        .hasMessageContaining("smaller window");
    assertThatThrownBy(() -> OperatorFactory.create("LSNV", Map.of("window", 4)))
        .hasMessageContaining("window must be an odd number");
    Block zero = Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2}, {0, 0}});
    assertThatThrownBy(
            () ->
                OperatorFactory.transform("AreaNormalization", Map.of())
                    .fit(zero, null)
                    .apply(zero))
        .hasMessageContaining("row 1 has zero area");
  }

  @Test
  void float32InputGivesTheDoubleResultRoundedOnce() {
    double[][] x = rows(ref.get("cases").get(2).get("x"));
    Block f32 = Block.ofRows(Precision.FLOAT32, x);
    Block widened = Block.ofRows(Precision.FLOAT64, new double[][] {f32.row(0)});
    Block a = OperatorFactory.transform("ASLSBaseline", Map.of()).fit(f32, null).apply(f32);
    Block b = OperatorFactory.transform("ASLSBaseline", Map.of()).fit(widened, null).apply(widened);
    assertThat(a.precision()).isEqualTo(Precision.FLOAT32);
    for (int j = 0; j < x[0].length; j++) {
      assertThat(a.row(0)[j]).isEqualTo((double) (float) b.row(0)[j]);
    }
  }

  @Test
  void savedStateRebuildsTheSameTransform() {
    Block x = Block.ofRows(Precision.FLOAT64, rows(ref.get("cases").get(2).get("x")));
    var op = OperatorFactory.transform("AirPLS", Map.of("lam", 1e4));
    var fitted = op.fit(x, null);
    var state = fitted.state();
    assertThat(state.kind()).isEqualTo("row");
    var rebuilt =
        org.spectraflow.engine.operators.transform.FittedTransforms.restore(
            state, OperatorFactory.transform("AirPLS", Map.of("lam", 1e4)));
    assertThat(rebuilt.apply(x).contentEquals(fitted.apply(x))).isTrue();
  }
}
