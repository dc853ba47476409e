package org.spectraflow.engine.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.DiskStats;
import org.spectraflow.engine.observe.RunEvent.MemoryWarning;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.StepFinished;

class ObservabilityLogTest {

  private static final long MIB = 1024L * 1024L;
  private final List<String> info = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();

  private static StepFinished step(boolean cached) {
    return new StepFinished(
        Instant.EPOCH,
        0,
        2,
        List.of(),
        "pipeline[1]",
        "SNV",
        List.of(new SourceShape(10, 1, 5)),
        200,
        100 * MIB,
        0,
        0,
        Duration.ZERO,
        cached);
  }

  private static final MemoryWarning WARNING =
      new MemoryWarning(Instant.EPOCH, 4096 * MIB, 3072 * MIB, 2, "SNV");

  private static RunFinished finished(long hits, long misses) {
    return new RunFinished(
        Instant.EPOCH,
        Duration.ZERO,
        1,
        0,
        new CacheStats(hits, misses, 0, 0, MIB, 1, 200, MIB, 2048 * MIB));
  }

  private void replay(CacheConfig config, int verbosity) {
    ObservabilityLog log = new ObservabilityLog(config, verbosity, info::add, warnings::add);
    List.of(step(false), step(true), WARNING, finished(3, 1)).forEach(log::onEvent);
  }

  @Test
  void verbosityTwoShowsExecutedStepsAndTheCacheLine() {
    replay(CacheConfig.fullCache(), 2);
    assertThat(info)
        .containsExactly(
            "[Step 2] SNV | shape: 10x1x5 | steady: 200 B | RSS: 100.0 MB",
            "Step cache: 3 hits, 1 misses (75% hit rate), 0 evictions, peak 1.0 MB");
    assertThat(warnings)
        .containsExactly("Process RSS at 4.0 GB (threshold: 3.0 GB) after step SNV");
  }

  @Test
  void verbosityZeroShowsOnlyTheWarning() {
    replay(CacheConfig.fullCache(), 0);
    assertThat(info).isEmpty();
    assertThat(warnings).hasSize(1);
  }

  @Test
  void flagsGateTheirLinesButNotTheWarning() {
    replay(CacheConfig.fullCache().withLogStepMemory(false).withLogCacheStats(false), 2);
    assertThat(info).isEmpty();
    assertThat(warnings).hasSize(1);
  }

  @Test
  void noCacheLineWithoutStepCacheOrLookups() {
    ObservabilityLog log =
        new ObservabilityLog(CacheConfig.defaults(), 1, info::add, warnings::add);
    log.onEvent(finished(3, 1));
    new ObservabilityLog(CacheConfig.fullCache(), 1, info::add, warnings::add)
        .onEvent(finished(0, 0));
    assertThat(info).isEmpty();
  }

  @Test
  void aDiskTierEndsTheRunWithItsLineAtAnyVerbosityAndItsWarningsHaveNoPath() {
    ObservabilityLog log =
        new ObservabilityLog(CacheConfig.fullCache(), 0, info::add, warnings::add);
    CacheStats stats =
        new CacheStats(3, 1, 0, 0, MIB, 1, 200, MIB, 2048 * MIB)
            .withDisk(new DiskStats(3, 1, 3 * MIB, MIB, 1, 0, 4 * MIB, 2048 * MIB));
    log.onEvent(new RunEvent.StepWarning(Instant.EPOCH, -1, -1, "", "step cache entry X: damaged"));
    log.onEvent(new RunFinished(Instant.EPOCH, Duration.ZERO, 1, 0, stats));
    assertThat(warnings).containsExactly("warning: step cache entry X: damaged");
    assertThat(info)
        .containsExactly(
            "Step cache folder: 3 hits (3.0 MB read), 1 writes (1.0 MB), 1 damaged, 0 evictions,"
                + " 4.0 MB of 2.0 GB");
  }

  @Test
  void wantsOnlyTheKindsItCanPrintAtItsVerbosity() {
    ObservabilityLog quiet =
        new ObservabilityLog(CacheConfig.fullCache(), 0, info::add, warnings::add);
    ObservabilityLog steps =
        new ObservabilityLog(CacheConfig.fullCache(), 2, info::add, warnings::add);
    assertThat(quiet.wants(MemoryWarning.class)).isTrue();
    assertThat(quiet.wants(RunFinished.class)).isTrue();
    assertThat(quiet.wants(RunEvent.StepWarning.class)).isTrue();
    assertThat(quiet.wants(StepFinished.class)).isFalse();
    assertThat(quiet.wants(RunEvent.StepStarted.class)).isFalse();
    assertThat(quiet.wants(RunEvent.VariantFinished.class)).isFalse();
    assertThat(quiet.wants(RunEvent.StepCacheHit.class)).isFalse();
    assertThat(steps.wants(StepFinished.class)).isTrue();
    // a kind it does not want prints nothing: dropping it changes no line
    ObservabilityLog log =
        new ObservabilityLog(CacheConfig.fullCache(), 2, info::add, warnings::add);
    for (RunEvent e : RunEventSamples.everyKind()) {
      if (!log.wants(e.getClass())) {
        log.onEvent(e);
      }
    }
    assertThat(info).isEmpty();
    assertThat(warnings).isEmpty();
  }
}
