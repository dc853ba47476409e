package org.spectraflow.engine.diagnostics;

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
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;

/**
 * SIMPLS, SparsePLS, OPLS and IntervalPLS expose their latent structure, and their VIP, scores,
 * Hotelling T² and Q (calibration and new samples) equal those tools/reference/
 * make_pls_family_diagnostics_reference.py computes from each model's own matrices with numpy
 * (scikit-learn's PLSRegression on the window for IntervalPLS); docs/diagnostics.md §1.
 */
class PlsFamilyDiagnosticsTest {

  private static JsonNode ref;

  @BeforeAll
  static void load() throws IOException {
    try (InputStream in =
        PlsFamilyDiagnosticsTest.class.getResourceAsStream(
            "/reference/pls_family_diagnostics.json")) {
      ref = new ObjectMapper().readTree(in);
    }
  }

  private static double[][] x() {
    double[][] rows = new double[30][12];
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < rows[i].length; j++) {
        rows[i][j] = Math.sin(0.3 * j + 0.7 * i) + 0.05 * ((i * 7 + j * 3) % 11) + 0.1 * j;
      }
    }
    return rows;
  }

  private static double[][] y(double[][] x) {
    double[][] y = new double[x.length][1];
    for (int i = 0; i < x.length; i++) {
      y[i][0] = 2 * x[i][1] - x[i][5] + 0.5 * x[i][9] + 0.01 * (i % 4);
    }
    return y;
  }

  private static FittedModel fit(String model, Map<String, Object> params) {
    double[][] x = x();
    return OperatorFactory.model(model, params).fit(Block.ofRows(Precision.FLOAT64, x), y(x));
  }

  private static PlsDiagnostics diagnostics(FittedModel fit) {
    return PlsDiagnostics.of(PlsFit.of(fit).orElseThrow(), x());
  }

  /** Checks one reference case: VIP, |scores| per column, T², Q of calibration and new rows. */
  private static void check(String label, PlsDiagnostics d, JsonNode c) {
    assertClose(label + " vip", d.vip(), doubles(c.get("vip")), 1e-9);
    assertClose(label + " t2", d.calibration().t2(), doubles(c.get("t2")), 1e-8);
    assertClose(label + " q", d.calibration().q(), doubles(c.get("q")), 1e-8);
    double[][] scores = d.calibration().scores();
    JsonNode expected = c.get("scores");
    int k = expected.get(0).size();
    assertThat(scores[0]).as(label + " components").hasSize(k);
    for (int a = 0; a < k; a++) {
      double[] got = new double[scores.length];
      double[] want = new double[scores.length];
      for (int i = 0; i < scores.length; i++) {
        got[i] = scores[i][a];
        want[i] = expected.get(i).get(a).asDouble();
      }
      // a component's sign is the algorithm's choice; the reference follows the same one
      assertClose(label + " scores " + a, got, want, 1e-8);
    }
    SampleStatistics test = d.project(matrix(ref.get("new")));
    assertClose(label + " test t2", test.t2(), doubles(c.get("test_t2")), 1e-8);
    assertClose(label + " test q", test.q(), doubles(c.get("test_q")), 1e-8);
  }

  @Test
  void simplsEqualsNumpysSimpls() {
    for (JsonNode c : ref.get("SIMPLS")) {
      int k = c.get("k").asInt();
      PlsDiagnostics d = diagnostics(fit("SIMPLS", Map.of("n_components", k)));
      check("SIMPLS " + k, d, c);
      assertThat(d.orthogonalScores()).isTrue();
    }
  }

  @Test
  void simplsWithOneTargetHasPlsRegressionsT2AndQ() {
    for (int k : new int[] {1, 3, 5}) {
      PlsDiagnostics simpls = diagnostics(fit("SIMPLS", Map.of("n_components", k)));
      PlsDiagnostics pls = diagnostics(fit("PLSRegression", Map.of("n_components", k)));
      assertClose("t2", simpls.calibration().t2(), pls.calibration().t2(), 1e-8);
      assertClose("q", simpls.calibration().q(), pls.calibration().q(), 1e-8);
      assertThat(simpls.limits().t2At95()).isEqualTo(pls.limits().t2At95());
    }
  }

  @Test
  void sparsePlsScoresAreObliqueAndT2UsesTheirCovariance() {
    for (JsonNode c : ref.get("SparsePLS")) {
      int k = c.get("k").asInt();
      Map<String, Object> params = new HashMap<>();
      params.put("n_components", k);
      params.put("sparsity_lambda", c.get("sparsity_lambda").asDouble());
      PlsDiagnostics d = diagnostics(fit("SparsePLS", params));
      check("SparsePLS " + k, d, c);
      assertThat(d.orthogonalScores()).isFalse();
      // Σ T² over the calibration = (n − 1)·A for Hotelling's T² with the full covariance
      double sum = java.util.Arrays.stream(d.calibration().t2()).sum();
      assertThat(sum).isCloseTo(29.0 * k, org.assertj.core.data.Offset.offset(1e-8));
    }
  }

  @Test
  void oplsPredictiveComponentFirstThenTheOrthogonalOnes() {
    for (JsonNode c : ref.get("OPLS")) {
      int k = c.get("k").asInt();
      FittedModel fit = fit("OPLS", Map.of("n_components", k));
      PlsDiagnostics d = diagnostics(fit);
      check("OPLS " + k, d, c);
      // the predictive score times c plus the mean is the model's prediction
      double[][] pred = fit.predict(Block.ofRows(Precision.FLOAT64, x()));
      double[] expected = doubles(c.get("prediction"));
      for (int i = 0; i < expected.length; i++) {
        assertThat(pred[i][0]).isCloseTo(expected[i], org.assertj.core.data.Offset.offset(1e-9));
      }
      // the coefficients through the latent structure are the saved linear model's
      double[] coef = fit.state().matrix("coef")[0];
      assertClose("OPLS coefficients", d.coefficients(), coef, 1e-9);
    }
  }

  @Test
  void intervalPlsIsItsWindowsPlsRegression() {
    for (JsonNode c : ref.get("IntervalPLS")) {
      Map<String, Object> params =
          Map.of(
              "n_components", c.get("k").asInt(),
              "interval_width", c.get("interval_width").asInt(),
              "step", c.get("step").asInt(),
              "n_folds", c.get("n_folds").asInt());
      FittedModel fit = fit("IntervalPLS", params);
      PlsFit pls = PlsFit.of(fit).orElseThrow();
      int start = c.get("start").asInt();
      int width = c.get("width").asInt();
      assertThat(pls.support())
          .containsExactly(java.util.stream.IntStream.range(start, start + width).toArray());
      PlsDiagnostics d = PlsDiagnostics.of(pls, x());
      check("IntervalPLS " + params, d, c);
      double[] vip = d.vip();
      double sumSquares = 0;
      for (int j = 0; j < vip.length; j++) {
        if (j < start || j >= start + width) {
          assertThat(vip[j]).as("VIP outside the window").isZero();
        }
        sumSquares += vip[j] * vip[j];
      }
      assertThat(sumSquares).isCloseTo(width, org.assertj.core.data.Offset.offset(1e-9));
      assertClose(
          "IntervalPLS coefficients", d.coefficients(), fit.state().matrix("coef")[0], 1e-9);
      assertThat(fit.state().kind()).isEqualTo("linear");
    }
  }

  @Test
  void modelsWithoutLatentStructureSaySo() {
    FittedModel kernel = fit("KernelPLS", Map.of("n_components", 2));
    assertThat(PlsFit.of(kernel)).isEmpty();
    assertThatThrownBy(
            () ->
                PlsDiagnostics.of(
                    kernel, org.spectraflow.engine.data.Block.ofRows(Precision.FLOAT64, x())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no latent structure");
    assertThat(LatentSupport.missing("KernelPLS")).get().asString().contains("feature space");
    assertThat(LatentSupport.missing("nirs4all.operators.models.LWPLS")).isPresent();
    assertThat(LatentSupport.missing("SIMPLS")).isEmpty();
  }

  private static double[] doubles(JsonNode a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }

  private static double[][] matrix(JsonNode a) {
    double[][] out = new double[a.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = doubles(a.get(i));
    }
    return out;
  }

  private static void assertClose(String what, double[] actual, double[] expected, double rel) {
    assertThat(actual).as(what).hasSameSizeAs(expected);
    double scale = 0;
    for (double e : expected) {
      scale = Math.max(scale, Math.abs(e));
    }
    for (int i = 0; i < expected.length; i++) {
      assertThat(Math.abs(actual[i] - expected[i]))
          .as(what + " index " + i + ": " + actual[i] + " vs " + expected[i])
          .isLessThanOrEqualTo(rel * Math.max(scale, 1e-300));
    }
  }
}
