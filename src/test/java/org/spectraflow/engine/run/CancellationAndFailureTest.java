package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;

/** Cancellation, failing variants, fail-fast, throwing listeners and documents that cannot run. */
class CancellationAndFailureTest {

  static final String SWEEP =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"branch\": [[\"nirs4all.operators.transforms.SNV\"], [{\"class\": \"Detrend\"}]]},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [2, 8, 2], \"param\": \"n_components\"}]}";

  static RunReport run(String doc, CancellationToken token, RunEvents events, RunOptions options) {
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(doc), RunFixtures.demo())
                .withCacheConfig(CacheConfig.fullCache())
                .withCancellation(token)
                .withEvents(events)
                .withOptions(options)
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  /** Events that cancel {@code token} when {@code trigger} arrives. */
  static RunEvents cancelOn(Class<? extends RunEvent> trigger, CancellationToken token) {
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(
        e -> {
          if (trigger.isInstance(e)) {
            token.cancel();
          }
        },
        Runnable::run);
    return events;
  }

  @Test
  void cancellingAfterTheFirstVariantStopsTheRunAndReleasesEveryReference() {
    CancellationToken token = new CancellationToken();
    RunReport r =
        run(
            SWEEP,
            token,
            cancelOn(RunEvent.VariantFinished.class, token),
            RunOptions.defaults().withThreads(1));
    assertThat(r.status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(r.variants()).hasSize(1);
    assertThat(r.cow().liveReferences()).isZero();
    assertThat(r.cow().snapshots()).isPositive();
  }

  @Test
  void cancellingAPoolStopsEveryWorkerAndReleasesEveryReference() {
    CancellationToken token = new CancellationToken();
    RunReport r =
        run(
            SWEEP,
            token,
            cancelOn(RunEvent.VariantFinished.class, token),
            RunOptions.defaults().withThreads(3));
    assertThat(r.status()).isEqualTo(RunStatus.CANCELLED);
    // the variants that finished before the others saw the cancellation
    assertThat(r.variants()).hasSizeBetween(1, 3).allMatch(v -> v.ok());
    assertThat(r.cow().liveReferences()).isZero();
  }

  @Test
  void cancellingInsideABranchReleasesTheSnapshotsItHeld() {
    CancellationToken token = new CancellationToken();
    RunReport r =
        run(SWEEP, token, cancelOn(RunEvent.CowRestore.class, token), RunOptions.defaults());
    assertThat(r.status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(r.variants()).isEmpty();
    assertThat(r.cow().liveReferences()).isZero();
  }

  @Test
  void cancellationIsPromptAtAModelStep() {
    CancellationToken token = new CancellationToken();
    RunEvents events = RunEvents.create(InstantSource.system());
    events.subscribe(
        e -> {
          if (e instanceof RunEvent.StepStarted s && s.operator().equals("PLSRegression")) {
            token.cancel();
          }
        },
        Runnable::run);
    RunReport r = run(SWEEP, token, events, RunOptions.defaults());
    assertThat(r.status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(r.modelFits()).isZero();
  }

  static final String BAD_COMPONENTS =
      "{\"pipeline\": [{\"model\": {\"class\": \"PLSRegression\","
          + " \"params\": {\"n_components\": {\"_or_\": [2, 500, 3]}}}}]}";

  @Test
  void aFailingVariantIsReportedAndTheRunGoesOn() {
    RunReport r =
        run(BAD_COMPONENTS, new CancellationToken(), RunEvents.disabled(), RunOptions.defaults());
    assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
    assertThat(r.variants()).hasSize(3);
    assertThat(r.variant(1).ok()).isFalse();
    assertThat(r.variant(1).error()).contains("n_components");
    assertThat(r.variant(0).ok()).isTrue();
    assertThat(r.variant(2).ok()).isTrue();
    assertThat(r.bestModel()).isPresent();
  }

  @Test
  void failFastStopsAtTheFirstFailure() {
    RunReport r =
        run(
            BAD_COMPONENTS,
            new CancellationToken(),
            RunEvents.disabled(),
            RunOptions.defaults().withFailFast(true));
    assertThat(r.status()).isEqualTo(RunStatus.FAILED);
    assertThat(r.variants()).hasSize(2);
    assertThat(r.error()).contains("variant 1");
  }

  @Test
  void aThrowingListenerDoesNotBreakTheRun() {
    RunReport quiet =
        run(SWEEP, new CancellationToken(), RunEvents.disabled(), RunOptions.defaults());
    RunEvents events = RunEvents.create(InstantSource.system());
    List<RunEvent> seen = new ArrayList<>();
    events.subscribe(
        e -> {
          seen.add(e);
          throw new IllegalStateException("listener bug");
        },
        Runnable::run);
    RunReport noisy = run(SWEEP, new CancellationToken(), events, RunOptions.defaults());
    assertThat(noisy.status()).isEqualTo(RunStatus.COMPLETED);
    assertThat(RunFixtures.scores(noisy)).isEqualTo(RunFixtures.scores(quiet));
    assertThat(seen).first().isInstanceOf(RunEvent.RunStarted.class);
    assertThat(seen).last().isInstanceOf(RunEvent.RunFinished.class);
  }

  @Test
  void documentsThatCannotRunAreRejectedWithTheirPath() {
    CancellationToken t = new CancellationToken();
    assertThatThrownBy(
            () ->
                run(
                    "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\"]}",
                    t,
                    RunEvents.disabled(),
                    RunOptions.defaults()))
        .hasMessageContaining("no model step");
    assertThatThrownBy(
            () ->
                run(
                    "{\"pipeline\": [{\"merge\": \"features\"}, "
                        + "{\"model\": {\"class\": \"PLSRegression\"}}]}",
                    t,
                    RunEvents.disabled(),
                    RunOptions.defaults()))
        .hasMessageContaining("pipeline[0]")
        .hasMessageContaining("merge");
    assertThatThrownBy(
            () ->
                run(
                    "{\"pipeline\": [{\"class\": \"sklearn.neural_network.BernoulliRBM\"},"
                        + " {\"model\": {\"class\": \"PLSRegression\"}}]}",
                    t,
                    RunEvents.disabled(),
                    RunOptions.defaults()))
        .hasMessageContaining("BernoulliRBM")
        .hasMessageContaining("pipeline[0]");
    assertThatThrownBy(
            () ->
                run(
                    "{\"pipeline\": [{\"model\": {\"class\": \"PLSRegression\","
                        + " \"params\": {\"n_components\": \"many\"}}}]}",
                    t,
                    RunEvents.disabled(),
                    RunOptions.defaults()))
        .hasMessageContaining("pipeline[0].model")
        .hasMessageContaining("n_components");
    assertThatThrownBy(
            () ->
                run(
                    "{\"pipeline\": [{\"sample_augmentation\": {}},"
                        + " {\"model\": {\"class\": \"PLSRegression\"}}]}",
                    t,
                    RunEvents.disabled(),
                    RunOptions.defaults()))
        .hasMessageContaining("pipeline[0].sample_augmentation.transformers")
        .hasMessageContaining("non-empty list");
    assertThatThrownBy(
            () ->
                run(
                    "{\"pipeline\": [{\"rep_to_sources\": {}},"
                        + " {\"model\": {\"class\": \"PLSRegression\"}}]}",
                    t,
                    RunEvents.disabled(),
                    RunOptions.defaults()))
        .hasMessageContaining("pipeline[0].rep_to_sources: null is not a metadata column name");
  }
}
