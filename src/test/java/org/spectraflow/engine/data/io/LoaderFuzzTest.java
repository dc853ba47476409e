package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.spectraflow.engine.data.Precision;

/**
 * Fuzzing of the CSV/gzip loader: random bytes and mutations of a valid file, plain or gzipped,
 * either load or fail with a {@link DatasetException} (one {@code error:} line naming the file);
 * never another exception, and each case ends within a bound that guards against hangs.
 */
class LoaderFuzzTest {

  private static final Duration PER_CASE = Duration.ofSeconds(20);
  private static final String VALID = "1100;1102;1104\n0.5;0.7;0.6\n0.4;0.2;0.3\n0.1;0.9;0.8\n";

  @Property(tries = 150)
  void randomXFilesLoadOrFailCleanly(@ForAll("content") byte[] content, @ForAll boolean gzip)
      throws IOException {
    Path dir = Files.createTempDirectory("fuzz");
    try {
      Files.write(dir.resolve(gzip ? "Xcal.csv.gz" : "Xcal.csv"), gzip ? gzip(content) : content);
      Files.writeString(dir.resolve("Ycal.csv"), "1.5\n2.5\n3.5\n");
      assertTimeoutPreemptively(
          PER_CASE,
          () -> {
            try {
              new FolderDatasetLoader(Precision.FLOAT32).load(dir);
            } catch (DatasetException bad) {
              assertThat(bad.getMessage()).contains("Xcal").isNotBlank();
            }
          });
    } finally {
      try (var files = Files.list(dir)) {
        files.forEach(f -> f.toFile().delete());
      }
      Files.deleteIfExists(dir);
    }
  }

  @Provide
  Arbitrary<byte[]> content() {
    Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(400);
    Arbitrary<byte[]> mutated =
        Combinators.combine(
                Arbitraries.integers().between(0, VALID.length()),
                Arbitraries.integers().between(0, 6),
                Arbitraries.of(
                    "", ";", "\n", "\r\n", "NaN", "x", "\uFEFF", " ", "1e400", ",", "\t", "\u00e9",
                    "\"", "\n\n"))
            .as(
                (at, len, insert) -> {
                  String s =
                      VALID.substring(0, at)
                          + insert
                          + VALID.substring(Math.min(VALID.length(), at + len));
                  return s.getBytes(StandardCharsets.UTF_8);
                });
    return Arbitraries.oneOf(random, mutated);
  }

  private static byte[] gzip(byte[] data) {
    try {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
        gz.write(data);
      }
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
