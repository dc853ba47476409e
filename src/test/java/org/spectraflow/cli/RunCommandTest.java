package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code run} command: demo runs, reports, observability lines and bad input. */
class RunCommandTest {

  record Result(int exit, String out, String err) {}

  @TempDir Path dir;

  static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    return new Result(exit, out.toString(), err.toString());
  }

  Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  static final String SMALL =
      "{\"pipeline\": [{\"_or_\": [\"nirs4all.operators.transforms.SNV\","
          + " {\"class\": \"Detrend\"}]}, {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 4}}}]}";

  @Test
  void runsADocumentOnTheDemoDataWithNothingElse() throws IOException {
    Result r = run("run", write("p.json", SMALL).toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("test_rmse")
        .contains("SNV > PLSRegression(n_components=4)")
        .contains("Best: variant");
    // the memory warning reads this test JVM's RSS (grown by earlier tests), not the command's own
    assertThat(r.err().lines().filter(line -> !line.startsWith("Process RSS at "))).isEmpty();
  }

  @Test
  void writesTheJsonReportAndPrintsObservabilityLines() throws IOException {
    Path report = dir.resolve("out.json");
    Result r =
        run(
            "run",
            write("p.json", SMALL).toString(),
            "--step-cache",
            "on",
            "-v",
            "2",
            "--precision",
            "float64",
            "--report",
            report.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(r.out())
        .contains("[Step 1] StandardNormalVariate | shape: 500x1x1000")
        .contains("Step cache: 0 hits, 2 misses");
    JsonNode json = new ObjectMapper().readTree(report.toFile());
    assertThat(json.get("precision").asText()).isEqualTo("float64");
    assertThat(json.get("variants")).hasSize(2);
    assertThat(json.get("cache_config").get("step_cache_enabled").asBoolean()).isTrue();
  }

  @Test
  void threadsChangeNoScoreAndMustBePositive() throws IOException {
    String sweep =
        "{\"pipeline\": [{\"_or_\": [null, \"nirs4all.operators.transforms.SNV\","
            + " {\"class\": \"Detrend\"}]}, {\"model\": {\"class\": \"PLSRegression\"},"
            + " \"_range_\": [2, 8, 2], \"param\": \"n_components\"}]}";
    String doc = write("sweep.json", sweep).toString();
    Result one = run("run", doc, "--threads", "1", "--step-cache", "on");
    Result three = run("run", doc, "--threads", "3", "--step-cache", "on");
    assertThat(one.exit()).as(one.err()).isZero();
    assertThat(three.exit()).as(three.err()).isZero();
    assertThat(scoreLines(three.out())).isEqualTo(scoreLines(one.out())).hasSize(12);
    Result zero = run("run", doc, "--threads", "0");
    assertThat(zero.exit()).isEqualTo(1);
    assertThat(zero.err()).startsWith("error: --threads must be a whole number from 1 to 4096");
  }

  private static List<String> scoreLines(String out) {
    return out.lines().filter(l -> l.matches("\\s*\\d+\\s+ok\\s.*")).toList();
  }

  @Test
  void everyBadInputIsOneErrorLineAndANonZeroExit() throws IOException {
    String pls = "{\"model\": {\"class\": \"PLSRegression\"}}";
    Path good = write("good.json", "{\"pipeline\": [" + pls + "]}");
    String[][] cases = {
      {
        "run",
        write(
                "a.json",
                "{\"pipeline\": [{\"class\": \"sklearn.neural_network.BernoulliRBM\"}, "
                    + pls
                    + "]}")
            .toString()
      },
      {
        "run",
        write(
                "b.json",
                "{\"pipeline\": [{\"model\": {\"class\": \"PLSRegression\","
                    + " \"params\": {\"n_components\": -1}}}]}")
            .toString()
      },
      {
        "run", write("c.json", "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\"]}").toString()
      },
      {
        "run",
        write("d.json", "{\"pipeline\": [{\"merge\": \"features\"}, " + pls + "]}").toString()
      },
      {"run", good.toString(), "--data", dir.resolve("no-such-folder").toString()},
      {"run", write("e.json", "{\"pipeline\": [ {\"model\": ").toString()},
      {"run", dir.resolve("missing.json").toString()},
      {
        "run",
        write(
                "f.json",
                "{\"pipeline\": [{\"model\": {\"class\": \"PLSRegression\","
                    + " \"params\": {\"n_components\": 5000}}}]}")
            .toString()
      },
    };
    for (String[] args : cases) {
      Result r = run(args);
      assertThat(r.exit()).as(String.join(" ", args) + " -> " + r.err()).isEqualTo(1);
      assertThat(r.err()).as(String.join(" ", args)).startsWith("error: ").doesNotContain("\tat ");
      assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
    }
  }
}
