package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;

/** Merge, feature augmentation, concat_transform and y_processing on the small demo data. */
class ControllersTest {

  static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}";
  static final String KFOLD = "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}";
  final SpectroDataset ds = RunFixtures.demo();

  RunReport run(String steps) {
    return RunFixtures.run(
        RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), ds, CacheConfig.defaults());
  }

  static StepRecord last(RunReport r, String name) {
    return r.steps().stream()
        .filter(s -> s.name().equals(name) && s.variant() == 0)
        .reduce((a, b) -> b)
        .orElseThrow();
  }

  @Test
  void featuresMergePutsTheBranchesSideBySideInOneSource() {
    RunReport r =
        run(
            "{\"branch\": [[\"nirs4all.operators.transforms.SNV\"], [{\"class\": \"Detrend\"}], []]},"
                + " {\"merge\": \"features\"}, "
                + PLS);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    StepRecord model = last(r, "PLSRegression");
    assertThat(model.shape()).hasSize(1);
    assertThat(model.shape().get(0).features()).isEqualTo(3 * 80);
    assertThat(model.branchPath()).isEmpty();
    assertThat(r.variant(0).models())
        .singleElement()
        .satisfies(m -> assertThat(m.branch()).isNull());
    assertThat(r.cow().liveReferences()).isZero();
  }

  @Test
  void predictionsMergeStacksOneColumnPerBranchModel() {
    RunReport r =
        run(
            KFOLD
                + ", {\"branch\": [[\"nirs4all.operators.transforms.SNV\", "
                + PLS
                + "],"
                + " [{\"class\": \"Detrend\"}, "
                + PLS
                + "]]}, {\"merge\": \"predictions\"},"
                + " {\"model\": {\"class\": \"Ridge\"}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models())
        .extracting(ModelReport::name)
        .containsExactly("PLSRegression", "PLSRegression", "Ridge");
    assertThat(last(r, "Ridge").shape().get(0).features()).isEqualTo(2);
  }

  @Test
  void featureAugmentationAddsProcessingsWithOneOperationCounter() {
    RunReport r =
        run(
            "{\"feature_augmentation\": [\"nirs4all.operators.transforms.SNV\","
                + " [{\"class\": \"Detrend\"}, {\"class\": \"FirstDerivative\"}]]}, "
                + PLS);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(last(r, "PLSRegression").shape().get(0).processings()).isEqualTo(3);
  }

  @Test
  void featureAugmentationCanBoundTheProcessingCount() {
    RunReport r =
        run(
            "{\"feature_augmentation\": [\"nirs4all.operators.transforms.SNV\","
                + " {\"class\": \"Detrend\"}, {\"class\": \"FirstDerivative\"}], \"max_processings\": 2}, "
                + PLS);
    assertThat(last(r, "PLSRegression").shape().get(0).processings()).isEqualTo(2);
  }

  @Test
  void concatTransformReplacesAProcessingByTheOutputsSideBySide() {
    RunReport r =
        run("{\"concat_transform\": [null, \"nirs4all.operators.transforms.SNV\"]}, " + PLS);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(last(r, "PLSRegression").shape().get(0).features()).isEqualTo(160);
  }

  @Test
  void yProcessingScoresInTargetUnits() {
    // PLS standardises y itself, so scaling y first must not change the scores
    RunReport plain = run(KFOLD + ", " + PLS);
    RunReport scaled = run(KFOLD + ", {\"y_processing\": {\"class\": \"MinMaxScaler\"}}, " + PLS);
    ModelReport a = plain.variant(0).models().get(0);
    ModelReport b = scaled.variant(0).models().get(0);
    assertThat(b.cv()).isCloseTo(a.cv(), within(1e-9 * a.cv()));
    assertThat(b.test()).isCloseTo(a.test(), within(1e-9 * a.test()));
  }

  @Test
  void theSameInputsGiveTheSameReport() {
    String steps = KFOLD + ", {\"branch\": [[\"nirs4all.operators.transforms.SNV\"], []]}, " + PLS;
    assertThat(RunFixtures.scores(run(steps))).isEqualTo(RunFixtures.scores(run(steps)));
  }
}
