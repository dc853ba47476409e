package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code info} and {@code run --data} take a dataset config file (docs/formats.md). */
class DatasetConfigCliTest {

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
  }

  private Path config() throws IOException {
    Path data = Files.createDirectories(dir.resolve("files"));
    StringBuilder x = new StringBuilder();
    StringBuilder y = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      x.append(0.1 * i)
          .append(';')
          .append(0.3 + 0.05 * i)
          .append(';')
          .append(0.9 - 0.02 * i)
          .append(';')
          .append(0.5 + 0.01 * i * i)
          .append('\n');
      y.append(1.0 + 0.5 * i).append('\n');
    }
    Files.writeString(data.resolve("x.csv"), x);
    Files.writeString(data.resolve("y.csv"), y);
    return Files.writeString(
        dir.resolve("set.yaml"), "train_x: files/x.csv\ntrain_y: files/y.csv\n");
  }

  @Test
  void infoReadsAConfigFile() throws IOException {
    assertThat(run("info", config().toString())).as(err.toString()).isZero();
    JsonNode j = new ObjectMapper().readTree(out.toString());
    assertThat(j.at("/samples/train").asInt()).isEqualTo(12);
    assertThat(j.at("/sources/0/features").asInt()).isEqualTo(4);
  }

  @Test
  void runTakesAConfigFileAsData() throws IOException {
    Path c = config();
    Path doc =
        Files.writeString(
            dir.resolve("p.yaml"),
            "pipeline:\n  - class: sklearn.model_selection.KFold\n    params: {n_splits: 3}\n"
                + "  - model: {class: sklearn.cross_decomposition.PLSRegression, params:"
                + " {n_components: 2}}\n");
    int code = run("run", doc.toString(), "--data", c.toString());
    assertThat(code).as(err.toString()).isZero();
    assertThat(out.toString()).contains("4 model fits").contains("status completed");
  }

  @Test
  void aBrokenConfigIsOneErrorLine() throws IOException {
    Path c = Files.writeString(dir.resolve("bad.yaml"), "train_x: missing.csv\ntrain_y: y.csv\n");
    assertThat(run("info", c.toString())).isEqualTo(1);
    assertThat(err.toString().strip())
        .startsWith("error: ")
        .contains("bad.yaml")
        .contains("'train_x'")
        .doesNotContain("\n");
  }
}
