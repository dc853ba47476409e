package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.ObservabilityFormat;
import org.spectraflow.engine.observe.ObservabilityLog;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The observability facts of a real run reach listeners as events and the log as nirs4all's lines:
 * the per-step line at {@code -v 2} for executed steps, the RSS warning at any verbosity once RSS
 * passes {@code memory_warning_threshold_mb} (whatever {@code log_step_memory} says), the
 * step-cache line at {@code -v 1}; each gated by its CacheConfig flag.
 */
class RunObservabilityTest {

  static final String SWEEP =
      "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
          + " {\"_or_\": [{\"class\": \"Detrend\"}, {\"class\": \"Gaussian\"}]},"
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}]}";

  /** A probe whose RSS is always 2 MiB, above a 1 MB threshold. */
  static final MemoryProbe TWO_MIB =
      new MemoryProbe() {
        @Override
        public long processRssBytes() {
          return 2L * 1024 * 1024;
        }

        @Override
        public long heapUsedBytes() {
          return 0;
        }

        @Override
        public long threadAllocatedBytes() {
          return 0;
        }
      };

  final List<RunEvent> events = new ArrayList<>();
  final List<String> info = new ArrayList<>();
  final List<String> warnings = new ArrayList<>();

  RunReport run(CacheConfig config, int verbosity) {
    RunEvents dispatcher = RunFixtures.capture(events);
    dispatcher.subscribe(
        new ObservabilityLog(config, verbosity, info::add, warnings::add), Runnable::run);
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(SWEEP), RunFixtures.demo())
                .withCacheConfig(config.withMemoryWarningThresholdMb(1))
                .withEvents(dispatcher)
                .withMemoryProbe(TWO_MIB));
  }

  /** The RSS warnings (the step-cache budget line depends on the test JVM's heap). */
  List<String> rss() {
    return warnings.stream().filter(w -> w.startsWith("Process RSS")).toList();
  }

  <T extends RunEvent> List<T> of(Class<T> kind) {
    return events.stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  @Test
  void verbosityTwoLogsEachExecutedStepWarnsAfterEachStepAndSumsUpTheCache() {
    RunReport r = run(CacheConfig.fullCache(), 2);
    List<RunEvent.StepFinished> steps = of(RunEvent.StepFinished.class);
    List<RunEvent.StepFinished> executed = steps.stream().filter(s -> !s.cached()).toList();
    assertThat(steps).hasSize(r.steps().size()).hasSize(6);
    assertThat(steps.stream().filter(RunEvent.StepFinished::cached)).hasSize(1);
    assertThat(info).hasSize(executed.size() + 1);
    assertThat(info.subList(0, executed.size()))
        .allMatch(
            l ->
                l.matches(
                    "\\[Step \\d] \\w+ \\| shape: 60x1x80 \\| steady: [\\d.]+ KB \\| RSS: 2\\.0 MB"));
    assertThat(info.get(0)).startsWith("[Step 1] StandardNormalVariate | ");
    assertThat(info)
        .last()
        .isEqualTo(ObservabilityFormat.cacheStatsLine(r.stepCache()))
        .asString()
        .startsWith("Step cache: 1 hits, 3 misses (25% hit rate), 0 evictions, peak ");
    assertThat(of(RunEvent.MemoryWarning.class))
        .hasSize(steps.size())
        .allMatch(w -> w.thresholdBytes() == 1024 * 1024 && w.rssBytes() == 2L * 1024 * 1024);
    assertThat(rss())
        .hasSize(steps.size())
        .contains("Process RSS at 0.0 GB (threshold: 0.0 GB) after step StandardNormalVariate");
    assertThat(of(RunEvent.RunFinished.class))
        .singleElement()
        .satisfies(f -> assertThat(f.stepCache()).isEqualTo(r.stepCache()));
  }

  @Test
  void verbosityOneShowsOnlyTheCacheLineAndTheWarnings() {
    run(CacheConfig.fullCache(), 1);
    assertThat(info).singleElement().asString().startsWith("Step cache: ");
    assertThat(rss()).hasSize(6);
  }

  @Test
  void theWarningShowsAtVerbosityZeroEvenWithoutStepMemoryLogging() {
    run(CacheConfig.fullCache().withLogStepMemory(false).withLogCacheStats(false), 2);
    assertThat(info).isEmpty();
    assertThat(rss()).hasSize(6);
    events.clear();
    warnings.clear();
    run(CacheConfig.defaults().withLogStepMemory(false), 0);
    assertThat(info).isEmpty();
    assertThat(rss()).hasSize(6);
    assertThat(of(RunEvent.MemoryWarning.class)).hasSize(6);
  }

  @Test
  void noCacheLineWhenTheStepCacheIsOff() {
    RunReport r = run(CacheConfig.defaults(), 2);
    assertThat(r.stepCache().requests()).isZero();
    assertThat(info).hasSize(6).noneMatch(l -> l.startsWith("Step cache"));
  }
}
