package org.spectraflow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.estimate.EtaModel;
import org.spectraflow.engine.observe.RunEvent;

/** The progress bar counts finished variants and estimates the time left. */
class ProgressBarTest {

  @Test
  void countsVariantsAndEstimatesTheRemainingTime() {
    StringWriter err = new StringWriter();
    ProgressBar bar = new ProgressBar(new PrintWriter(err));
    bar.onEvent(new RunEvent.RunStarted(Instant.EPOCH, "p", 4, "demo", CacheConfig.defaults()));
    assertThat(bar.line(0)).isEqualTo("[" + ".".repeat(30) + "] 0/4 variants, ETA --");
    bar.onEvent(
        new RunEvent.VariantFinished(
            Instant.EPOCH, 0, "v", RunEvent.VariantStatus.OK, null, Map.of(), Duration.ZERO));
    assertThat(bar.line(Duration.ofSeconds(10).toNanos()))
        .isEqualTo("[" + "#".repeat(7) + ".".repeat(23) + "] 1/4 variants, ETA 30s");
    bar.onEvent(new RunEvent.RunFinished(Instant.EPOCH, Duration.ZERO, 4, 0, CacheStats.empty()));
    assertThat(err.toString()).contains("\r").endsWith(System.lineSeparator());
  }

  @Test
  void theEstimatesCostsWeighFinishedVariants() {
    // variant 0 makes the expensive first fit (8 of 10 cost units); the others reuse it
    ProgressBar bar =
        new ProgressBar(
            new PrintWriter(new StringWriter()), new EtaModel(List.of(8.0, 1.0, 0.5, 0.5)));
    bar.onEvent(new RunEvent.RunStarted(Instant.EPOCH, "p", 4, "demo", CacheConfig.defaults()));
    bar.onEvent(
        new RunEvent.VariantFinished(
            Instant.EPOCH, 0, "v", RunEvent.VariantStatus.OK, null, Map.of(), Duration.ZERO));
    // 8 units took 8 s: the 2 left take 2 s, not the 24 s a count of variants would say
    assertThat(bar.line(Duration.ofSeconds(8).toNanos())).endsWith("1/4 variants, ETA 2s");
  }
}
