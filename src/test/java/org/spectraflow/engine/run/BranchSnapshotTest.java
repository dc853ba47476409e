package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;

/** Branch snapshots: copy-on-write copies no data, deep copies do, both give the same scores. */
class BranchSnapshotTest {

  static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 4}}}";

  static final String TRANSFORMING =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"branch\": [[\"nirs4all.operators.transforms.SNV\"], [{\"class\": \"Detrend\"}], []]}, "
          + PLS
          + "]}";

  static String readOnlyBranches(int n) {
    List<String> branches = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      branches.add("[" + PLS + "]");
    }
    return "{\"pipeline\": [{\"branch\": [" + String.join(", ", branches) + "]}]}";
  }

  @Test
  void cowAndDeepCopyGiveIdenticalScoresButOnlyDeepCopiesBytes() {
    SpectroDataset ds = RunFixtures.demo();
    PipelineDocument doc = RunFixtures.doc(TRANSFORMING);
    RunReport cow = RunFixtures.run(doc, ds, CacheConfig.defaults().withUseCowSnapshots(true));
    RunReport deep = RunFixtures.run(doc, ds, CacheConfig.defaults().withUseCowSnapshots(false));
    assertThat(RunFixtures.scores(cow)).isEqualTo(RunFixtures.scores(deep)).hasSize(3);
    assertThat(cow.cow().bytesCopied()).isZero();
    assertThat(cow.cow().detachEvents()).isPositive();
    assertThat(deep.cow().bytesCopied()).isPositive();
    assertThat(cow.cow().snapshots()).isEqualTo(deep.cow().snapshots());
    assertThat(cow.cow().liveReferences()).isZero();
  }

  @Test
  void readOnlyBranchesCopyNothingWithCowAndTwoCopiesPerBranchWithout() {
    SpectroDataset ds = RunFixtures.demo();
    long features = ds.featureBytes();
    PipelineDocument doc = RunFixtures.doc(readOnlyBranches(6));
    RunReport cow = RunFixtures.run(doc, ds, CacheConfig.defaults());
    RunReport deep = RunFixtures.run(doc, ds, CacheConfig.defaults().withUseCowSnapshots(false));
    assertThat(cow.cow().bytesCopied()).isZero();
    assertThat(cow.cow().detachEvents()).isZero();
    // one initial snapshot, one restore per branch but the last (which takes the snapshot over)
    // and one result snapshot per branch: 2 x 6 copies
    assertThat(deep.cow().bytesCopied()).isEqualTo(12 * features);
    assertThat(RunFixtures.scores(cow)).isEqualTo(RunFixtures.scores(deep)).hasSize(6);
  }

  @Test
  void snapshotEventsMatchTheReportAndCarryTheBranchPath() {
    List<RunEvent> events = new ArrayList<>();
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(TRANSFORMING), RunFixtures.demo())
                    .withEvents(RunFixtures.capture(events))
                    .withMemoryProbe(MemoryProbe.disabled()));
    long snapshots = events.stream().filter(e -> e instanceof RunEvent.CowSnapshot).count();
    long restores = events.stream().filter(e -> e instanceof RunEvent.CowRestore).count();
    long detaches = events.stream().filter(e -> e instanceof RunEvent.CowDetach).count();
    assertThat(snapshots).isEqualTo(r.cow().snapshots());
    assertThat(restores).isEqualTo(r.cow().restores());
    assertThat(detaches).isEqualTo(r.cow().detachEvents());
    assertThat(events)
        .filteredOn(e -> e instanceof RunEvent.CowDetach)
        .allSatisfy(
            e ->
                assertThat(((RunEvent.CowDetach) e).branchPath())
                    .hasSize(1)
                    .allMatch(i -> i >= 0 && i < 3));
  }

  @Test
  void stepsInsideAndAfterBranchesAreRecordedWithTheirBranchPath() {
    RunReport r =
        RunFixtures.run(RunFixtures.doc(TRANSFORMING), RunFixtures.demo(), CacheConfig.defaults());
    assertThat(r.steps())
        .filteredOn(s -> s.variant() == 0 && s.name().equals("PLSRegression"))
        .extracting(s -> s.branchPath())
        .contains(List.of(0), List.of(1), List.of(2));
  }
}
