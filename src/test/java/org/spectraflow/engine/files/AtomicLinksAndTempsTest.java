package org.spectraflow.engine.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes through symbolic links (the link stays, its target is replaced atomically) and no stray
 * temporary file after a failure, a runtime exception or a shutdown mid-write.
 */
class AtomicLinksAndTempsTest {

  @TempDir Path dir;

  @Test
  void aLinkIsWrittenThroughAndStaysALink() throws IOException {
    Path target = Files.writeString(dir.resolve("target.json"), "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("target.json"));
    AtomicFiles.writeString(link, "new");
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readString(target)).isEqualTo("new");
    assertThat(Files.readString(link)).isEqualTo("new");
    assertThat(names(dir)).containsExactlyInAnyOrder("link.json", "target.json");
  }

  @Test
  void aChainOfLinksAndADanglingLinkReachTheirLastTarget() throws IOException {
    Path sub = Files.createDirectory(dir.resolve("sub"));
    Files.createSymbolicLink(dir.resolve("a.json"), Path.of("b.json"));
    Files.createSymbolicLink(dir.resolve("b.json"), sub.resolve("c.json"));
    AtomicFiles.writeString(dir.resolve("a.json"), "through two links");
    assertThat(Files.readString(sub.resolve("c.json"))).isEqualTo("through two links");
    assertThat(Files.isSymbolicLink(dir.resolve("a.json"))).isTrue();
  }

  @Test
  void aLoopOfLinksIsAnErrorNotAHang() throws IOException {
    Files.createSymbolicLink(dir.resolve("x"), Path.of("y"));
    Files.createSymbolicLink(dir.resolve("y"), Path.of("x"));
    assertThatThrownBy(() -> AtomicFiles.writeString(dir.resolve("x"), "loop"))
        .hasMessageContaining("symbolic links");
  }

  @Test
  void aRuntimeFailureMidWriteLeavesNoTemporaryFile() throws IOException {
    Path file = Files.writeString(dir.resolve("chart.png"), "previous");
    assertThatThrownBy(
            () ->
                AtomicFiles.write(
                    file,
                    out -> {
                      out.write("half".getBytes(StandardCharsets.UTF_8));
                      throw new IllegalStateException("the chart could not be drawn");
                    }))
        .isInstanceOf(IllegalStateException.class);
    assertThat(Files.readString(file)).isEqualTo("previous");
    assertThat(names(dir)).containsExactly("chart.png");
    assertThat(PendingTemps.pending()).isEmpty();
  }

  @Test
  void aShutdownMidWriteDeletesTheTemporaryFile() throws Exception {
    Path file = dir.resolve("report.json");
    Thread writer =
        new Thread(
            () ->
                AtomicFiles.write(
                    file,
                    out -> {
                      out.write("{".getBytes(StandardCharsets.UTF_8));
                      try {
                        Thread.sleep(60_000);
                      } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                      }
                    }));
    writer.setDaemon(true);
    writer.start();
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (PendingTemps.pending().isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    List<Path> temps = PendingTemps.pending().stream().toList();
    assertThat(temps).hasSize(1);
    assertThat(temps.get(0).getFileName().toString()).startsWith(".report.json.").endsWith(".tmp");
    // what the shutdown hook does once its grace period is over
    assertThat(PendingTemps.cleanUp(Duration.ofMillis(50))).isEqualTo(1);
    assertThat(names(dir)).isEmpty();
    writer.interrupt();
    writer.join(10_000);
    assertThat(names(dir)).doesNotContain(temps.get(0).getFileName().toString());
  }

  private static List<String> names(Path folder) throws IOException {
    try (Stream<Path> s = Files.list(folder)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }
}
