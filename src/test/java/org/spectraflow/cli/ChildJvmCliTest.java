package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.testkit.ChildJvm;

/**
 * End to end in a child JVM: SIGINT in the middle of a run ends it with exit 130 and a valid report
 * of what ran; a cached run at {@code -Xmx256m} caps the step cache, says so once and completes.
 */
class ChildJvmCliTest {

  @TempDir Path dir;

  private static final String MANY =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}, \"sklearn.preprocessing.StandardScaler\","
          + " null]}, {\"_or_\": [null, {\"class\": \"SavitzkyGolay\"}, {\"class\": \"Gaussian\"},"
          + " {\"class\": \"FirstDerivative\"}]},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [1, 120], \"param\": \"n_components\"}]}";

  /** The variants {@link #MANY} expands to. */
  private static final int MANY_VARIANTS = 4 * 4 * 120;

  @Test
  void sigintMidRunGivesExit130AndAValidReport() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/kill")), "needs a POSIX kill");
    assumeTrue(
        !sigintIgnored(),
        "SIGINT is ignored by this test JVM (started in the background by a non-interactive"
            + " shell), so the child inherits the ignored signal and cannot be interrupted");
    Path doc = Files.writeString(dir.resolve("many.json"), MANY);
    Path report = dir.resolve("report.json");
    Process p =
        ChildJvm.start(
            dir,
            List.of("-Xmx512m"),
            "run",
            doc.toString(),
            "-v",
            "2",
            // no step cache and no fit reuse: every variant does its own work, so the run is
            // still going when the signal arrives, even on a fast machine
            "--step-cache",
            "off",
            "--report",
            report.toString());
    waitFor(() -> Files.readString(dir.resolve("stdout.txt")).lines().count() > 20, p);
    new ProcessBuilder("/bin/kill", "-INT", Long.toString(p.pid())).start().waitFor();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the child ends after SIGINT").isTrue();
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertThat(p.exitValue()).as(err).isEqualTo(130);
    assertThat(err).doesNotContain("\tat ");
    JsonNode json = new ObjectMapper().readTree(report.toFile());
    assertThat(json.get("status").asText()).isEqualToIgnoringCase("cancelled");
    assertThat(json.get("variants").size()).isBetween(1, MANY_VARIANTS - 1);
    assertThat(json.get("cow").get("live_references").asLong()).isZero();
    try (var files = Files.list(dir)) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .as("no temporary file of the report is left")
          .noneMatch(name -> name.endsWith(".tmp"));
    }
  }

  @Test
  void aCachedRunAtASmallHeapCapsTheCacheAndCompletes() throws Exception {
    Path doc = Files.writeString(dir.resolve("d.json"), CancellationDoc.SMALL_SWEEP);
    Process p =
        ChildJvm.start(dir, List.of("-Xmx256m"), "run", doc.toString(), "--step-cache", "on");
    assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
    String err = Files.readString(dir.resolve("stderr.txt"));
    assertThat(p.exitValue()).as(err).isZero();
    assertThat(
            err.lines()
                .filter(l -> l.startsWith("warning: step cache budget 2048 MB capped to"))
                .count())
        .as(err)
        .isEqualTo(1);
  }

  /**
   * Whether this process ignores SIGINT (bit 2 of {@code SigIgn} in /proc/self/status): a child
   * started from it inherits that and the JVM then never sees the signal.
   */
  private static boolean sigintIgnored() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return false;
    }
    return Files.readAllLines(status).stream()
        .filter(l -> l.startsWith("SigIgn:"))
        .map(l -> Long.parseUnsignedLong(l.substring("SigIgn:".length()).trim(), 16))
        .anyMatch(mask -> (mask & (1L << (2 - 1))) != 0);
  }

  /** A condition that may read files the child is still writing. */
  @FunctionalInterface
  interface Check {
    boolean holds() throws IOException;
  }

  private static void waitFor(Check check, Process p) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!check.holds()) {
      assertThat(p.isAlive()).as("the child is still running").isTrue();
      assertThat(System.nanoTime()).as("the child made progress").isLessThan(deadline);
      Thread.sleep(50);
    }
  }

  /** Documents shared by the child-JVM cases. */
  static final class CancellationDoc {
    static final String SMALL_SWEEP =
        "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
            + " {\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}]},"
            + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 10, 2], \"param\": \"n_components\"}]}";

    private CancellationDoc() {}
  }
}
