package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.schedule.RemoteFigures;
import org.spectraflow.engine.run.schedule.VariantJob;
import org.spectraflow.engine.run.schedule.VariantResult;
import org.spectraflow.engine.run.schedule.VariantRunner;
import org.spectraflow.engine.run.spill.ResultSpill;

/**
 * A cluster runner's contract without a cluster: a {@link VariantRunner} that runs the job's
 * variants in two separate engine runs (as two remote tasks would, each with its own step cache)
 * and hands their results back through {@link VariantResult#ranElsewhere} and {@link
 * VariantJob#addRemote} gives the local run's variants, best model and summed figures.
 */
class RemoteVariantsTest {

  /** Runs the even and the odd variants as two "tasks" and takes their results in. */
  private static class TwoTasks implements VariantRunner {
    final List<RunReport> tasks = new ArrayList<>();

    @Override
    public void run(VariantJob job) {
      for (int parity = 0; parity < 2; parity++) {
        int p = parity;
        List<VariantResult> results = new ArrayList<>();
        VariantRunner capture =
            new VariantRunner() {
              @Override
              public void run(VariantJob inner) {
                VariantRunner.sequential().run(inner);
                results.addAll(inner.results());
              }

              @Override
              public int parallelism() {
                return 1;
              }
            };
        RunRequest task =
            RunRequest.of(job.request().pipeline(), job.request().dataset())
                .withCacheConfig(job.request().cacheConfig())
                .withOptions(RunOptions.defaults().withRefit(false).withThreads(1))
                .withMemoryProbe(MemoryProbe.disabled());
        RunReport report =
            new PipelineRunner(OperatorRegistry.standard(), capture).run(task, i -> i % 2 == p);
        tasks.add(report);
        for (VariantResult r : results) {
          job.accept(VariantResult.ranElsewhere(r.report(), r.steps(), r.refitKeys()));
        }
        job.addRemote(
            new RemoteFigures(
                report.stepCache(),
                report.transformerApplications(),
                report.modelFits(),
                report.modelFitReuses()));
      }
    }

    @Override
    public int parallelism() {
      return 2;
    }
  }

  @Test
  void variantsRunElsewhereGiveTheLocalReportWithTheTasksFiguresSummed() {
    RunRequest request =
        RunRequest.of(RunFixtures.demoDocument("d03-sweep.json"), RunFixtures.demo())
            .withCacheConfig(CacheConfig.fullCache())
            .withOptions(RunOptions.defaults().withThreads(1))
            .withMemoryProbe(MemoryProbe.disabled());
    RunReport local = PipelineRunner.standard().run(request);
    TwoTasks remote = new TwoTasks();
    RunReport elsewhere = new PipelineRunner(OperatorRegistry.standard(), remote).run(request);
    assertThat(elsewhere.variants()).isEqualTo(local.variants());
    assertThat(elsewhere.bestModel()).isEqualTo(local.bestModel());
    assertThat(elsewhere.steps()).hasSameSizeAs(local.steps());
    long misses = remote.tasks.stream().mapToLong(t -> t.stepCache().misses()).sum();
    long fits = remote.tasks.stream().mapToLong(RunReport::modelFits).sum();
    assertThat(misses).isGreaterThan(local.stepCache().misses());
    assertThat(elsewhere.stepCache().misses()).isEqualTo(misses);
    assertThat(elsewhere.modelFits()).isEqualTo(fits);
    assertThat(elsewhere.stepCache().maxSizeBytes()).isEqualTo(local.stepCache().maxSizeBytes());
  }

  /** {@link TwoTasks} as a cluster runner: the driver's job is streamed (docs/scale-out.md). */
  static final class TwoRemoteTasks extends TwoTasks {
    @Override
    public boolean remote() {
      return true;
    }
  }

  @Test
  void aStreamedJobGivesTheLocalReportFromItsSpill() {
    RunRequest request =
        RunRequest.of(RunFixtures.demoDocument("d03-sweep.json"), RunFixtures.demo())
            .withCacheConfig(CacheConfig.fullCache())
            .withOptions(RunOptions.defaults().withThreads(1))
            .withMemoryProbe(MemoryProbe.disabled());
    RunReport local = PipelineRunner.standard().run(request);
    TwoRemoteTasks remote = new TwoRemoteTasks();
    RunReport elsewhere = new PipelineRunner(OperatorRegistry.standard(), remote).run(request);
    // the variants and steps are views reading the driver's spill back, in index order
    assertThat(elsewhere.variants()).isInstanceOf(ResultSpill.Spilled.class);
    assertThat(elsewhere.variants()).isEqualTo(local.variants());
    assertThat(elsewhere.bestModel()).isEqualTo(local.bestModel());
    assertThat(elsewhere.steps()).hasSameSizeAs(local.steps());
  }

  @Test
  void refitKeysMustMatchTheReportsModels() {
    RunReport local =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.demoDocument("d03-sweep.json"), RunFixtures.demo())
                    .withOptions(RunOptions.defaults().withMaxVariants(64).withThreads(1)),
                i -> i == 0);
    VariantReport report = local.variants().get(0);
    assertThatThrownBy(() -> VariantResult.ranElsewhere(report, List.of(), List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("0 refit keys for 1 models");
  }
}
