package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.testkit.SharedData;

/**
 * The CLI turns the step cache on when the user says nothing (a deliberate difference from
 * nirs4all, docs/compatibility.md); {@code --step-cache off} gives nirs4all's default.
 */
class StepCacheDefaultTest {

  @TempDir Path dir;
  private Path d03;

  @BeforeEach
  void writeD03() throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      d03 = Files.write(dir.resolve("d03.json"), in.readAllBytes());
    }
  }

  @Test
  void d03WithNoCacheFlagAppliesEachDistinctPrefixOnce() throws IOException {
    JsonNode report = run("default.json");
    assertThat(report.get("transformer_applications").asLong()).isEqualTo(14);
    assertThat(report.get("cache_config").get("step_cache_enabled").asBoolean()).isTrue();
    assertThat(report.get("step_cache").get("hits").asLong()).isEqualTo(82);
  }

  @Test
  void stepCacheOffGivesNirs4allsDefault() throws IOException {
    JsonNode report = run("off.json", "--step-cache", "off");
    assertThat(report.get("transformer_applications").asLong()).isEqualTo(96);
    assertThat(report.get("cache_config").get("step_cache_enabled").asBoolean()).isFalse();
  }

  @Test
  void aCacheFileMissingTheFlagStillMeansNirs4allsDefaultOff() throws IOException {
    Path file = Files.writeString(dir.resolve("cache.json"), "{\"step_cache_max_mb\": 512}");
    JsonNode report = run("file.json", "--cache", file.toString());
    assertThat(report.get("cache_config").get("step_cache_enabled").asBoolean()).isFalse();
    assertThat(report.get("transformer_applications").asLong()).isEqualTo(96);
  }

  private JsonNode run(String reportName, String... extra) throws IOException {
    Path report = dir.resolve(reportName);
    String[] base = {
      "run",
      d03.toString(),
      "--data",
      SharedData.dataset("regression").toString(),
      "--report",
      report.toString()
    };
    String[] args = new String[base.length + extra.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    assertThat(exit).as(err.toString()).isZero();
    return new ObjectMapper().readTree(report.toFile());
  }
}
