package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SampleRecord;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.plan.AugmentationSpec;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RunReport;

/** The sample_augmentation keyword: the plan, the copies' bookkeeping, and what sees them. */
class SampleAugmentationTest {

  private static final String FIVE =
      "[{\"class\": \"nirs4all.operators.transforms.Rotate_Translate\","
          + " \"params\": {\"p_range\": 1.0, \"y_factor\": 2.0}},"
          + " {\"class\": \"nirs4all.operators.transforms.GaussianAdditiveNoise\", \"params\": {\"sigma\": 0.005}},"
          + " {\"class\": \"nirs4all.operators.transforms.MultiplicativeNoise\", \"params\": {\"sigma_gain\": 0.02}},"
          + " {\"class\": \"nirs4all.operators.transforms.LinearBaselineDrift\"},"
          + " {\"class\": \"nirs4all.operators.transforms.WavelengthShift\"}]";

  private static AugmentationSpec spec(String json) {
    return AugmentationSpec.parse(
        PipelineReader.parseJson(json),
        DocumentPath.PIPELINE.index(0).key("sample_augmentation"),
        KeywordFixtures.resolver()::transform);
  }

  private static SpectroDataset tiny() {
    return KeywordFixtures.dataset(6, 2, 12, new double[] {1, 2, 3, 4, 5, 6, 7, 8});
  }

  @Test
  void seededPlanGivesTheReferenceTransformerOfEveryCopy() {
    SpectroDataset ds = tiny();
    new SampleAugmentationController()
        .run(
            spec("{\"transformers\": " + FIVE + ", \"count\": 3, \"random_state\": 42}"),
            KeywordFixtures.env(ds, RunEvents.disabled()));
    // reference plan: {0:[0,3,3], 1:[2,2,4], 2:[0,3,1], 3:[0,2,4], 4:[3,3,3], 5:[3,2,0]}
    List<Integer> drift = new ArrayList<>();
    for (int id = 8; id < ds.index().size(); id++) {
      SampleRecord r = ds.index().sample(id);
      if (r.augmentation().orElseThrow().startsWith("LinearBaselineDrift")) {
        drift.add(r.origin());
      }
    }
    assertThat(drift).containsExactly(0, 0, 2, 4, 4, 4, 5);
    assertThat(ds.index().size()).isEqualTo(8 + 18);
    assertThat(ds.index().sample(8).augmentation())
        .contains("Rotate_Translate(p_range=1.0, y_factor=2.0)");
  }

  @Test
  void copiesAreTrainSamplesTiedToTheirOriginAndNeverTest() {
    SpectroDataset ds = tiny();
    new SampleAugmentationController()
        .run(
            spec("{\"transformers\": " + FIVE + ", \"count\": 2, \"selection\": \"all\"}"),
            KeywordFixtures.env(ds, RunEvents.disabled()));
    assertThat(ds.index().ids(Partition.TRAIN, false)).containsExactly(0, 1, 2, 3, 4, 5);
    assertThat(ds.trainIds()).hasSize(18);
    assertThat(ds.testIds()).containsExactly(6, 7);
    assertThat(ds.source(0).numSamples()).isEqualTo(20);
    for (int id = 8; id < 20; id++) {
      SampleRecord r = ds.index().sample(id);
      assertThat(r.partition()).isEqualTo(Partition.TRAIN);
      assertThat(r.origin()).isBetween(0, 5);
      assertThat(ds.y(new int[] {id})[0][0]).isEqualTo(r.origin() + 1.0);
    }
    // round robin: copy c of every sample uses transformer c mod 5 → copies 0 and 1 only
    assertThat(ds.index().sample(8).augmentation().orElseThrow()).startsWith("Rotate_Translate");
    assertThat(ds.index().sample(19).augmentation().orElseThrow())
        .startsWith("GaussianAdditiveNoise");
    Block grown = ds.source(0).block(0);
    double[] origin = grown.row(ds.index().sample(8).origin());
    assertThat(grown.row(8)).isNotEqualTo(origin).hasSameSizeAs(origin);
  }

