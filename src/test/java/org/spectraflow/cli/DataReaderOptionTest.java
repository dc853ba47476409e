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
import org.spectraflow.testkit.DatasetFolder;

/** {@code info} and {@code run} read datasets through the reader registry; {@code --reader}. */
class DataReaderOptionTest {

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return SpectraFlowCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
  }

  private JsonNode json() throws IOException {
    return new ObjectMapper().readTree(out.toString());
  }

  @Test
  void aForcedDemoReaderIgnoresThePathAndTakesTheDemoOptions() throws IOException {
    assertThat(run("info", "--reader", "demo", "anything", "--samples", "20", "--wavelengths", "9"))
        .isZero();
    assertThat(json().at("/sources/0/features").asInt()).isEqualTo(9);
    assertThat(json().at("/samples/train").asInt() + json().at("/samples/test").asInt())
        .isEqualTo(20);
  }

  @Test
  void aFolderReadsTheSameWithOrWithoutItsReaderForced() throws IOException {
    DatasetFolder folder = new DatasetFolder(dir);
    folder.write("Xcal.csv", "0.5;0.7;0.6\n0.4;0.2;0.3\n");
    folder.write("Ycal.csv", "1.5\n2.5\n");
    assertThat(run("info", dir.toString())).isZero();
    String chosen = out.toString();
    out.getBuffer().setLength(0);
    assertThat(run("info", "--reader", "nirs4all-folder", dir.toString())).isZero();
    assertThat(out.toString()).isEqualTo(chosen);
  }

  @Test
  void anUnknownReaderIsOneErrorLineNamingTheReaders() {
    assertThat(run("info", "--reader", "envi", "demo")).isEqualTo(1);
    assertThat(err.toString().strip())
        .startsWith("error: unknown dataset reader 'envi'; readers: nirs4all-folder (folders),")
        .contains("demo (no path)")
        .doesNotContain("\n");
  }

  @Test
  void aFileNoReaderReadsIsOneErrorLineNamingIt() throws IOException {
    Path notes = Files.writeString(dir.resolve("notes.txt"), "hello");
    assertThat(run("info", notes.toString())).isEqualTo(1);
    assertThat(err.toString().strip())
        .startsWith("error: ")
        .contains("notes.txt")
        .contains("no dataset reader reads this file; readers: ")
        .doesNotContain("\n");
  }

  @Test
  void readersListsEveryReaderWithItsOptions() throws IOException {
    assertThat(run("info", "--readers")).isZero();
    JsonNode j = json();
    assertThat(j.at("/0/id").asText()).isEqualTo("nirs4all-folder");
    assertThat(j.at("/0/reads").asText()).isEqualTo("folder");
    assertThat(j.at("/1/id").asText()).isEqualTo("demo");
    assertThat(j.at("/1/options/0/name").asText()).isEqualTo("samples");
    assertThat(j.at("/1/options/0/default_value").asText()).isEqualTo("500");
  }

  @Test
  void infoWithoutADatasetIsAUsageError() {
    assertThat(run("info")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required parameter: 'DATASET'");
  }
}
