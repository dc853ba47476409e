package org.spectraflow.engine.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;

/**
 * IKPLS exposes its latent structure, so the PLS diagnostics are computed for it; for one target it
 * is the same model as PLSRegression, so VIP, T² and Q agree with PLSRegression's on the same data
 * (docs/diagnostics.md, "Which models").
 */
class LatentDiagnosticsTest {

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

  private static PlsDiagnostics diagnostics(String model, Map<String, Object> params) {
    double[][] x = x();
    FittedModel fit =
        OperatorFactory.model(model, params).fit(Block.ofRows(Precision.FLOAT64, x), y(x));
    Optional<PlsFit> pls = PlsFit.of(fit);
    assertThat(pls).as(model).isPresent();
    return PlsDiagnostics.of(pls.get(), x);
  }

  @Test
  void ikplsGivesPlsRegressionsVipT2AndQ() {
    for (int k : new int[] {1, 3, 5}) {
      PlsDiagnostics pls = diagnostics("PLSRegression", Map.of("n_components", k));
      PlsDiagnostics ikpls = diagnostics("IKPLS", Map.of("n_components", k));
      assertClose(ikpls.vip(), pls.vip(), 1e-8);
      assertClose(ikpls.calibration().t2(), pls.calibration().t2(), 1e-8);
      assertClose(ikpls.calibration().q(), pls.calibration().q(), 1e-8);
      double[][] test = {x()[3], x()[17]};
      assertClose(ikpls.project(test).t2(), pls.project(test).t2(), 1e-8);
      assertClose(ikpls.project(test).q(), pls.project(test).q(), 1e-8);
    }
  }

  /** PCR's T² and Q are PCA's, as tools/reference/make_pcr_diagnostics_reference.py computes. */
  @Test
  void pcrT2AndQEqualNumpys() throws java.io.IOException {
    com.fasterxml.jackson.databind.JsonNode ref;
    try (java.io.InputStream in =
        LatentDiagnosticsTest.class.getResourceAsStream("/reference/pcr_diagnostics.json")) {
      ref = new com.fasterxml.jackson.databind.ObjectMapper().readTree(in);
    }
    assertThat(ref.get("cases")).hasSize(3);
    for (com.fasterxml.jackson.databind.JsonNode c : ref.get("cases")) {
      int k = c.get("k").asInt();
      PlsDiagnostics pcr = diagnostics("PCR", Map.of("n_components", k));
      assertClose(pcr.calibration().t2(), doubles(c.get("t2")), 1e-9);
      assertClose(pcr.calibration().q(), doubles(c.get("q")), 1e-9);
    }
  }

  private static double[] doubles(com.fasterxml.jackson.databind.JsonNode a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }

  @Test
  void theLatentStructureDoesNotChangeWhatIsSaved() {
    double[][] x = x();
    FittedModel fit =
        OperatorFactory.model("IKPLS", Map.of("n_components", 3))
            .fit(Block.ofRows(Precision.FLOAT64, x), y(x));
    assertThat(fit.state().kind()).isEqualTo("linear");
  }

  private static void assertClose(double[] actual, double[] expected, double rel) {
    assertThat(actual).hasSameSizeAs(expected);
    double scale = 0;
    for (double e : expected) {
      scale = Math.max(scale, Math.abs(e));
    }
    for (int i = 0; i < expected.length; i++) {
      assertThat(Math.abs(actual[i] - expected[i])).as("index " + i).isLessThan(rel * scale);
    }
  }
}
