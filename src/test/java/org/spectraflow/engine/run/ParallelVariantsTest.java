package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.schedule.VariantJob;
import org.spectraflow.engine.run.schedule.VariantRunner;

/**
 * Variants on several worker threads: the D03 sweep gives bit for bit the scores, cache counts,
 * fits and step records of the sequential run for 1, 2 and 4 threads; draws from the run's global
 * random generator (unseeded splitters) keep variant order; each variant's events stay in order;
 * fail-fast reports what the sequential run reports.
 */
class ParallelVariantsTest {

  static SpectroDataset data;
  static PipelineDocument d03;

  @BeforeAll
  static void load() {
    data = RunFixtures.demo();
    d03 = RunFixtures.demoDocument("d03-sweep.json");
  }

  static RunReport run(
      PipelineDocument doc, CacheConfig config, int threads, List<RunEvent> events) {
    RunRequest request =
        RunRequest.of(doc, data)
            .withCacheConfig(config)
            .withOptions(RunOptions.defaults().withThreads(threads))
            .withMemoryProbe(MemoryProbe.disabled());
    if (events != null) {
      request = request.withEvents(RunFixtures.capture(events));
    }
    return PipelineRunner.standard().run(request);
  }

  @Test
  void d03GivesTheSequentialScoresCountsAndStepsOnEveryThreadCount() {
    RunReport one = run(d03, CacheConfig.fullCache(), 1, null);
    assertThat(one.variants()).hasSize(64).allMatch(v -> v.ok());
    for (int threads : new int[] {2, 4}) {
      RunReport many = run(d03, CacheConfig.fullCache(), threads, null);
      assertThat(RunFixtures.scores(many))
          .as("%d threads", threads)
          .isEqualTo(RunFixtures.scores(one));
      assertThat(many.stepCache().misses()).isEqualTo(14);
      assertThat(many.stepCache().hits()).isEqualTo(82);
      assertThat(many.transformerApplications()).isEqualTo(14);
      assertThat(many.modelFits()).isEqualTo(one.modelFits());
      assertThat(many.modelFitReuses()).isEqualTo(one.modelFitReuses());
      assertThat(steps(many)).isEqualTo(steps(one));
      assertThat(many.steps().stream().filter(StepRecord::cached).count()).isEqualTo(82);
      assertThat(many.bestModel()).isEqualTo(one.bestModel());
      assertThat(many.cow().liveReferences()).isZero();
    }
  }

  @Test
  void withoutTheCacheThreadsChangeNoScore() {
    RunReport one = run(d03, CacheConfig.noCache(), 1, null);
    RunReport four = run(d03, CacheConfig.noCache(), 4, null);
    assertThat(RunFixtures.scores(four)).isEqualTo(RunFixtures.scores(one));
    assertThat(four.transformerApplications()).isEqualTo(96);
  }

  static final String UNSEEDED =
      "{\"pipeline\": [{\"_or_\": [null,"
          + " \"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}, {\"class\": \"MSC\"}]},"
          + " {\"class\": \"ShuffleSplit\", \"params\": {\"n_splits\": 2, \"test_size\": 0.25}},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 6, 2],"
          + " \"param\": \"n_components\"}]}";

  @Test
  void unseededSplittersDrawInVariantOrderWhateverTheThreads() {
    PipelineDocument doc = RunFixtures.doc(UNSEEDED);
    RunReport one = run(doc, CacheConfig.fullCache(), 1, null);
    assertThat(one.variants()).hasSize(12).allMatch(v -> v.ok());
    // the global generator moves on between variants: the folds, hence the CV scores, differ
    assertThat(one.variants().stream().map(v -> v.models().get(0).foldVal()).distinct())
        .hasSizeGreaterThan(1);
    for (int threads : new int[] {2, 4}) {
      assertThat(RunFixtures.scores(run(doc, CacheConfig.fullCache(), threads, null)))
          .as("%d threads", threads)
          .isEqualTo(RunFixtures.scores(one));
    }
  }

