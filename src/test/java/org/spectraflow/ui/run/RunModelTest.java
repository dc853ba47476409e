package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.ui.run.cachepanel.CacheField;

class RunModelTest {

  @BeforeAll
  static void toolkit() throws Exception {
    FxTestSupport.startToolkit();
  }

  @Test
  void aRunFillsEveryModelFromTheEventStream() {
    RunModel model = FxTestSupport.directModel(new FakeRun(5));

    model.run();

    RunProfile p = model.profile();
    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.statusProperty().get()).isEqualTo("completed");
    assertThat(p.progress().doneProperty().get()).isEqualTo(5);
    assertThat(p.progress().totalProperty().get()).isEqualTo(5);
    assertThat(p.timeline().seconds().size()).isEqualTo(5 * 4);
    assertThat(p.timeline().thresholdMb()).isEqualTo(3072);
    assertThat(p.stepMemory().shownBars())
        .extracting(b -> b.key().label())
        .containsExactly("1", "2 [0]", "2 [1]", "3");
    assertThat(p.cow().lanes()).extracting(l -> l.label()).containsExactly("branch 0", "branch 1");
    assertThat(p.stepCache().hitCount()).isEqualTo(3);
    assertThat(p.results().ranked()).hasSize(5);
    assertThat(p.results().ranked().get(0).variant()).isEqualTo(2);
    assertThat(p.results().ranked().get(0).cv()).isEqualTo(1.5);
    assertThat(p.results().predictions(2)).isPresent();
    assertThat(p.heatMap().rows()).containsExactly(0, 1, 2, 3, 4);
    assertThat(p.heatMap().cell(1, StepKey.of(1)).cached()).isTrue();
  }

  @Test
  void aBlockedModelRefusesToRunUntilUnblocked() {
    FakeRun engine = new FakeRun(1);
    RunModel model = FxTestSupport.directModel(engine);
    model.blockedProperty().set(true);

    assertThat(model.canRunBinding().get()).isFalse();
    assertThatThrownBy(model::run)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("errors");
    assertThat(engine.requests).isEmpty();
    model.blockedProperty().set(false);
    assertThat(model.canRunBinding().get()).isTrue();
    model.run();
    assertThat(engine.requests).hasSize(1);
  }

  @Test
  void eventsOfARunArriveAsOneBatchAndOneRevision() {
    RunModel model = FxTestSupport.directModel(new FakeRun(50));
    long before = model.profile().revisionProperty().get();

    model.run();

    // clear + one drained batch of every event + the report: three revisions for ~700 events
    assertThat(model.profile().events()).hasSizeGreaterThan(600);
    assertThat(model.profile().revisionProperty().get() - before).isEqualTo(3);
  }

  @Test
  void stepStatesShowDoneCachedAndTheFailedStep() {
    RunModel model = FxTestSupport.directModel(new FakeRun(2).failing(1));

    model.run();

    StepSite lane = new StepSite(new StepKey(2, List.of(1)), "pipeline[1].branch[\"1\"][0]");
    assertThat(model.stepStates().get(new StepSite(StepKey.of(1), "pipeline[0]")).status())
        .isEqualTo(StepStatus.CACHED);
    assertThat(model.stepStates().get(lane).status()).isEqualTo(StepStatus.DONE);
    assertThat(model.stepStates().get(lane).steadyBytes()).isEqualTo(13 * FakeRun.MIB);
    assertThat(model.stepStates().get(new StepSite(StepKey.of(3), "pipeline[2]")).status())
        .isEqualTo(StepStatus.FAILED);
    ProblemRow problem = model.profile().problems().problems().get(0);
    assertThat(problem.step()).isEqualTo(StepKey.of(3));
    assertThat(problem.describe())
        .contains("variant 1", "step 3", "PLSRegression", "exceeds 2 features");
  }

  @Test
  void theRequestCarriesASnapshotOfThePanelsCacheConfigAndPrecision() {
    FakeRun engine = new FakeRun(1);
    RunModel model = FxTestSupport.directModel(engine);
    model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(true);
    model.cacheConfig().number(CacheField.STEP_CACHE_MAX_MB).textProperty().set("512");
    model.cacheConfig().precisionProperty().set(Precision.FLOAT64);

    model.run();
    model.cacheConfig().toggle(CacheField.STEP_CACHE_ENABLED).set(false);

    RunRequest sent = engine.requests.get(0);
    assertThat(sent.cacheConfig())
        .isEqualTo(CacheConfig.defaults().withStepCacheEnabled(true).withStepCacheMaxMb(512));
    assertThat(sent.dataset().precision()).isEqualTo(Precision.FLOAT64);
    assertThat(model.lastRequestProperty().get()).isSameAs(sent);
  }

  @Test
  void aDocumentThatCannotRunBecomesAProblem() {
    RunModel model =
        FxTestSupport.directModel(
            request -> {
              throw new IllegalArgumentException("pipeline[2]: unsupported operator Foo");
            });

    model.run();

    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.statusProperty().get()).isEqualTo("failed");
    assertThat(model.profile().problems().problems())
        .extracting(ProblemRow::message)
        .containsExactly("pipeline[2]: unsupported operator Foo");
  }

  @Test
  void stopCancelsCooperativelyAndKeepsTheFinishedVariants() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    FakeRun engine = new FakeRun(10).pausingAfterFirst(release);
    ExecutorService runThread = RunModel.runThread();
    RunModel model = new RunModel(engine, runThread, FxTestSupport.DIRECT, FxTestSupport.FIXED);
    model.documentProperty().set(FxTestSupport.demoDocument());
    model.datasetProperty().set(DatasetChoice.demo(20, 32));

    model.run();
    engine.awaitFirstVariant();
    model.stop();
    release.countDown();
    runThread.shutdown();
    assertThat(runThread.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

    assertThat(engine.requests.get(0).cancellation().isCancelled()).isTrue();
    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.statusProperty().get()).isEqualTo("cancelled");
    assertThat(model.profile().progress().doneProperty().get()).isEqualTo(1);
  }

  @Test
  void runWithoutADocumentOrWithAnInvalidConfigIsRefused() {
    RunModel model = FxTestSupport.directModel(new FakeRun(1));
    model.cacheConfig().number(CacheField.STEP_CACHE_MAX_ENTRIES).textProperty().set("0");
    assertThatThrownBy(model::run)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("step_cache_max_entries")
        .hasMessageContaining("was '0'");

    model.documentProperty().set(null);
    assertThatThrownBy(model::run).hasMessageContaining("no pipeline document");
  }

  @Test
  void estimateWarnsWhenThePeakPassesTheThreshold() {
    RunModel model = FxTestSupport.directModel(new FakeRun(1));
    model.cacheConfig().number(CacheField.MEMORY_WARNING_THRESHOLD_MB).textProperty().set("1");

    MemoryEstimate estimate = model.estimateBinding().get();

    assertThat(estimate.featureBytes()).isEqualTo(20 * 32 * 4);
    assertThat(estimate.warning()).contains("passes the warning threshold 1.0 MB");
  }
}
