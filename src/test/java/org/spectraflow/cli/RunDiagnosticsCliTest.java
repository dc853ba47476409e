package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.cli.RunCommandTest.Result;
import org.spectraflow.cli.plot.RunPlots;

/**
 * {@code run --diagnostics}: the refitted PLS model's {@code diagnostics} object in the report
 * (keys, one value per wavelength or per sample) and the four diagnostics charts of {@code --plot}.
 */
class RunDiagnosticsCliTest {

  static final String DOC =
      "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
          + " {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 5}}}]}";

  @TempDir Path dir;

  @Test
  void theReportCarriesTheDiagnosticsOfTheRefittedPls() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), DOC);
    Path report = dir.resolve("r.json");
    Path plots = dir.resolve("plots");
    Result r =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--diagnostics",
            "--report",
            report.toString(),
            "--plot",
            plots.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(report.toFile());
    int p = root.get("dataset").get("features").get(0).asInt();
    int train = root.get("dataset").get("train_samples").asInt();
    int test = root.get("dataset").get("test_samples").asInt();
    JsonNode d = root.get("variants").get(0).get("models").get(0).get("diagnostics");
    assertThat(d).isNotNull();
    assertThat(d.get("vip")).hasSize(p);
    assertThat(d.get("coefficients")).hasSize(p);
    assertThat(d.get("axis")).hasSize(p);
    assertThat(d.get("hotelling_t2")).hasSize(train);
    assertThat(d.get("q_residuals")).hasSize(train);
    assertThat(d.get("scores")).hasSize(train);
    assertThat(d.get("scores").get(0)).hasSize(5);
    assertThat(d.get("test").get("hotelling_t2")).hasSize(test);
    assertThat(d.get("test").get("q_residuals")).hasSize(test);
    for (String limit : new String[] {"t2_limit_95", "t2_limit_99", "q_limit_95", "q_limit_99"}) {
      assertThat(d.get(limit).isNumber()).as(limit).isTrue();
    }
    assertThat(d.get("t2_limit_99").asDouble()).isGreaterThan(d.get("t2_limit_95").asDouble());
    JsonNode curve = d.get("components_curve");
    assertThat(curve.get("cv_rmse")).hasSize(5);
    assertThat(curve.get("cv_rmse").get(4).asDouble())
        .isEqualTo(root.get("variants").get(0).get("models").get(0).get("cv_rmse").asDouble());
    assertThat(curve.get("minimum").asInt()).isBetween(1, 5);
    for (String chart : new String[] {"components-curve", "vip", "coefficients", "t2-q"}) {
      assertThat(plots.resolve(chart + ".png")).isRegularFile();
      assertThat(plots.resolve(chart + ".svg")).isRegularFile();
    }
    ChartAssertions.assertDrawnPng(plots.resolve("t2-q.png"), RunPlots.WIDTH, RunPlots.HEIGHT);
    assertThat(Files.readString(plots.resolve("vip.svg"))).contains("VIP = 1");
  }

  /** A PCR run reports VIP, T², Q and their limits as a PLS run does (docs/diagnostics.md). */
  @Test
  void aPcrRunReportsVipT2AndQ() throws IOException {
    Path doc =
        Files.writeString(
            dir.resolve("pcr.json"),
            DOC.replace("\"PLSRegression\"", "\"PCR\"")
                .replace("\"n_components\": 5", "\"n_components\": 4"));
    Path report = dir.resolve("pcr-report.json");
    Path plots = dir.resolve("pcr-plots");
    Result r =
        RunCommandTest.run(
            "run",
            doc.toString(),
            "--diagnostics",
            "--report",
            report.toString(),
            "--plot",
            plots.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(report.toFile());
    int p = root.get("dataset").get("features").get(0).asInt();
    int train = root.get("dataset").get("train_samples").asInt();
    JsonNode model = root.get("variants").get(0).get("models").get(0);
    assertThat(model.get("name").asText()).contains("PCR");
    JsonNode d = model.get("diagnostics");
    assertThat(d).isNotNull();
    assertThat(d.get("vip")).hasSize(p);
    assertThat(d.get("hotelling_t2")).hasSize(train);
    assertThat(d.get("q_residuals")).hasSize(train);
    assertThat(d.get("scores").get(0)).hasSize(4);
    assertThat(d.get("t2_limit_95").isNumber()).isTrue();
    assertThat(d.get("q_limit_95").isNumber()).isTrue();
    assertThat(plots.resolve("t2-q.png")).isRegularFile();
    assertThat(plots.resolve("vip.png")).isRegularFile();
  }

  /**
   * SIMPLS, OPLS, SparsePLS and IntervalPLS runs report VIP, T², Q, scores and limits as a PLS run
   * does (docs/diagnostics.md §1); IntervalPLS's VIP is zero outside its window.
   */
  @Test
  void theRestOfThePlsFamilyReportsTheirLatentDiagnostics() throws IOException {
    String[][] models = {
      {"SIMPLS", "{\"n_components\": 3}", "3"},
      {"OPLS", "{\"n_components\": 3}", "3"},
      {"SparsePLS", "{\"n_components\": 2, \"sparsity_lambda\": 0.02}", "2"},
      {"IntervalPLS", "{\"n_components\": 2, \"interval_width\": 40, \"step\": 40}", "2"}
    };
    for (String[] m : models) {
      Path doc =
          Files.writeString(
              dir.resolve(m[0] + ".json"),
              DOC.replace("\"PLSRegression\"", "\"" + m[0] + "\"")
                  .replace("{\"n_components\": 5}", m[1]));
      Path report = dir.resolve(m[0] + "-report.json");
      Path plots = dir.resolve(m[0] + "-plots");
      Result r =
          RunCommandTest.run(
              "run",
              doc.toString(),
              "--diagnostics",
              "--report",
              report.toString(),
              "--plot",
              plots.toString());
      assertThat(r.exit()).as(m[0] + ": " + r.err()).isZero();
      JsonNode root = new ObjectMapper().readTree(report.toFile());
      int p = root.get("dataset").get("features").get(0).asInt();
      int train = root.get("dataset").get("train_samples").asInt();
      JsonNode model = root.get("variants").get(0).get("models").get(0);
      JsonNode d = model.get("diagnostics");
      assertThat(d).as(m[0]).isNotNull();
      assertThat(d.get("vip")).as(m[0]).hasSize(p);
      assertThat(d.get("hotelling_t2")).as(m[0]).hasSize(train);
      assertThat(d.get("q_residuals")).as(m[0]).hasSize(train);
      assertThat(d.get("scores").get(0)).as(m[0]).hasSize(Integer.parseInt(m[2]));
      assertThat(d.get("t2_limit_95").isNumber()).as(m[0]).isTrue();
      assertThat(d.get("q_limit_95").isNumber()).as(m[0]).isTrue();
      assertThat(plots.resolve("t2-q.png")).as(m[0]).isRegularFile();
      if (m[0].equals("IntervalPLS")) {
        int zeros = 0;
        for (JsonNode v : d.get("vip")) {
          zeros += v.asDouble() == 0.0 ? 1 : 0;
        }
        assertThat(zeros).as("VIP outside the 40-wavelength window").isEqualTo(p - 40);
      }
    }
  }

  @Test
  void withoutTheOptionTheReportHasNoDiagnostics() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), DOC);
    Path report = dir.resolve("r.json");
    Result r = RunCommandTest.run("run", doc.toString(), "--report", report.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(Files.readString(report)).doesNotContain("\"diagnostics\"");
  }
}
