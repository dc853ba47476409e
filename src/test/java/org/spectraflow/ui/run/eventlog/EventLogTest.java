package org.spectraflow.ui.run.eventlog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEventSamples;

/**
 * The compact event log gives back, for every kind of event, an event equal to the one appended
 * (numbers bit for bit, nulls kept), shares repeated values between events, and reads consistently
 * while another thread appends.
 */
class EventLogTest {

  private static final Instant T = RunEventSamples.T;

  /** One event of every kind, with awkward values (NaN, negative zero, nulls, huge numbers). */
  static List<RunEvent> everyKind() {
    return RunEventSamples.everyKind();
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
