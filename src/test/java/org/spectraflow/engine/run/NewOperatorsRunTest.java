package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/** The linear/kernel models, decompositions and group splitters run inside documents. */
class NewOperatorsRunTest {

  private static final String KFOLD = "{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}";

  private static RunReport run(SpectroDataset ds, String steps) {
    return RunFixtures.run(
        RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), ds, CacheConfig.defaults());
  }

  @Test
  void everyNewRegressorRunsWithCrossValidation() {
    SpectroDataset ds = RunFixtures.demo();
    for (String model :
        List.of(
            "{\"class\": \"sklearn.linear_model.ElasticNet\", \"params\": {\"alpha\": 0.001}}",
            "{\"class\": \"sklearn.linear_model.Lasso\", \"params\": {\"alpha\": 0.001}}",
            "{\"class\": \"sklearn.linear_model.LinearRegression\"}",
            "{\"class\": \"sklearn.neighbors.KNeighborsRegressor\", \"params\": {\"n_neighbors\": 3}}",
            "{\"class\": \"sklearn.svm.SVR\", \"params\": {\"C\": 10.0}}")) {
      RunReport r = run(ds, KFOLD + ", {\"model\": " + model + "}");
      assertThat(r.variant(0).ok()).as(model + ": " + r.variant(0).error()).isTrue();
      ModelReport m = r.variant(0).models().get(0);
      assertThat(m.foldVal()).as(model).hasSize(3);
      assertThat(m.cv()).as(model).isFinite();
    }
  }

  @Test
  void pcaAndTruncatedSvdInsideConcatTransform() {
    RunReport r =
        run(
            RunFixtures.demo(),
            "{\"concat_transform\": [{\"class\": \"sklearn.decomposition.PCA\","
                + " \"params\": {\"n_components\": 5}}, {\"class\": \"sklearn.decomposition.TruncatedSVD\","
                + " \"params\": {\"n_components\": 3, \"random_state\": 0}}]}, "
                + KFOLD
                + ", {\"model\": {\"class\": \"Ridge\"}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(ControllersTest.last(r, "Ridge").shape().get(0).features()).isEqualTo(8);
  }

  @Test
  void groupKFoldWithoutGroupBySaysWhatToAdd() {
    RunReport r =
        run(
            RunFixtures.demo(),
            "{\"split\": {\"class\": \"sklearn.model_selection.GroupKFold\"}},"
                + " {\"model\": {\"class\": \"Ridge\"}}");
    assertThat(r.variant(0).ok()).isFalse();
    assertThat(r.variant(0).error()).contains("GroupKFold needs groups").contains("group_by");
  }

  @Test
  void groupByAMetadataColumnKeepsEachGroupInOneFold() {
    SpectroDataset ds = RunFixtures.shared("classification");
    RunReport r =
        run(
            ds,
            "{\"split\": {\"class\": \"sklearn.model_selection.GroupKFold\", \"params\": {\"n_splits\": 3}},"
                + " \"group_by\": \"Sample_ID\"}, {\"model\": {\"class\": \"sklearn.neighbors.KNeighborsClassifier\"}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).foldVal()).hasSize(3);
    RunReport missing =
        run(
            ds,
            "{\"split\": \"sklearn.model_selection.GroupKFold\", \"group_by\": \"Nope\"},"
                + " {\"model\": {\"class\": \"Ridge\"}}");
    assertThat(missing.variant(0).error())
        .contains("pipeline[0].group_by: no metadata column 'Nope'");
  }

  @Test
  void spxyFoldsRunOnTheDemo() {
    RunReport r =
        run(
            RunFixtures.demo(),
            "{\"class\": \"nirs4all.operators.splitters.SPXYGFold\", \"params\":"
                + " {\"n_splits\": 4}}, {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).foldVal()).hasSize(4);
  }

  @Test
  void repetitionKeysOnASplitRunAndBadValuesAreRefusedNamingTheKey() {
    RunReport r =
        run(
            RunFixtures.demo(),
            "{\"split\": {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                + " \"ignore_repetition\": true, \"aggregation\": \"median\","
                + " \"y_aggregation\": null}, {\"model\": {\"class\": \"Ridge\"}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).foldVal()).hasSize(3);
    assertThatThrownBy(
            () ->
                run(
                    RunFixtures.demo(),
                    "{\"split\": {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                        + " \"aggregation\": \"max\"}, {\"model\": {\"class\": \"Ridge\"}}"))
        .hasMessageContaining("pipeline[0].aggregation")
        .hasMessageContaining("use one of mean, median");
  }

  @Test
  void xOutlierAndHighLeverageFiltersRunInExclude() {
    RunReport r =
        run(
            RunFixtures.demo(),
            "{\"exclude\": [{\"class\": \"nirs4all.operators.filters.XOutlierFilter\","
                + " \"params\": {\"method\": \"pca_leverage\", \"n_components\": 3}},"
                + " {\"class\": \"nirs4all.operators.filters.HighLeverageFilter\"}], \"mode\": \"any\"},"
                + " {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).cv()).isFinite();
  }

  @Test
  void robustMahalanobisAndIsolationForestRunInExclude() {
    RunReport r =
        run(
            RunFixtures.demo(),
            "{\"exclude\": [{\"class\": \"nirs4all.operators.filters.XOutlierFilter\","
                + " \"params\": {\"method\": \"robust_mahalanobis\", \"random_state\": 0}},"
                + " {\"class\": \"nirs4all.operators.filters.XOutlierFilter\","
                + " \"params\": {\"method\": \"isolation_forest\", \"contamination\": 0.05,"
                + " \"random_state\": 1}}], \"mode\": \"any\"},"
                + " {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
                + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 3}}}");
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).cv()).isFinite();
  }
}
