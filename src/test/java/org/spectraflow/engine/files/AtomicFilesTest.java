package org.spectraflow.engine.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A failing writer (disk full, kill mid-write) never replaces or truncates the previous file. */
class AtomicFilesTest {

  @TempDir Path dir;

  @Test
  void writesAndReplaces() throws IOException {
    Path file = dir.resolve("report.json");
    AtomicFiles.writeString(file, "{\"v\": 1}\n");
    AtomicFiles.writeString(file, "{\"v\": 2}\n");
    assertThat(Files.readString(file)).isEqualTo("{\"v\": 2}\n");
    assertThat(leftovers()).containsExactly("report.json");
  }

  @Test
  void aWriterFailingHalfwayLeavesThePreviousContentAndNoTemporaryFile() throws IOException {
    Path file = dir.resolve("report.json");
    AtomicFiles.writeString(file, "{\"previous\": true}\n");
    assertThatThrownBy(
            () ->
                AtomicFiles.write(
                    file,
                    out -> {
                      out.write("{\"half".getBytes(StandardCharsets.UTF_8));
                      throw new IOException("No space left on device");
                    }))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessageContaining("report.json")
        .hasMessageContaining("No space left on device")
        .hasMessageContaining("unchanged");
    assertThat(Files.readString(file)).isEqualTo("{\"previous\": true}\n");
    assertThat(leftovers()).containsExactly("report.json");
  }

  @Test
  void aFailureBeforeTheFirstWriteCreatesNothing() throws IOException {
    Path file = dir.resolve("new.svg");
    assertThatThrownBy(
            () ->
                AtomicFiles.write(
                    file,
                    out -> {
                      throw new IOException("renderer failed");
                    }))
        .isInstanceOf(UncheckedIOException.class);
    assertThat(file).doesNotExist();
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void aMissingFolderIsRefusedBeforeAnyWork() {
    assertThatThrownBy(
            () -> AtomicFiles.requireWritableFolder(dir.resolve("no/such/out.json"), "--report"))
        .hasMessageContaining("--report")
        .hasMessageContaining("does not exist");
    assertThatThrownBy(() -> AtomicFiles.requireWritableFolder(dir, "--report"))
        .hasMessageContaining("is a folder");
  }

  private List<String> leftovers() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
