package org.spectraflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md names every engine package, so that its package list stays true as packages
 * are added or split: each package under src/main/java/org/spectraflow/engine holding a class must
 * appear there by its name ({@code engine.run.check}), not only as the prefix of a longer one.
 */
class ArchitectureDocTest {

  private static final Path DOC = Path.of("docs", "architecture.md");
  private static final Path SOURCES = Path.of("src", "main", "java");
  private static final Path ENGINE = SOURCES.resolve(Path.of("org", "spectraflow", "engine"));

  @Test
  void everyEnginePackageIsNamedInTheArchitecture() throws IOException {
    String doc = Files.readString(DOC);
    List<String> packages;
    try (Stream<Path> dirs = Files.walk(ENGINE)) {
      packages =
          dirs.filter(Files::isDirectory)
              .filter(ArchitectureDocTest::holdsJava)
              .map(d -> SOURCES.resolve("org/spectraflow").relativize(d).toString())
              .map(p -> p.replace('/', '.').replace('\\', '.'))
              .sorted()
              .toList();
    }
    assertThat(packages).contains("engine", "engine.run", "engine.run.check");
    assertThat(packages)
        .as("engine packages missing from " + DOC)
        .filteredOn(p -> !named(doc, p))
        .isEmpty();
  }

  private static boolean named(String doc, String pkg) {
    return Pattern.compile("(?<![\\w.])" + Pattern.quote(pkg) + "(?!\\w|\\.\\w)")
        .matcher(doc)
        .find();
  }

  private static boolean holdsJava(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.anyMatch(f -> f.toString().endsWith(".java"));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
