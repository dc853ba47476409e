package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.InstantSource;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;

/**
 * Ctrl-C during the check pass (before any variant runs) is acted on: a cancelled, empty report.
 */
class CheckPassCancellationTest {

  @Test
  void aCancellationDuringTheCheckPassStopsBeforeAnyVariant() {
    CancellationToken token = new CancellationToken();
    token.cancel();
    RunReport r =
        CancellationAndFailureTest.run(
            CancellationAndFailureTest.SWEEP,
            token,
            RunEvents.create(InstantSource.system()),
            RunOptions.defaults());
    assertThat(r.status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(r.variants()).isEmpty();
    assertThat(r.cow().liveReferences()).isZero();
    assertThat(r.cow().cacheRetainedBlocks()).isZero();
    assertThat(r.cow().cacheRetainedBytes()).isZero();
  }

  @Test
  void theStepCacheAccountsForNothingAfterAFullRun() {
    RunReport r =
        CancellationAndFailureTest.run(
            CancellationAndFailureTest.SWEEP,
            new CancellationToken(),
            RunEvents.create(InstantSource.system()),
            RunOptions.defaults());
    assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
    assertThat(r.stepCache().hits()).isPositive();
    assertThat(r.cow().cacheRetainedBlocks()).isZero();
    assertThat(r.cow().cacheRetainedBytes()).isZero();
  }
}
