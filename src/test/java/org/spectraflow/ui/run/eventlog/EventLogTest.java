package org.spectraflow.ui.run.eventlog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;

/**
 * The compact event log gives back, for every kind of event, an event equal to the one appended
 * (numbers bit for bit, nulls kept), shares repeated values between events, and reads consistently
 * while another thread appends.
 */
class EventLogTest {

  private static final Instant T = Instant.parse("2026-12-01T10:15:30.123456789Z");
  private static final StepCacheKey KEY =
      new StepCacheKey(new Fingerprint(1, -2), new Fingerprint(3, 4), new Fingerprint(-5, 6));

  /** One event of every kind, with awkward values (NaN, negative zero, nulls, huge numbers). */
  static List<RunEvent> everyKind() {
    return List.of(
        new RunEvent.RunStarted(T, "d03", 64, "demo", CacheConfig.defaults()),
        new RunEvent.VariantStarted(T.plusNanos(1), 0, "config_abc"),
        new RunEvent.StepStarted(
            T, 0, 3, List.of(1, 0), "pipeline[1].branch.snv[0]", "/p/1", "SNV"),
        new RunEvent.StepSkipped(T, 0, 4, List.of(), "pipeline[2]", "/p/2"),
        new RunEvent.StepCacheMiss(T, 0, 3, KEY),
        new RunEvent.StepCacheHit(T, 1, 3, KEY, 1L << 40),
        new RunEvent.StepCachePut(T, 0, 3, KEY, 12345, true),
        new RunEvent.StepCacheEvict(T, KEY, 99, RemovalCause.SIZE),
        new RunEvent.CowSnapshot(T, List.of(2), 5, 0),
        new RunEvent.CowRestore(T, List.of(2), 5, 7),
        new RunEvent.CowDetach(T, List.of(2), 6, Long.MAX_VALUE),
        new RunEvent.StepFinished(
            T.plusSeconds(3),
            0,
            3,
            List.of(1, 0),
            "pipeline[1].branch.snv[0]",
            "/p/1",
            "SNV",
            List.of(new SourceShape(500, 1, 1000)),
            1L << 33,
            400L << 20,
            -1,
            Long.MIN_VALUE,
            Duration.ofSeconds(2, 999_999_999),
            false),
        new RunEvent.ModelFitReused(T, 0, 7, "PLS", 5, 10),
        new RunEvent.StepCacheBudgetCapped(T, 1L << 30, 1L << 29, 1L << 31),
        new RunEvent.MemoryWarning(T, 900L << 20, 800L << 20, 3, "SNV"),
        new RunEvent.ProcessingsEvicted(T, 0, 3, 0, 2, 1),
        new RunEvent.StepWarning(T, 0, 3, "pipeline[3]", "window clipped"),
        new RunEvent.VariantScore(T, 0, "PLS", null, "rmse", -0.0),
        new RunEvent.TuningTrial(T, 0, "PLS", 2, 10, Double.NaN, 0.25, "{n: 3}", "tpe", false),
        new RunEvent.VariantFinished(
            T, 0, "config_abc", VariantStatus.OK, null, Map.of("test_rmse", 0.5), Duration.ZERO),
        new RunEvent.VariantFinished(
            T, 1, "config_def", VariantStatus.FAILED, "boom", Map.of(), Duration.ofMillis(3)),
        new RunEvent.RunFinished(T, Duration.ofMinutes(2), 64, 1, CacheStats.empty()));
  }

  @Test
  void everyKindOfEventComesBackEqual() {
    EventLog log = new EventLog();
    List<RunEvent> events = everyKind();
    events.forEach(log::onEvent);

    assertThat(log.size()).isEqualTo(events.size());
    assertThat(IntStream.range(0, log.size()).mapToObj(log::get).toList())
        .containsExactlyElementsOf(events);
    assertThat(log.read(0, Integer.MAX_VALUE)).containsExactlyElementsOf(events);
    assertThat(log.view(3)).containsExactlyElementsOf(events.subList(0, 3));
  }

