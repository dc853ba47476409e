package org.spectraflow.ui.run.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.DiskStats;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEventSamples;
import org.spectraflow.engine.observe.jfr.FlightRecording;
import org.spectraflow.engine.observe.jfr.JfrRunListener;
import org.spectraflow.ui.run.DatasetChoice;

/**
 * Every kind of run event survives its two conversions: event → session row → event, and event →
 * flight-recorder event → session row → event. What a session cannot hold is fixed and named here:
 * step-cache keys (replayed as a placeholder), and, through JFR, the instant (the recorder stamps
 * its own).
 */
class EventRoundTripTest {

  private static final StepCacheKey REPLAYED =
      new StepCacheKey(Fingerprint.ZERO, Fingerprint.ZERO, Fingerprint.ZERO);

  @TempDir Path dir;

  private static RunSession session(List<EventRow> rows) {
    return new RunSession(
        RunSession.FORMAT,
        RunSession.VERSION,
        "{\"pipeline\": []}",
        DatasetChoice.demo(20, 32),
        Precision.FLOAT32,
        CacheConfig.defaults(),
        List.of(),
        List.of(),
        rows);
  }

  /** {@code event} as a session gives it back: cache keys replaced by the placeholder. */
  private static RunEvent kept(RunEvent event) {
    return switch (event) {
      case RunEvent.StepCacheHit h ->
          new RunEvent.StepCacheHit(h.at(), h.variant(), h.step(), REPLAYED, h.bytes());
      case RunEvent.StepCacheMiss m ->
          new RunEvent.StepCacheMiss(m.at(), m.variant(), m.step(), REPLAYED);
      case RunEvent.StepCachePut p ->
          new RunEvent.StepCachePut(p.at(), p.variant(), p.step(), REPLAYED, p.bytes(), p.stored());
      case RunEvent.StepCacheEvict e ->
          new RunEvent.StepCacheEvict(e.at(), REPLAYED, e.bytes(), e.cause());
      default -> event;
    };
  }

  @Test
  void everyKindSurvivesTheSessionRowRoundTrip() {
    RunSession session = session(List.of());
    for (RunEvent event : RunEventSamples.everyKind()) {
      assertThat(EventRows.toEvent(EventRows.of(event), session))
          .as(event.getClass().getSimpleName())
          .isEqualTo(kept(event));
    }
  }

  @Test
  void theDiskTiersFiguresSurviveTheSessionRowRoundTrip() {
    long mib = 1024L * 1024L;
    CacheStats stats =
        new CacheStats(3, 1, 0, 0, mib, 1, 200, mib, 2048 * mib, 3)
            .withDisk(new DiskStats(3, 1, 3 * mib, mib, 1, 0, 4 * mib, 2048 * mib));
    RunEvent finished = new RunEvent.RunFinished(Instant.EPOCH, Duration.ZERO, 1, 0, stats);
    assertThat(EventRows.toEvent(EventRows.of(finished), session(List.of()))).isEqualTo(finished);
  }

  @Test
  void everyKindSurvivesTheFlightRecorderRoundTrip() {
    List<RunEvent> events = RunEventSamples.everyKind();
    Path file = dir.resolve("run.jfr");
    FlightRecording recording = JfrSessionFile.start(session(List.of()));
    JfrRunListener listener = new JfrRunListener();
    events.forEach(listener::onEvent);
    JfrSessionFile.finish(recording, file);

    RunSession read = JfrSessionFile.read(file);
    List<String> failures = new ArrayList<>();
    List<RunEvent> back = read.events().stream().map(row -> EventRows.toEvent(row, read)).toList();
    assertThat(back).hasSameSizeAs(events);
    for (int i = 0; i < events.size(); i++) {
      RunEvent want = kept(events.get(i));
      RunEvent got = back.get(i);
      Instant at = want.at();
      if (!sameExceptInstant(want, got)) {
        failures.add(want + "\n  came back as " + got + " (at " + at + ")");
      }
    }
    assertThat(failures).isEmpty();
  }

  /** Equal once both carry the instant of {@code want}. */
  private static boolean sameExceptInstant(RunEvent want, RunEvent got) {
    RunEvent stamped = EventRows.toEvent(restamp(EventRows.of(got), want.at()), session(List.of()));
    return stamped.equals(want);
  }

  private static EventRow restamp(EventRow r, Instant at) {
    return new EventRow(
        at.toString(),
        r.kind(),
        r.variant(),
        r.step(),
        r.branch(),
        r.path(),
        r.operator(),
        r.name(),
        r.bytes(),
        r.rss(),
        r.heap(),
        r.steady(),
        r.allocated(),
        r.durationMs(),
        r.cached(),
        r.shape(),
        r.metric(),
        r.value(),
        r.status(),
        r.error(),
        r.count(),
        r.scores(),
        r.extra());
  }
}
