package org.spectraflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A simple name names one main class: a reader (or a stack trace, or an import) never has to ask
 * which {@code Problem} or which {@code RandR} is meant. Main classes are the top-level types of
 * src/main/java and of the Spark module's spark/src/main/java.
 */
class UniqueClassNamesTest {

  private static final List<Path> ROOTS =
      List.of(Path.of("src", "main", "java"), Path.of("spark", "src", "main", "java"));

  @Test
  void noTwoMainClassesShareASimpleName() throws IOException {
    Map<String, List<String>> byName = new TreeMap<>();
    for (Path root : ROOTS) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(root)) {
        for (Path f : files.filter(UniqueClassNamesTest::isClassFile).toList()) {
          String name = f.getFileName().toString().replace(".java", "");
          byName.computeIfAbsent(name, k -> new java.util.ArrayList<>()).add(f.toString());
        }
      }
    }
    assertThat(byName).as("main classes").isNotEmpty();
    Map<String, List<String>> shared =
        byName.entrySet().stream()
            .filter(e -> e.getValue().size() > 1)
            .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    assertThat(shared).as("simple names used by more than one main class").isEmpty();
  }

  private static boolean isClassFile(Path f) {
    String n = f.getFileName().toString();
    return n.endsWith(".java") && !n.equals("package-info.java") && !n.equals("module-info.java");
  }
}
