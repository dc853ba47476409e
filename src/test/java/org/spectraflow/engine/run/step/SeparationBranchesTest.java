package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.StepIds;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.plan.Branching;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.planner.StepPlanner;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/**
 * Separation branches by metadata, tag and filter: the groups, their steps, concat and stacking.
 */
class SeparationBranchesTest {

  private static final int TRAIN = 24;
  private static final int TEST = 8;

  private static SpectroDataset withVariety() {
    List<String[]> cells = new ArrayList<>();
    double[] y = new double[TRAIN + TEST];
    for (int i = 0; i < y.length; i++) {
      cells.add(new String[] {i % 3 == 0 ? "b" : "a", Integer.toString(i % 4)});
      y[i] = 10 + i % 7 + (i % 3 == 0 ? 5 : 0);
    }
    MetadataTable meta = MetadataTable.fromCells(List.of("variety", "lot"), cells);
    return KeywordFixtures.dataset(TRAIN, TEST, 16, y, meta);
  }

  private static List<SeparationBranches.Group> groups(String spec, SpectroDataset ds) {
    Branching planned =
        (Branching)
            new StepPlanner(KeywordFixtures.resolver())
                .plan(
                    RunFixtures.doc("{\"pipeline\": [{\"branch\": " + spec + "}]}"),
                    StepIds.IDENTITY)
                .steps()
                .get(0);
    return SeparationBranches.groups(
        planned.separation(),
        ds,
        KeywordFixtures.env(ds, RunEvents.disabled()),
        DocumentPath.PIPELINE.index(0).key("branch"));
  }

  @Test
  void byMetadataMakesOneSortedBranchPerValueOrNamedValueSets() {
    SpectroDataset ds = withVariety();
    List<SeparationBranches.Group> auto = groups("{\"by_metadata\": \"variety\"}", ds);
    assertThat(auto).extracting(SeparationBranches.Group::name).containsExactly("a", "b");
    assertThat(auto.get(1).members()).contains(0, 3, 30).doesNotContain(1);
    List<SeparationBranches.Group> named =
        groups(
            "{\"by_metadata\": \"lot\", \"values\": "
                + "{\"low\": [0, 1], \"high\": 3}, \"min_samples\": 2, \"steps\": {\"low\": "
                + "[{\"class\": \"StandardScaler\"}], \"default\": []}}",
            ds);
    assertThat(named).extracting(SeparationBranches.Group::name).containsExactly("low", "high");
    assertThat(named.get(0).members()).hasSize(16);
    assertThat(named.get(0).steps()).hasSize(1);
    assertThat(named.get(1).steps()).isEmpty();
  }

  @Test
  void overlappingGroupsAndMissingColumnsAreErrorsWithThePath() {
    SpectroDataset ds = withVariety();
    assertThatThrownBy(
            () ->
                groups(
                    "{\"by_metadata\": \"lot\", \"values\": {\"x\": [0, 1], " + "\"y\": [1]}}", ds))
        .hasMessageContaining("pipeline[0].branch")
        .hasMessageContaining("both branch 'x' and branch 'y'");
    assertThatThrownBy(() -> groups("{\"by_metadata\": \"site\"}", ds))
        .hasMessageContaining("no metadata column 'site'");
    assertThatThrownBy(() -> groups("{\"by_tag\": \"missing\"}", ds))
        .hasMessageContaining("no tag 'missing'");
  }

  @Test
  void byTagConditionsAndByFilterSplitPassingFromFailing() {
    SpectroDataset ds = withVariety();
    for (int id = 0; id < TRAIN + TEST; id++) {
      ds.index().tag(id, "score", Double.toString(id / 10.0));
    }
    List<SeparationBranches.Group> tagged =
        groups(
            "{\"by_tag\": \"score\", \"values\": "
                + "{\"low\": \"..0.9\", \"mid\": \"1..2\", \"high\": \"> 2\"}}",
            ds);
    assertThat(tagged.get(0).members()).hasSize(10);
    assertThat(tagged.get(1).members()).hasSize(11);
    assertThat(tagged.get(2).members()).hasSize(11);
    List<SeparationBranches.Group> filtered =
        groups(
            "{\"by_filter\": {\"class\": "
                + "\"YOutlierFilter\", \"params\": {\"method\": \"zscore\", \"threshold\": 1.0}}, "
                + "\"names\": [\"ok\", \"odd\"]}",
            ds);
    assertThat(filtered).extracting(SeparationBranches.Group::name).containsExactly("ok", "odd");
    assertThat(filtered.get(0).members().length + filtered.get(1).members().length)
        .isEqualTo(TRAIN + TEST);
  }

  @Test
  void branchesTrainOnTheirSamplesAndConcatPutsTheRowsBack() {
    SpectroDataset ds = withVariety();
    String pls = "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 2}}";
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": ["
                    + "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                    + "{\"branch\": {\"by_metadata\": \"variety\", \"steps\": {\"a\": [\"nirs4all.operators.transforms.SNV\"],"
                    + " \"b\": [{\"class\": \"StandardScaler\"}]}}},"
                    + pls
                    + ", \"name\": \"per-variety\"},"
                    + "{\"merge\": \"concat\"},"
                    + pls
                    + ", \"name\": \"all\"},"
                    + "{\"model\": {\"class\": \"nirs4all.operators.models.MetaModel\"}, \"name\": \"meta\"}]}"),
            ds,
            CacheConfig.defaults());
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    List<ModelReport> models = r.variant(0).models();
    assertThat(models)
        .extracting(ModelReport::name)
        .containsExactly("per-variety", "per-variety", "all", "meta");
    assertThat(models).extracting(ModelReport::branch).containsExactly("a", "b", null, null);
    assertThat(models.get(0).predictions().yTrue()).hasSize(5);
    assertThat(models.get(1).predictions().yTrue()).hasSize(3);
    assertThat(models.get(2).predictions().yTrue()).hasSize(TEST);
    assertThat(r.cow().liveReferences()).isZero();
  }
}
