package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.testkit.SharedData;

/** {@code info} prints a JSON summary; failures are one line and exit code 1. */
class InfoCommandTest {

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
  }

  private JsonNode json() throws Exception {
    return new ObjectMapper().readTree(out.toString());
  }

  @Test
  void demoHonoursSizesAndPrecision() throws Exception {
    assertThat(
            run("info", "demo", "--samples", "40", "--wavelengths", "30", "--precision", "float64"))
        .isZero();
    JsonNode j = json();
    assertThat(j.at("/samples/train").asInt()).isEqualTo(32);
    assertThat(j.at("/samples/test").asInt()).isEqualTo(8);
    assertThat(j.at("/sources/0/features").asInt()).isEqualTo(30);
    assertThat(j.at("/sources/0/header_unit").asText()).isEqualTo("nm");
    assertThat(j.at("/precision").asText()).isEqualTo("float64");
    assertThat(j.at("/bytes/features").asLong()).isEqualTo(40L * 30 * 8);
    assertThat(j.at("/targets/kind").asText()).isEqualTo("regression");
  }

  @Test
  void demoSizesAreTheStudiosNamedSizes() throws Exception {
    for (DemoSize size : DemoSize.values()) {
      out.getBuffer().setLength(0);
      assertThat(run("info", "demo", "--size", size.label())).isZero();
      JsonNode j = json();
      assertThat(j.at("/sources/0/features").asInt()).isEqualTo(size.wavelengths());
      assertThat(j.at("/samples/train").asInt() + j.at("/samples/test").asInt())
          .isEqualTo(size.samples());
      assertThat(j.at("/bytes/features").asLong()).isEqualTo(size.dataBytes(Precision.FLOAT32));
    }
    assertThat(run("info", "demo", "--size", "huge")).isEqualTo(1);
    assertThat(err.toString()).contains("unknown demo size 'huge'");
  }

  @Test
  void regressionFolderKeepsEveryRow() throws Exception {
    String folder = SharedData.dataset("regression").toString();
    assertThat(run("info", folder)).isZero();
    JsonNode j = json();
    assertThat(j.at("/samples/train").asInt()).isEqualTo(131);
    assertThat(j.at("/samples/test").asInt()).isEqualTo(60);
    assertThat(j.at("/sources/0/features").asInt()).isEqualTo(2151);
    assertThat(j.at("/targets/shape/0").asInt()).isEqualTo(191);
  }

  @Test
  void missingFolderIsOneErrorLine() {
    assertThat(run("info", "no/such/folder")).isEqualTo(1);
    assertThat(err.toString().strip())
        .startsWith("error: dataset folder not found")
        .doesNotContain("\n")
        .doesNotContain("Exception");
  }

  @Test
  void badPrecisionIsOneErrorLine() {
    assertThat(run("info", "demo", "--precision", "half")).isEqualTo(1);
    assertThat(err.toString()).contains("unknown precision 'half'");
  }
}
