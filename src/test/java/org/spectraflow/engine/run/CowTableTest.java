package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;

/**
 * The seed's copy-on-write table as a test (docs/compatibility.md, Caching and observability): a 64
 * MB feature set (4 processings of 2000 × 2000 float32) and 6 duplication branches (a model in the
 * first, display steps in the others, to keep the test fast). Branches that only read copy 0 bytes
 * with copy-on-write and 12 full copies without; branches that transform copy nothing of the shared
 * data either; every reference is given back, cancelled runs included.
 */
class CowTableTest {

  static final int BRANCHES = 6;
  static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 2}}}";
  static final String READ = "{\"chart_2d\": {}}";
  static final String[] TRANSFORMS = {"nirs4all.operators.transforms.SNV", "Normalize"};

  static SpectroDataset data;

  @BeforeAll
  static void sixtyFourMegabytes() {
    data =
        SyntheticNirs.defaults()
            .withSamples(2000)
            .withWavelengths(2000)
            .withPrecision(Precision.FLOAT32)
            .generate();
    FeatureSource source = data.source(0);
    Block raw = source.block(source.processingIds().get(0));
    for (int p = 1; p < 4; p++) {
      source.addProcessing("copy_" + p, raw.copy());
    }
  }

  /** Branch 0 fits a model, the others run a display step; none writes the features. */
  static String readOnly() {
    List<String> branches = new ArrayList<>(List.of("[" + PLS + "]"));
    while (branches.size() < BRANCHES) {
      branches.add("[" + READ + "]");
    }
    return "{\"pipeline\": [{\"branch\": [" + String.join(", ", branches) + "]}]}";
  }

  /** As {@link #readOnly}, with branches 1 and 2 transforming the features. */
  static String transforming() {
    List<String> branches = new ArrayList<>(List.of("[" + PLS + "]"));
    for (String t : TRANSFORMS) {
      branches.add("[\"" + t + "\"]");
    }
    while (branches.size() < BRANCHES) {
      branches.add("[" + READ + "]");
    }
    return "{\"pipeline\": [{\"branch\": [" + String.join(", ", branches) + "]}]}";
  }

  static RunReport run(
      String json, CacheConfig config, List<RunEvent> events, CancellationToken token) {
    PipelineDocument doc = RunFixtures.doc(json);
    return PipelineRunner.standard()
        .run(
            RunRequest.of(doc, data)
                .withCacheConfig(config)
                .withEvents(RunFixtures.capture(events))
                .withCancellation(token)
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  @Test
  void theFeatureSetWeighsSixtyFourMegabytes() {
    assertThat(data.featureBytes()).isEqualTo(64_000_000L);
  }

  @Test
  void readOnlyBranchesCopyNothingWithCowAndTwelveFullCopiesWithout() {
    RunReport cow =
        run(readOnly(), CacheConfig.fullCache(), new ArrayList<>(), new CancellationToken());
    RunReport deep =
        run(
            readOnly(),
            CacheConfig.fullCache().withUseCowSnapshots(false),
            new ArrayList<>(),
            new CancellationToken());
    assertThat(cow.cow().bytesCopied()).isZero();
    assertThat(cow.cow().detachEvents()).isZero();
    assertThat(deep.cow().bytesCopied()).isEqualTo(12 * data.featureBytes());
    assertThat(cow.cow().snapshots()).isEqualTo(deep.cow().snapshots()).isEqualTo(1 + BRANCHES);
    assertThat(cow.cow().restores()).isEqualTo(deep.cow().restores()).isEqualTo(BRANCHES);
    assertThat(RunFixtures.scores(cow)).isEqualTo(RunFixtures.scores(deep)).hasSize(1);
    assertThat(cow.cow().liveReferences()).isZero();
    assertThat(deep.cow().liveReferences()).isZero();
  }

  @Test
  void transformingBranchesDetachWithoutCopyingTheSharedData() {
    List<RunEvent> events = new ArrayList<>();
    RunReport cow = run(transforming(), CacheConfig.defaults(), events, new CancellationToken());
    assertThat(cow.cow().bytesCopied()).isZero();
    assertThat(cow.cow().detachEvents()).isEqualTo(TRANSFORMS.length);
    assertThat(events)
        .filteredOn(e -> e instanceof RunEvent.CowDetach)
        .extracting(e -> ((RunEvent.CowDetach) e).branchPath())
        .containsExactly(List.of(1), List.of(2));
    assertThat(cow.cow().liveReferences()).isZero();
  }

  @Test
  void aCancelledRunGivesEveryReferenceBack() {
    CancellationToken token = new CancellationToken();
    RunEvents cancelling = RunEvents.create(InstantSource.system());
    int[] restores = {0};
    cancelling.subscribe(
        e -> {
          if (e instanceof RunEvent.CowRestore && ++restores[0] == 3) {
            token.cancel();
          }
        },
        Runnable::run);
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(RunFixtures.doc(transforming()), data)
                    .withEvents(cancelling)
                    .withCancellation(token)
                    .withMemoryProbe(MemoryProbe.disabled()));
    assertThat(r.status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(r.cow().snapshots()).isPositive();
    assertThat(r.cow().liveReferences()).isZero();
  }
}
