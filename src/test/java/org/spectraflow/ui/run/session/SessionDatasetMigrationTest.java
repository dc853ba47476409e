package org.spectraflow.ui.run.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunTestKit;

/**
 * Session files store the dataset as (reader id, path, options); files in the form before readers
 * (folder or demo size) still read, and an unknown reader is one clear message.
 */
class SessionDatasetMigrationTest {

  @TempDir Path dir;

  private static RunSession session(DatasetChoice dataset) {
    return new RunSession(
        RunSession.FORMAT,
        RunSession.VERSION,
        PipelineWriter.toJson(RunTestKit.demoDocument()),
        dataset,
        Precision.FLOAT32,
        CacheConfig.defaults(),
        List.of(),
        List.of(),
        List.of());
  }

  /** The session's JSON with its dataset object replaced by {@code dataset}. */
  private Path withDataset(String dataset) throws IOException {
    String json = SessionFile.toJson(session(DatasetChoice.demo(20, 32)));
    int start = json.indexOf("\"dataset\"");
    int open = json.indexOf('{', start);
    int close = json.indexOf('}', json.indexOf('}', open) + 1);
    Path file = dir.resolve("old.json");
    Files.writeString(file, json.substring(0, open) + dataset + json.substring(close + 1));
    return file;
  }

  @Test
  void theDatasetIsWrittenAsReaderPathAndOptions() {
    String json = SessionFile.toJson(session(DatasetChoice.demo(20, 32)));
    assertThat(json.replaceAll("\\s", ""))
        .contains(
            "\"dataset\":{\"reader\":\"demo\",\"path\":null,"
                + "\"options\":{\"samples\":\"20\",\"seed\":\"42\",\"wavelengths\":\"32\"}}");
    Path folder = dir.resolve("corn");
    RunSession read =
        SessionFile.fromJson(SessionFile.toJson(session(DatasetChoice.folder(folder))), dir);
    assertThat(read.dataset()).isEqualTo(DatasetChoice.folder(folder));
    assertThat(read.dataset().reader()).isEqualTo("nirs4all-folder");
  }

  @Test
  void anOldDemoSessionReadsAsTheDemoReader() throws IOException {
    Path file =
        withDataset("{\"folder\": null, \"samples\": 20, \"wavelengths\": 32, \"seed\": 7}");
    RunSession read = SessionFile.read(file);
    assertThat(read.dataset()).isEqualTo(DatasetChoice.demo(20, 32, 7));
    assertThat(read.dataset().reader()).isEqualTo("demo");
    assertThat(read.dataset().options())
        .isEqualTo(Map.of("samples", "20", "wavelengths", "32", "seed", "7"));
  }

  @Test
  void anOldFolderSessionReadsAsTheNirs4allFolderReader() throws IOException {
    Path file =
        withDataset(
            "{\"folder\": \"/data/corn\", \"samples\": 0, \"wavelengths\": 0, \"seed\": 0}");
    RunSession read = SessionFile.read(file);
    assertThat(read.dataset()).isEqualTo(DatasetChoice.folder(Path.of("/data/corn")));
    assertThat(read.dataset().path()).isEqualTo(Path.of("/data/corn").toString());
  }

  @Test
  void aMigratedSessionWritesTheNewForm() throws IOException {
    RunSession read =
        SessionFile.read(
            withDataset("{\"folder\": null, \"samples\": 20, \"wavelengths\": 32, \"seed\": 42}"));
    assertThat(SessionFile.toJson(read))
        .isEqualTo(SessionFile.toJson(session(DatasetChoice.demo(20, 32))));
  }

  @Test
  void anUnknownReaderIsOneClearMessage() throws IOException {
    Path file = withDataset("{\"reader\": \"envi\", \"path\": \"/data/a.hdr\", \"options\": {}}");
    assertThatThrownBy(() -> SessionFile.read(file))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("cannot read run session " + file + ": ")
        .hasMessageContaining("unknown dataset reader 'envi'; readers: nirs4all-folder (folders),")
        .hasMessageContaining("demo (no path)")
        .satisfies(e -> assertThat(e.getMessage().lines()).hasSize(1));
  }

  @Test
  void aBadOptionNamesTheReaderAndTheOption() throws IOException {
    Path file =
        withDataset("{\"reader\": \"demo\", \"path\": null, \"options\": {\"samples\": \"1\"}}");
    assertThatThrownBy(() -> SessionFile.read(file))
        .hasMessageContaining("reader 'demo' option samples: '1' is not within");
  }
}
