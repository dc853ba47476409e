package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvents;

/**
 * A finished variant's copy-on-write holders are forgotten by the run's counters once nothing
 * references them, so a many-variant branched run does not keep every variant's branch blocks until
 * it ends; the live-reference figure stays what it was.
 */
class SnapshotHoldersTest {

  @Test
  void aVariantsReleasedHoldersAreNotKeptByTheRun() {
    var ds = KeywordFixtures.dataset(8, 4, 5, new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
    StepEnv env = KeywordFixtures.env(ds, RunEvents.disabled());
    RunCounters counters = env.run().counters();
    Snapshots snapshots = env.variant().snapshots;

    FeatureSnapshot snap = snapshots.take(env.variant().dataset, List.of(0), 1);
    snapshots.restore(env.variant().dataset, snap, List.of(0), 1);
    assertThat(counters.trackedHolders()).isEqualTo(1);
    assertThat(counters.cow().liveReferences()).isPositive();

    snapshots.releaseAll(env.variant().dataset);
    assertThat(counters.cow().liveReferences()).isZero();
    assertThat(counters.trackedHolders()).isZero();
  }
}
