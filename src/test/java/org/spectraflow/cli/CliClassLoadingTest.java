package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.testkit.ChildJvm;

/**
 * Start-up stays lazy: a command-line run in a child JVM with {@code -verbose:class} loads no class
 * of JavaFX, the charting libraries, the studio's controls and icons, or OSHI/JNA (each costs class
 * loading and JIT time on a cold start, docs/performance.md), while it does load the engine.
 */
class CliClassLoadingTest {

  private static final Pattern GUI_OR_NATIVE =
      Pattern.compile(
          "\\[class,load\\] (javafx\\.|com\\.sun\\.javafx\\.|com\\.sun\\.glass\\.|com\\.sun\\.prism\\."
              + "|org\\.jfree\\.|atlantafx\\.|org\\.kordamp\\.|org\\.controlsfx\\.|oshi\\."
              + "|com\\.sun\\.jna\\.|org\\.spectraflow\\.ui\\.)");

  @TempDir Path dir;

  @Test
  void aRunLoadsNoJavaFxChartingOrNativeProbeClass() throws Exception {
    Path doc =
        Files.writeString(
            dir.resolve("d.json"),
            "{\"pipeline\": [{\"_or_\": [null, \"StandardNormalVariate\"]},"
                + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}");
    Process p =
        ChildJvm.start(
            dir,
            List.of("-verbose:class"),
            "run",
            doc.toString(),
            "--step-cache",
            "on",
            "--report",
            dir.resolve("r.json").toString());
    assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertThat(p.exitValue()).as(err).isZero();
    List<String> loaded = Files.readAllLines(dir.resolve("stdout.txt"));
    assertThat(loaded)
        .as("the engine ran")
        .anyMatch(l -> l.contains("[class,load] org.spectraflow.engine.run.Orchestrator "));
    assertThat(loaded.stream().filter(l -> GUI_OR_NATIVE.matcher(l).find()).limit(5))
        .as("classes a command-line run must not load")
        .isEmpty();
  }
}
