package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.ui.run.RunClock;

class EarlierRunHitsTest {

  private static final long MIB = 1L << 20;

  @Test
  void theHitsLabelSaysHowManyCameFromEarlierRuns() {
    StepCacheModel model = new StepCacheModel(new RunClock());
    model.accept(
        new RunEvent.RunFinished(
            Instant.EPOCH,
            Duration.ofSeconds(1),
            64,
            0,
            new CacheStats(96, 0, 0, 0, MIB, 14, 200, MIB, 2048 * MIB, 96)));
    assertThat(model.earlierRunHitCount()).isEqualTo(96);
    assertThat(model.hitsText()).isEqualTo("96 hits (96 from earlier runs)");
  }

  @Test
  void aRunWithItsOwnCacheSaysHitsOnly() {
    StepCacheModel model = new StepCacheModel(new RunClock());
    model.accept(
        new RunEvent.RunFinished(
            Instant.EPOCH,
            Duration.ofSeconds(1),
            64,
            0,
            new CacheStats(82, 14, 0, 0, MIB, 14, 200, MIB, 2048 * MIB)));
    assertThat(model.hitsText()).isEqualTo("82 hits");
  }
}
