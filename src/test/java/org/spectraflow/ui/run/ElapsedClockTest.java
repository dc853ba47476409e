package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * The run's elapsed clock reads the run's own span: events stamped by one clock (here a fixed date
 * far from the frame clock's), frames by another, and neither subtracted from the other.
 */
class ElapsedClockTest {

  private static final Instant EVENTS = Instant.parse("2026-01-01T00:00:00Z");
  private static final Instant FRAMES = Instant.parse("2026-12-01T17:00:00Z");

  private final ProgressModel progress = new ProgressModel();

  private void startRun() {
    progress.start(EVENTS);
    progress.accept(new RunEvent.RunStarted(EVENTS, "p", 4, "demo", CacheConfig.defaults()));
  }

  private void variantDone(int v, long atMillis) {
    Instant at = EVENTS.plusMillis(atMillis);
    progress.accept(
        new RunEvent.VariantFinished(
            at, v, "v", VariantStatus.OK, null, Map.of(), Duration.ofMillis(1)));
  }

  @Test
  void elapsedIsTheSpanOfTheRunsEventsNotTheGapBetweenClocks() {
    startRun();
    variantDone(0, 1_500);
    progress.tick(FRAMES);

    assertThat(progress.elapsedProperty().get()).isEqualTo(Duration.ofMillis(1_500));
    assertThat(RunToolbar.format(progress.elapsedProperty().get())).isEqualTo("0:01");
    assertThat(progress.etaProperty().get()).isEqualTo(Duration.ofMillis(4_500));
  }

  @Test
  void betweenEventsTheFrameClockAdvancesItAndItNeverGoesBack() {
    startRun();
    variantDone(0, 2_000);
    progress.tick(FRAMES);
    progress.tick(FRAMES.plusSeconds(3));
    assertThat(progress.elapsedProperty().get()).isEqualTo(Duration.ofSeconds(5));

    // the next event was stamped earlier than the frame clock had reached: no jump back
    variantDone(1, 4_000);
    progress.tick(FRAMES.plusSeconds(3).plusMillis(10));
    assertThat(progress.elapsedProperty().get()).isEqualTo(Duration.ofSeconds(5));

    // a frame clock that steps back never makes it negative or smaller
    progress.tick(FRAMES.minusSeconds(60));
    assertThat(progress.elapsedProperty().get()).isEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void aFinishedRunShowsItsOwnDuration() {
    startRun();
    variantDone(0, 700);
    progress.accept(
        new RunEvent.RunFinished(
            EVENTS.plusMillis(800), Duration.ofMillis(800), 1, 0, CacheStats.empty()));
    progress.tick(FRAMES.plusSeconds(100));

    assertThat(progress.elapsedProperty().get()).isEqualTo(Duration.ofMillis(800));
    assertThat(progress.etaProperty().get()).isEqualTo(Duration.ZERO);
  }

  @Test
  void anHourOrMoreReadsAsHoursMinutesSeconds() {
    assertThat(RunToolbar.format(Duration.ofSeconds(59))).isEqualTo("0:59");
    assertThat(RunToolbar.format(Duration.ofMinutes(59).plusSeconds(59))).isEqualTo("59:59");
    assertThat(RunToolbar.format(Duration.ofHours(1))).isEqualTo("1:00:00");
    assertThat(RunToolbar.format(Duration.ofHours(26).plusMinutes(3).plusSeconds(4)))
        .isEqualTo("26:03:04");
    assertThat(RunToolbar.format(Duration.ofSeconds(-5))).isEqualTo("0:00");
  }
}
