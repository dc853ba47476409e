package org.spectraflow.engine.data.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReaders;

/**
 * Deterministic mutation regression for every format reader (the coverage-guided counterpart is
 * {@link FormatsFuzzTest}): each synthetic file and each file of the shared corpus (when present),
 * truncated at 48 points and with 150 seeded single-bit flips (and 50 seeded byte overwrites), must
 * either read or fail with the reader's own {@link DatasetException}, never another exception, an
 * error or a hang. A copy cut to half its length must always be refused. See docs/formats.md,
 * "Fuzzing".
 */
class DamagedFilesTest {

  private static final int CUTS = 48;
  private static final int FLIPS = 150;
  private static final int OVERWRITES = 50;

  static Map<String, byte[]> corpus() throws IOException {
    Map<String, byte[]> files = new LinkedHashMap<>(SyntheticFiles.all());
    String shared = System.getProperty("spectraflow.shared.data");
    Path root = shared == null ? null : Path.of(shared, "formats");
    if (root != null && Files.isDirectory(root)) {
      try (Stream<Path> walk = Files.walk(root)) {
        for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
          String name = p.getFileName().toString();
          if (!name.endsWith(".json") && !name.endsWith(".md")) {
            files.put(name, Files.readAllBytes(p));
          }
        }
      }
    }
    return files;
  }

  @TestFactory
  Stream<DynamicTest> damagedCopiesEndInTheReadersOwnError() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (Map.Entry<String, byte[]> e : corpus().entrySet()) {
      tests.add(DynamicTest.dynamicTest(e.getKey(), () -> mutate(e.getKey(), e.getValue())));
    }
    return tests.stream();
  }

  private static void mutate(String name, byte[] bytes) {
    SpectraFormat format = formatFor(name);
    Path file = Path.of(name);
    assertThatThrownBy(() -> format.parse(file, Arrays.copyOf(bytes, bytes.length / 2)))
        .as(name + " cut to half its length")
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining(name);
    for (int k = 0; k < CUTS; k++) {
      int cut = (int) ((long) bytes.length * k / CUTS);
      check(format, file, Arrays.copyOf(bytes, cut), "cut at byte " + cut);
    }
    SplittableRandom rng = new SplittableRandom(name.hashCode());
    // Large files (library-parsed workbooks) take fewer flips: the cost is per parse.
    int flips = bytes.length > 65_536 ? FLIPS / 3 : FLIPS;
    for (int k = 0; k < flips; k++) {
      byte[] copy = bytes.clone();
      int at = rng.nextInt(copy.length);
      int bit = rng.nextInt(8);
      copy[at] ^= (byte) (1 << bit);
      check(format, file, copy, "bit " + bit + " of byte " + at + " flipped");
    }
    for (int k = 0; k < OVERWRITES; k++) {
      byte[] copy = bytes.clone();
      int at = rng.nextInt(copy.length);
      int width = Math.min(4, copy.length - at);
      for (int i = 0; i < width; i++) {
        copy[at + i] = (byte) (rng.nextBoolean() ? 0xFF : 0x7F);
      }
      check(format, file, copy, "bytes " + at + ".." + (at + width) + " overwritten");
    }
  }

  static SpectraFormat formatFor(String name) {
    if (name.matches(".*\\.[0-9]+")) {
      return (SpectraFormat) DatasetReaders.standard().require("opus");
    }
    return DatasetReaders.standard().all().stream()
        .filter(r -> r instanceof SpectraFormat && r.input().matchesName(name))
        .map(r -> (SpectraFormat) r)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no reader for " + name));
  }

  static void check(SpectraFormat format, Path file, byte[] bytes, String what) {
    try {
      SpectraFile read = format.parse(file, bytes);
      assertThat(read.spectra()).isNotEmpty();
    } catch (DatasetException e) {
      assertThat(e.getMessage()).as(what).contains(file.toString()).doesNotContain("\n");
    } catch (RuntimeException | Error e) {
      fail(file + " with " + what + " threw " + e, e);
    }
  }
}
