package org.spectraflow.engine.observe.jfr;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.RunEventSamples;
import org.spectraflow.engine.observe.RunEventSchema;

/**
 * A run's flight recording asks for the JDK's profiling events (GC, heap, allocation samples, CPU,
 * threads) and every SpectraFlow event, and lands in one file written whole.
 */
class FlightRecordingTest {

  @TempDir Path dir;

  @Test
  void theSettingsAreTheJdksProfileWithEverySpectraFlowEventEnabled() {
    Map<String, String> settings = FlightRecording.settings();
    for (String jdk :
        new String[] {
          "jdk.GarbageCollection",
          "jdk.GCHeapSummary",
          "jdk.ObjectAllocationSample",
          "jdk.CPULoad",
          "jdk.ThreadStart",
          "jdk.ExecutionSample"
        }) {
      assertThat(settings).as(jdk).containsEntry(jdk + "#enabled", "true");
    }
    for (RunEventKind kind : RunEventSchema.kinds()) {
      assertThat(settings).containsEntry(JfrEvents.PREFIX + kind.name() + "#enabled", "true");
    }
    assertThat(settings).containsEntry(RunInputsEvent.NAME + "#enabled", "true");
  }

  @Test
  void oneFileHoldsTheRunsEventsAndTheJvmsOwn() throws Exception {
    Path file = dir.resolve("run.jfr");
    FlightRecording recording = FlightRecording.start("test");
    new RunInputsEvent("{\"pipeline\": []}", "demo", null, "float32", "{}").commit();
    JfrRunListener listener = new JfrRunListener();
    RunEventSamples.everyKind().forEach(listener::onEvent);
    recording.finish(file);

    Set<String> names =
        RecordingFile.readAllEvents(file).stream()
            .map(RecordedEvent::getEventType)
            .map(t -> t.getName())
            .collect(Collectors.toSet());
    assertThat(names).contains(RunInputsEvent.NAME, "org.spectraflow.StepFinished");
    // written once per recording chunk, whatever the timing: the JVM's side is there
    assertThat(names).contains("jdk.CPUInformation", "jdk.GCConfiguration");
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(file); // no temporary file left
    }
  }
}