  @Test
  void eachVariantsEventsStayInOrderBetweenRunStartAndEnd() {
    List<RunEvent> events = Collections.synchronizedList(new ArrayList<>());
    run(d03, CacheConfig.fullCache(), 4, events);
    assertThat(events.get(0)).isInstanceOf(RunEvent.RunStarted.class);
    assertThat(events.get(events.size() - 1)).isInstanceOf(RunEvent.RunFinished.class);
    Map<Integer, List<String>> perVariant = new LinkedHashMap<>();
    for (RunEvent e : events) {
      switch (e) {
        case RunEvent.VariantStarted s -> kinds(perVariant, s.variant()).add("start");
        case RunEvent.StepStarted s -> kinds(perVariant, s.variant()).add("step " + s.step());
        case RunEvent.StepFinished f -> kinds(perVariant, f.variant()).add("done " + f.step());
        case RunEvent.VariantFinished f -> kinds(perVariant, f.variant()).add("end");
        default -> {}
      }
    }
    assertThat(perVariant).hasSize(64);
    perVariant.forEach((variant, kinds) -> assertWellFormed(variant, kinds));
  }

  /** start, then pairs of a step's start and end, then end; again for a refit. */
  private static void assertWellFormed(int variant, List<String> kinds) {
    int i = 0;
    int runs = 0;
    while (i < kinds.size()) {
      assertThat(kinds.get(i++)).as("variant %d: %s", variant, kinds).isEqualTo("start");
      while (kinds.get(i).startsWith("step")) {
        assertThat(kinds.get(i + 1))
            .as("variant %d: %s", variant, kinds)
            .isEqualTo("done" + kinds.get(i).substring(4));
        i += 2;
      }
      assertThat(kinds.get(i++)).as("variant %d: %s", variant, kinds).isEqualTo("end");
      runs++;
    }
    assertThat(runs).as("variant %d: the run and at most its refit", variant).isBetween(1, 2);
  }

  @Test
  void failFastReportsWhatTheSequentialRunReports() {
    PipelineDocument doc =
        RunFixtures.doc(
            "{\"pipeline\": [{\"_or_\": [null,"
                + " \"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}]},"
                + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\":"
                + " {\"_or_\": [2, 500, 3]}}}}]}");
    RunOptions failFast = RunOptions.defaults().withFailFast(true);
    RunReport one =
        PipelineRunner.standard()
            .run(
                RunRequest.of(doc, data)
                    .withOptions(failFast.withThreads(1))
                    .withMemoryProbe(MemoryProbe.disabled()));
    RunReport four =
        PipelineRunner.standard()
            .run(
                RunRequest.of(doc, data)
                    .withOptions(failFast.withThreads(4))
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(one.status()).isEqualTo(RunStatus.FAILED);
    assertThat(one.variants()).hasSize(2);
    assertThat(four.status()).isEqualTo(RunStatus.FAILED);
    assertThat(four.error()).isEqualTo(one.error());
    assertThat(RunFixtures.scores(four)).isEqualTo(RunFixtures.scores(one));
  }

  @Test
  void aGivenRunnerIsUsedWhateverTheOptions() {
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    VariantRunner counting =
        new VariantRunner() {
          @Override
          public void run(VariantJob job) {
            seen.add(job.prefixGroups().size() + " groups of " + job.variants().size());
            VariantRunner.sequential().run(job);
          }

          @Override
          public int parallelism() {
            return 2;
          }
        };
    RunReport r =
        new PipelineRunner(OperatorRegistry.standard(), counting)
            .run(
                RunRequest.of(d03, data)
                    .withCacheConfig(CacheConfig.fullCache())
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(r.variants()).hasSize(64);
    // the four PLS sizes of each of the 16 preprocessing chains form one group
    assertThat(seen).containsExactly("16 groups of 64");
  }

  private static List<String> kinds(Map<Integer, List<String>> perVariant, int variant) {
    return perVariant.computeIfAbsent(variant, v -> new ArrayList<>());
  }

  private static List<String> steps(RunReport r) {
    return r.steps().stream().map(ParallelVariantsTest::step).toList();
  }

  private static String step(StepRecord s) {
    // which of two variants sharing a step computes it and which hits depends on timing
    return s.variant() + " " + s.step() + " " + s.name() + " " + s.shape() + " " + s.steadyBytes();
  }
}
