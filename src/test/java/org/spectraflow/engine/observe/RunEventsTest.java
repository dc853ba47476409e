package org.spectraflow.engine.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;

class RunEventsTest {

  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05Z");
  private final RunEvents events = RunEvents.create(InstantSource.fixed(T0));

  private RunEvent started(int variant) {
    return new VariantStarted(events.now(), variant, "v" + variant);
  }

  @Test
  void eventsAreStampedByTheInjectedClock() {
    assertThat(started(0).at()).isEqualTo(T0);
  }

  @Test
  void eachSubscriberReceivesOnItsOwnExecutor() {
    Queue<Runnable> later = new ArrayDeque<>();
    List<RunEvent> direct = new ArrayList<>();
    List<RunEvent> deferred = new ArrayList<>();
    events.subscribe(direct::add, Runnable::run);
    events.subscribe(deferred::add, later::add);
    RunEvent e = started(1);
    events.publish(e);
    assertThat(direct).containsExactly(e);
    assertThat(deferred).isEmpty();
    later.forEach(Runnable::run);
    assertThat(deferred).containsExactly(e);
  }

  @Test
  void throwingListenerIsIsolated() {
    List<RunEvent> seen = new ArrayList<>();
    events.subscribe(
        e -> {
          throw new IllegalStateException("chart bug");
        },
        Runnable::run);
    events.subscribe(seen::add, Runnable::run);
    events.publish(started(0));
    events.publish(started(1));
    assertThat(seen).hasSize(2);
  }

  @Test
  void rejectingExecutorIsIsolated() {
    List<RunEvent> seen = new ArrayList<>();
    Executor closedPool =
        r -> {
          throw new RejectedExecutionException("pool shut down");
        };
    events.subscribe(seen::add, closedPool);
    events.subscribe(seen::add, Runnable::run);
    events.publish(started(0));
    assertThat(seen).hasSize(1);
  }

  @Test
  void closeUnsubscribesAndDropsPendingDeliveries() {
    Queue<Runnable> later = new ArrayDeque<>();
    List<RunEvent> seen = new ArrayList<>();
    Subscription s = events.subscribe(seen::add, later::add);
    events.publish(started(0));
    assertThat(events.hasSubscribers()).isTrue();
    s.close();
    s.close();
    events.publish(started(1));
    later.forEach(Runnable::run);
    assertThat(seen).isEmpty();
    assertThat(s.isActive()).isFalse();
    assertThat(events.hasSubscribers()).isFalse();
    assertThat(later).hasSize(1);
  }

  @Test
  void disabledDispatcherIsInert() {
    RunEvents off = RunEvents.disabled();
    List<RunEvent> seen = new ArrayList<>();
    Subscription s = off.subscribe(seen::add, Runnable::run);
    off.publish(started(0));
    assertThat(seen).isEmpty();
    assertThat(s.isActive()).isFalse();
    assertThat(off.hasSubscribers()).isFalse();
    assertThat(off.now()).isEqualTo(Instant.EPOCH);
  }

  @Test
  void listenersSwitchOverTheSealedHierarchy() {
    List<String> lines = new ArrayList<>();
    events.subscribe(
        e ->
            lines.add(
                switch (e) {
                  case VariantStarted v -> "start " + v.name();
                  case VariantFinished f -> "end " + f.status().label();
                  default -> "other";
                }),
        Runnable::run);
    events.publish(started(0));
    events.publish(
        new VariantFinished(
            T0,
            0,
            "v0",
            RunEvent.VariantStatus.FAILED,
            "n_components=30 exceeds 20 features",
            Map.of(),
            Duration.ofMillis(5)));
    assertThat(lines).containsExactly("start v0", "end failed");
  }

  @Test
  void variantFinishedCarriesAnErrorExactlyWhenFailed() {
    Assertions.assertThatThrownBy(
            () ->
                new VariantFinished(
                    T0, 3, "v3", RunEvent.VariantStatus.OK, "boom", Map.of(), Duration.ZERO))
        .hasMessageContaining("variant 3");
    Assertions.assertThatThrownBy(
            () ->
                new VariantFinished(
                    T0, 3, "v3", RunEvent.VariantStatus.FAILED, null, Map.of(), Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void wantsAKindWhenSomeActiveListenerWantsIt() {
    assertThat(events.wants(VariantStarted.class)).isFalse();
    RunListener finishes =
        new RunListener() {
          @Override
          public void onEvent(RunEvent event) {}

          @Override
          public boolean wants(Class<? extends RunEvent> kind) {
            return kind == VariantFinished.class;
          }
        };
    Subscription s = events.subscribe(finishes, Runnable::run);
    assertThat(events.wants(VariantFinished.class)).isTrue();
    assertThat(events.wants(VariantStarted.class)).isFalse();
    Subscription all = events.subscribe(e -> {}, Runnable::run);
    assertThat(events.wants(VariantStarted.class)).isTrue();
    all.close();
    s.close();
    assertThat(events.wants(VariantFinished.class)).isFalse();
  }
}
