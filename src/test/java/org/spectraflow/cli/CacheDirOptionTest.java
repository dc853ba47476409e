package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
 * {@code run --cache-dir DIR [--cache-dir-size SIZE]} (docs/caching.md §3.11): a second run of D03
 * through the same folder applies no transformer and reports the disk hits; a folder that is a file
 * or a size that is not one is one {@code error:} line.
 */
class CacheDirOptionTest {

  @TempDir Path dir;
  private Path d03;

  @BeforeEach
  void writeD03() throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      d03 = Files.write(dir.resolve("d03.json"), in.readAllBytes());
    }
  }

  @Test
  void aSecondRunThroughTheFolderReadsEveryStepFromDisk() throws IOException {
    Path cache = dir.resolve("cache");
    String data = SharedData.dataset("regression").toString();
    Result first = run("run", d03.toString(), "--data", data, "--cache-dir", cache.toString());
    assertThat(first.exit()).as(first.err()).isZero();
    assertThat(first.out()).contains("Step cache folder: 0 hits", "14 writes");
    Path report = dir.resolve("second.json");
    Result second =
        run(
            "run",
            d03.toString(),
            "--data",
            data,
            "--cache-dir",
            cache.toString(),
            "--cache-dir-size",
            "500MB",
            "--report",
            report.toString());
    assertThat(second.exit()).as(second.err()).isZero();
    JsonNode json = new ObjectMapper().readTree(report.toFile());
    assertThat(json.get("transformer_applications").asLong()).isZero();
    assertThat(json.get("step_cache").get("disk").get("hits").asLong()).isEqualTo(14);
    assertThat(json.get("step_cache").get("disk").get("max_size_mb").asDouble()).isEqualTo(500);
    assertThat(json.get("cache_config").get("step_cache_dir").asText()).isEqualTo(cache.toString());
    assertThat(json.get("cache_config").get("step_cache_dir_max_mb").asInt()).isEqualTo(500);
  }

  @Test
  void aFolderThatIsAFileIsOneErrorLine() throws IOException {
    Path file = Files.writeString(dir.resolve("file"), "x");
    Result r = run("run", d03.toString(), "--cache-dir", file.toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().lines().toList())
        .singleElement()
        .asString()
        .startsWith("error:")
        .contains(file.toString(), "is a file");
  }

  @Test
  void aSizeThatIsNotOneIsOneErrorLine() {
    Result r =
        run("run", d03.toString(), "--cache-dir", dir.toString(), "--cache-dir-size", "lots");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err().lines().toList())
        .singleElement()
        .asString()
        .startsWith("error:")
        .contains("--cache-dir-size", "500MB");
  }

  @Test
  void sizesReadAsWholeMebibytes() {
    assertThat(SizeOption.mebibytes("--s", "500MB")).isEqualTo(500);
    assertThat(SizeOption.mebibytes("--s", "2GB")).isEqualTo(2048);
    assertThat(SizeOption.mebibytes("--s", "1.5g")).isEqualTo(1536);
    assertThat(SizeOption.mebibytes("--s", "4096")).isEqualTo(4096);
    assertThat(SizeOption.mebibytes("--s", "2048 KiB")).isEqualTo(2);
    assertThatThrownBy(() -> SizeOption.mebibytes("--s", "0MB")).hasMessageContaining("from 1MB");
    assertThatThrownBy(() -> SizeOption.mebibytes("--s", "-3GB")).hasMessageContaining("500MB");
  }

  private static Result run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    return new Result(exit, out.toString(), err.toString());
  }

  private record Result(int exit, String out, String err) {}
}