  @Test
  void sameDocumentAndSeedGiveTheSameCopies() {
    String step = "{\"transformers\": " + FIVE + ", \"count\": 2}";
    SpectroDataset a = tiny();
    SpectroDataset b = tiny();
    new SampleAugmentationController()
        .run(spec(step), KeywordFixtures.env(a, RunEvents.disabled()));
    new SampleAugmentationController()
        .run(spec(step), KeywordFixtures.env(b, RunEvents.disabled()));
    assertThat(a.source(0).block(0).toRows()).isDeepEqualTo(b.source(0).block(0).toRows());
    assertThat(a.source(0).block(0).fingerprint()).isEqualTo(b.source(0).block(0).fingerprint());
  }

  @Test
  void badStepsNameTheirPath() {
    assertThatThrownBy(() -> spec("{\"transformers\": []}"))
        .hasMessageContaining("pipeline[0].sample_augmentation.transformers");
    assertThatThrownBy(() -> spec("{\"transformers\": " + FIVE + ", \"count\": 0}"))
        .hasMessageContaining("pipeline[0].sample_augmentation.count");
    assertThatThrownBy(() -> spec("{\"transformers\": " + FIVE + ", \"selection\": \"some\"}"))
        .hasMessageContaining("selection");
    assertThatThrownBy(() -> spec("{\"transformers\": " + FIVE + ", \"balance\": \"y\"}"))
        .hasMessageContaining("balance");
    assertThatThrownBy(() -> spec("{\"transformers\": [{\"class\": \"Foo\"}]}"))
        .hasMessageContaining("pipeline[0].sample_augmentation.transformers[0]");
  }

  @Test
  void foldModelsNeverTrainOnCopiesSoScoresAreUnchanged() {
    String head = "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}, ";
    String tail =
        "\"nirs4all.operators.transforms.SNV\", "
            + "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}";
    String aug = "{\"sample_augmentation\": {\"transformers\": " + FIVE + ", \"count\": 2}}, ";
    SpectroDataset ds = RunFixtures.demo();
    RunReport plain =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + head + tail + "]}"), ds, CacheConfig.defaults());
    RunReport augmented =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + aug + head + tail + "]}"),
            ds,
            CacheConfig.defaults());
    assertThat(augmented.variant(0).ok()).as(augmented.variant(0).error()).isTrue();
    assertThat(augmented.variant(0).models().get(0).cv())
        .isEqualTo(plain.variant(0).models().get(0).cv());
    assertThat(augmented.variant(0).models().get(0).test())
        .isEqualTo(plain.variant(0).models().get(0).test());
  }

  @Test
  void laterTransformerFitsAndFoldlessModelsSeeTheCopies() {
    String aug =
        "{\"sample_augmentation\": {\"transformers\": "
            + FIVE
            + ", \"count\": 1, "
            + "\"random_state\": 3}}, ";
    String tail =
        "{\"class\": \"StandardScaler\"}, "
            + "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}";
    SpectroDataset ds = RunFixtures.demo();
    RunReport plain =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + tail + "]}"), ds, CacheConfig.defaults());
    RunReport augmented =
        RunFixtures.run(
            RunFixtures.doc("{\"pipeline\": [" + aug + tail + "]}"), ds, CacheConfig.defaults());
    assertThat(augmented.variant(0).ok()).as(augmented.variant(0).error()).isTrue();
    assertThat(augmented.variant(0).models().get(0).test())
        .isNotEqualTo(plain.variant(0).models().get(0).test());
  }

  @Test
  void insideABranchItIsRefusedWithThePath() {
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": [{\"branch\": [[{\"sample_augmentation\":"
                    + " {\"transformers\": "
                    + FIVE
                    + "}}], []]}, {\"model\": {\"class\": \"PLSRegression\"}}]}"),
            RunFixtures.demo(),
            CacheConfig.defaults());
    assertThat(r.variant(0).error()).contains("sample_augmentation inside a branch");
  }
}