  @Test
  void aLongRunCrossesChunksAndComesBackEqual() {
    EventLog log = new EventLog();
    List<RunEvent> kinds = everyKind();
    List<RunEvent> events = new ArrayList<>();
    for (int i = 0; i < 60_000; i++) {
      RunEvent e =
          i % 3 == 0
              ? new RunEvent.CowDetach(T.plusNanos(i), List.of(i % 4), i, (long) i << 20)
              : kinds.get(i % kinds.size());
      events.add(e);
      log.onEvent(e);
    }

    assertThat(log.size()).isEqualTo(events.size());
    assertThat(log.read(0, Integer.MAX_VALUE)).containsExactlyElementsOf(events);
    assertThat(log.get(16_383)).isEqualTo(events.get(16_383));
    assertThat(log.get(16_384)).isEqualTo(events.get(16_384));
    assertThat(log.read(59_990, 100)).containsExactlyElementsOf(events.subList(59_990, 60_000));
  }

  @Test
  void theSampleCoversEveryKindOfEvent() {
    Set<Class<?>> sampled = everyKind().stream().map(Object::getClass).collect(Collectors.toSet());

    assertThat(sampled).containsExactlyInAnyOrder(RunEvent.class.getPermittedSubclasses());
  }

  @Test
  void numbersComeBackBitForBit() {
    EventLog log = new EventLog();
    log.onEvent(new RunEvent.VariantScore(T, 0, "PLS", null, "rmse", -0.0));
    log.onEvent(
        new RunEvent.TuningTrial(T, 0, "m", 0, 1, Double.NaN, Double.MIN_VALUE, "", "", true));

    var score = (RunEvent.VariantScore) log.get(0);
    var trial = (RunEvent.TuningTrial) log.get(1);
    assertThat(Double.doubleToRawLongBits(score.value()))
        .isEqualTo(Double.doubleToRawLongBits(-0.0));
    assertThat(trial.value()).isNaN();
    assertThat(trial.best()).isEqualTo(Double.MIN_VALUE);
    assertThat(score.branch()).isNull();
    assertThat(trial.at()).isEqualTo(T);
  }

  @Test
  void repeatedValuesAreKeptOnceAndShared() {
    EventLog log = new EventLog();
    for (int v = 0; v < 100; v++) {
      String path = new StringBuilder("pipeline[1]").toString();
      log.onEvent(new RunEvent.StepStarted(T, v, 1, List.of(0), path, "/p/1", "MSC"));
    }

    var first = (RunEvent.StepStarted) log.get(0);
    var last = (RunEvent.StepStarted) log.get(99);
    assertThat(last.path()).isSameAs(first.path());
    assertThat(last.branchPath()).isSameAs(first.branchPath());
    assertThat(last.variant()).isEqualTo(99);
    assertThat(log.distinctValues()).isEqualTo(4);
  }

  @Test
  void readsOutsideTheLogAreRefused() {
    EventLog log = new EventLog();
    log.onEvent(new RunEvent.VariantStarted(T, 0, "v"));

    assertThatThrownBy(() -> log.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(log.read(1, 10)).isEmpty();
    assertThatThrownBy(() -> log.view(1).get(1)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void aReaderFollowingAWriterSeesEveryEventInOrder() throws Exception {
    EventLog log = new EventLog();
    int total = 20_000;
    Thread writer =
        new Thread(
            () -> {
              for (int v = 0; v < total; v++) {
                log.onEvent(new RunEvent.VariantStarted(T.plusNanos(v), v, "variant " + v));
              }
            });
    writer.start();
    List<RunEvent> seen = new ArrayList<>();
    while (writer.isAlive() || seen.size() < log.size()) {
      seen.addAll(log.read(seen.size(), 64));
    }
    writer.join();

    assertThat(seen).hasSize(total);
    assertThat(seen.stream().mapToInt(e -> ((RunEvent.VariantStarted) e).variant()).toArray())
        .containsExactly(IntStream.range(0, total).toArray());
    assertThat(((RunEvent.VariantStarted) seen.getLast()).name())
        .isEqualTo("variant " + (total - 1));
  }
}
