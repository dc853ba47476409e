package org.spectraflow.engine.observe.jfr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;

/**
 * A recorded run lists one flight-recorder event per run event, named and categorised as
 * SpectraFlow's.
 */
class JfrRunListenerTest {

  private static PipelineDocument demo(String name) throws IOException {
    try (InputStream in =
        JfrRunListenerTest.class.getResourceAsStream("/org/spectraflow/demo/" + name)) {
      return PipelineReader.readJson(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  private static List<RunEvent> recordRun(PipelineDocument doc, Path jfr) throws IOException {
    SpectroDataset data =
        SyntheticNirs.defaults()
            .withSamples(60)
            .withWavelengths(80)
            .withPrecision(Precision.FLOAT64)
            .generate();
    List<RunEvent> seen = new ArrayList<>();
    try (Recording recording = new Recording()) {
      recording.start();
      RunEvents events = RunEvents.create(InstantSource.system());
      events.subscribe(seen::add, Runnable::run);
      try (var flight = JfrRunListener.attach(events)) {
        PipelineRunner.standard()
            .run(
                RunRequest.of(doc, data)
                    .withCacheConfig(CachePreset.FULL_CACHE.config())
                    .withEvents(events)
                    .withMemoryProbe(MemoryProbe.system())
                    // one worker: every event is committed on this test's thread, in order
                    .withOptions(RunOptions.defaults().withThreads(1)));
      }
      recording.stop();
      Files.createDirectories(jfr.getParent());
      recording.dump(jfr);
    }
    return seen;
  }

  /** The events this test's thread committed (a run left over by another test may record too). */
  private static List<RecordedEvent> ours(Path jfr) throws IOException {
    String thread = Thread.currentThread().getName();
    return RecordingFile.readAllEvents(jfr).stream()
        .filter(e -> e.getThread() != null && thread.equals(e.getThread().getJavaName()))
        .toList();
  }

  private static Map<String, Long> count(List<String> names) {
    return names.stream()
        .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
  }

  @Test
  void everyRunEventOfABranchedRunIsAFlightRecorderEvent() throws IOException {
    Path jfr = Path.of("target", "jfr", "branches-run.jfr");
    List<RunEvent> seen = recordRun(demo("branches.json"), jfr);

    List<RecordedEvent> recorded =
        ours(jfr).stream()
            .filter(e -> e.getEventType().getName().startsWith(JfrEvents.PREFIX))
            .toList();

    assertThat(
            count(
                recorded.stream()
                    .map(e -> e.getEventType().getName().substring(JfrEvents.PREFIX.length()))
                    .toList()))
        .isEqualTo(count(seen.stream().map(e -> e.getClass().getSimpleName()).toList()));
    assertThat(recorded)
        .allSatisfy(
            e ->
                assertThat(e.getEventType().getCategoryNames())
                    .containsExactly(JfrEvents.CATEGORY));
    assertThat(recorded.stream().map(e -> e.getEventType().getName()))
        .contains(
            "org.spectraflow.StepFinished",
            "org.spectraflow.CowSnapshot",
            "org.spectraflow.StepCacheHit",
            "org.spectraflow.VariantFinished",
            "org.spectraflow.RunFinished");
  }

  @Test
  void aStepFinishedCarriesItsStepBytesAndDuration() throws IOException {
    Path jfr = Path.of("target", "jfr", "d03-run.jfr");
    List<RunEvent> seen = recordRun(demo("d03-sweep.json"), jfr);
    RunEvent.StepFinished first =
        seen.stream()
            .filter(RunEvent.StepFinished.class::isInstance)
            .map(RunEvent.StepFinished.class::cast)
            .findFirst()
            .orElseThrow();

    // a recording is stored by thread buffer, not in time order: the earliest is the first step
    RecordedEvent recorded =
        ours(jfr).stream()
            .filter(e -> e.getEventType().getName().equals("org.spectraflow.StepFinished"))
            .min(Comparator.comparing(RecordedEvent::getStartTime))
            .orElseThrow();

    assertThat(recorded.getInt("variant")).isEqualTo(first.variant());
    assertThat(recorded.getInt("step")).isEqualTo(first.step());
    assertThat(recorded.getString("path")).isEqualTo(first.path());
    assertThat(recorded.getString("operator")).isEqualTo(first.operator());
    assertThat(recorded.getLong("steady")).isEqualTo(first.steadyBytes());
    assertThat(recorded.getLong("rss")).isEqualTo(first.rssBytes());
    assertThat(recorded.getDuration("elapsed")).isEqualTo(first.duration());
    assertThat(recorded.getThread().getJavaName()).isEqualTo(Thread.currentThread().getName());
  }
}
