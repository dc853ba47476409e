package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.observe.jfr.RunInputsEvent;
import org.spectraflow.testkit.ChildJvm;

/**
 * {@code run --jfr}: one recording holds SpectraFlow's events and the JDK's. The run goes in a
 * child JVM whose young generation (4 MiB) is smaller than what a demo run allocates, so the run's
 * own allocation makes the collections the recording must show; nothing waits on a timer.
 */
class RunJfrTest {

  @TempDir Path dir;

  @Test
  void theRecordingHoldsTheRunsEventsBesideTheJdksGcAndAllocationEvents() throws Exception {
    Path doc = Files.writeString(dir.resolve("p.json"), RunCommandTest.SMALL);
    Path jfr = dir.resolve("the run.jfr");
    Process child =
        ChildJvm.start(
            dir,
            List.of("-Xmx256m", "-Xmn4m", "-XX:+UseSerialGC"),
            "run",
            doc.toString(),
            "--step-cache",
            "on",
            "--jfr",
            jfr.toString());
    assertThat(child.waitFor(5, TimeUnit.MINUTES)).as("the child run ends").isTrue();
    assertThat(child.exitValue()).as(Files.readString(dir.resolve("stderr.txt"))).isZero();
    assertThat(Files.readString(dir.resolve("stdout.txt"))).contains("wrote " + jfr);

    Map<String, Long> counts =
        RecordingFile.readAllEvents(jfr).stream()
            .collect(Collectors.groupingBy(e -> e.getEventType().getName(), Collectors.counting()));
    assertThat(counts.keySet().stream().filter(n -> n.startsWith("org.spectraflow.")))
        .as("SpectraFlow event types")
        .contains(
            RunInputsEvent.NAME,
            "org.spectraflow.RunStarted",
            "org.spectraflow.StepFinished",
            "org.spectraflow.RunFinished");
    assertThat(counts).containsKeys("jdk.GarbageCollection", "jdk.GCHeapSummary");
    assertThat(counts).containsKey("jdk.ObjectAllocationSample");
    // the profile settings, not the bare recorder: thread and CPU information are there too
    assertThat(counts).containsKeys("jdk.CPUInformation", "jdk.ThreadStart");
  }

  @Test
  void theRecordingStartsWithWhatTheRunRead() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), RunCommandTest.SMALL);
    Path jfr = dir.resolve("run.jfr");
    RunCommandTest.Result r =
        RunCommandTest.run(
            "run", doc.toString(), "--precision", "float64", "--jfr", jfr.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    RecordedEvent inputs =
        RecordingFile.readAllEvents(jfr).stream()
            .filter(e -> e.getEventType().getName().equals(RunInputsEvent.NAME))
            .findFirst()
            .orElseThrow();
    assertThat(inputs.getString("reader")).isEqualTo("demo");
    assertThat(inputs.getString("precision")).isEqualTo("float64");
    assertThat(inputs.getString("document")).contains("PLSRegression");
    assertThat(inputs.getString("cacheConfig")).contains("step_cache_enabled");
  }

  @Test
  void anOutputThatIsAnInputIsRefused() throws IOException {
    Path doc = Files.writeString(dir.resolve("p.json"), RunCommandTest.SMALL);
    RunCommandTest.Result r = RunCommandTest.run("run", doc.toString(), "--jfr", doc.toString());
    assertThat(r.exit()).isNotZero();
    assertThat(r.err()).startsWith("error:").contains("--jfr");
    assertThat(Files.readString(doc)).isEqualTo(RunCommandTest.SMALL);
  }
}
