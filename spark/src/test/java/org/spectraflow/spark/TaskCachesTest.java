package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.observe.ObservabilityLog;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.spill.RecordCodec;

/**
 * The executor's warm caches, without Spark: two tasks of one run and one first-step subtree, run
 * one after the other on this JVM as an executor's task thread would, share the scatter correction
 * and still give the local run's scores; another run starts cold.
 */
class TaskCachesTest {

  // D03's expansion: scatter correction a (4) x smoothing b (4) x PLS size (4), a-major; SNV is
  // a = 1, Savitzky-Golay b = 2, Gaussian b = 3
  private static final GroupTask SNV_SG = new GroupTask(0, IndexRuns.of(24, 28), 1, false);
  private static final GroupTask SNV_GAUSSIAN = new GroupTask(1, IndexRuns.of(28, 32), 1, false);

  @AfterEach
  void dropPools() {
    TaskCaches.runs().forEach(TaskCaches::drop);
  }

  private static String d03() throws IOException {
    try (InputStream in =
        TaskCachesTest.class.getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static TaskWork work(String run) throws IOException {
    return work(run, new HashSet<>());
  }

  private static TaskWork work(String run, HashSet<String> eventKinds) throws IOException {
    return new TaskWork(
        run,
        d03(),
        CacheConfigJson.write(CacheConfig.defaults().withStepCacheEnabled(true)),
        DataShipment.of("demo", Precision.FLOAT32.label(), SparkSettings.DEFAULT_BROADCAST_LIMIT),
        false,
        1,
        eventKinds);
  }

  @Test
  void theSecondTaskOfASubtreeFindsItsCorrectionInTheWarmCacheWithTheLocalScores()
      throws IOException {
    TaskWork work = work("run-a");
    TaskResult first = work.run(SNV_SG);
    TaskResult second = work.run(SNV_GAUSSIAN);
    // cold: SNV then Savitzky-Golay; warm: SNV is a hit, only the Gaussian is applied
    assertThat(first.transformerApplications()).isEqualTo(2);
    assertThat(second.transformerApplications()).isEqualTo(1);
    assertThat(TaskCaches.created("run-a")).isEqualTo(1);

    RunReport local =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        PipelineReader.read(d03(), "d03"), Datasets.open("demo", Precision.FLOAT32))
                    .withCacheConfig(CacheConfig.defaults().withStepCacheEnabled(true)));
    for (TaskResult t : new TaskResult[] {first, second}) {
      assertThat(t.variants()).hasSize(4);
      t.variants()
          .forEach(
              v -> {
                VariantReport r = TaskCodec.decode(v).report();
                assertThat(r).isEqualTo(local.variant(r.index()));
              });
    }
  }

  @Test
  void anotherRunStartsColdAndDropsTheFormerRunsCaches() throws IOException {
    work("run-a").run(SNV_SG);
    TaskResult other = work("run-b").run(SNV_GAUSSIAN);
    assertThat(other.transformerApplications()).isEqualTo(2);
    assertThat(TaskCaches.runs()).containsExactly("run-b");
    assertThat(TaskCaches.created("run-a")).isZero();
  }

  @Test
  void tasksRunningAtOnceEachBorrowTheirOwnCacheAndAFreedOneIsReused() {
    try (TaskCaches.Loan a = TaskCaches.borrow("run-c", 0);
        TaskCaches.Loan b = TaskCaches.borrow("run-c", 0)) {
      assertThat(a.cache()).isNotSameAs(b.cache());
      assertThat(TaskCaches.created("run-c")).isEqualTo(2);
    }
    try (TaskCaches.Loan c = TaskCaches.borrow("run-c", 3)) {
      assertThat(c.warm()).isTrue();
      assertThat(TaskCaches.created("run-c")).isEqualTo(2);
    }
  }

  @Test
  void aTaskRecordsOnlyTheEventKindsTheDriversListenersWant() throws IOException {
    RunEvents driver = RunEvents.create(InstantSource.system());
    assertThat(TaskWork.wantedKinds(driver)).isEmpty();
    // the command line's log at verbosity 0 wants no variant- or step-level kind
    driver.subscribe(
        new ObservabilityLog(CacheConfig.defaults(), 0, line -> {}, line -> {}), Runnable::run);
    assertThat(TaskWork.wantedKinds(driver))
        .contains(RunEvent.StepWarning.class.getName())
        .doesNotContain(
            RunEvent.StepStarted.class.getName(),
            RunEvent.VariantFinished.class.getName(),
            RunEvent.RunFinished.class.getName());
    assertThat(work("run-d", TaskWork.wantedKinds(driver)).run(SNV_SG).events()).isEmpty();

    TaskResult finishes =
        work("run-e", new HashSet<>(Set.of(RunEvent.VariantFinished.class.getName()))).run(SNV_SG);
    assertThat(finishes.events()).hasSize(4);
    assertThat(finishes.events())
        .allSatisfy(
            e -> assertThat(RecordCodec.decode(e)).isInstanceOf(RunEvent.VariantFinished.class));

    // a listener wanting every kind (a history, a test) gets them all, the run's own left out
    driver.subscribe(e -> {}, Runnable::run);
    TaskResult all = work("run-f", TaskWork.wantedKinds(driver)).run(SNV_SG);
    assertThat(all.events()).hasSizeGreaterThan(8);
    assertThat(all.events())
        .noneSatisfy(
            e -> assertThat(RecordCodec.decode(e)).isInstanceOf(RunEvent.RunStarted.class));
  }
}
