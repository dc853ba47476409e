package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.stream.StreamSupport;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Whole runs on the shared real data in float64 against numpy/scipy/scikit-learn reference numbers
 * (tools/reference/make_e2e_reference.py): per-fold, pooled out-of-fold and refit scores, a
 * cartesian sweep, duplication branches, multi-source and classification; and user pipelines
 * compared to 1e-6: classification with stratified folds (LogisticRegression,
 * RandomForestClassifier), repeated KFold, stacking and exclusion by a filter.
 */
class EndToEndReferenceTest {

  private static final double REL = 1e-8;
  static JsonNode ref;
  static SpectroDataset regression;

  @BeforeAll
  static void load() throws IOException {
    regression = RunFixtures.shared("regression");
    try (InputStream in =
        EndToEndReferenceTest.class.getResourceAsStream("/e2e/e2e-reference.json")) {
      ref = new ObjectMapper().readTree(in);
    }
  }

  static final String KFOLD = "{\"split\": {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}}";

  static final String OR_KFOLD =
      "{\"pipeline\": [{\"_or_\": [\"nirs4all.operators.transforms.SNV\","
          + " \"nirs4all.operators.transforms.MultiplicativeScatterCorrection\","
          + " {\"class\": \"SavitzkyGolay\"}]}, "
          + KFOLD
          + ","
          + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 10}}}]}";

  @Test
  void orOfPreprocessingsWithKFoldMatchesFoldPooledAndRefitScores() {
    RunReport r = RunFixtures.run(RunFixtures.doc(OR_KFOLD), regression, CacheConfig.defaults());
    assertThat(r.variants()).hasSize(3);
    int winner = -1;
    double bestCv = Double.MAX_VALUE;
    for (int i = 0; i < 3; i++) {
      JsonNode e = ref.get("orKFold").get(i);
      ModelReport m = r.variant(i).models().get(0);
      assertThat(m.name()).isEqualTo("PLSRegression");
      assertClose(m.foldVal(), e.get("fold_val_rmse"));
      assertClose(m.foldTest(), e.get("fold_test_rmse"));
      assertThat(m.cv()).isCloseTo(e.get("cv_rmse").asDouble(), rel(e.get("cv_rmse")));
      assertThat(m.meanFold())
          .isCloseTo(e.get("mean_fold_rmse").asDouble(), rel(e.get("mean_fold_rmse")));
      if (m.cv() < bestCv) {
        bestCv = m.cv();
        winner = i;
      }
    }
    for (int i = 0; i < 3; i++) {
      JsonNode e = ref.get("orKFold").get(i);
      ModelReport m = r.variant(i).models().get(0);
      String test = i == winner ? "refit_test_rmse" : "avg_test_rmse";
      assertThat(m.test()).isCloseTo(e.get(test).asDouble(), rel(e.get(test)));
      assertThat(m.refitTest() != null).isEqualTo(i == winner);
    }
    int won = winner;
    assertThat(r.bestModel())
        .hasValueSatisfying(
            b -> {
              assertThat(b.variant()).isEqualTo(won);
              assertThat(b.score())
                  .isCloseTo(
                      ref.get("orKFold").get(won).get("refit_test_rmse").asDouble(), within(1e-6));
            });
    assertThat(r.modelFits()).isEqualTo(3 * 3 + 1);
  }

  @Test
  void cartesianSweepMatchesEveryVariantsTestRmse() {
    String doc =
        "{\"pipeline\": [{\"_cartesian_\": ["
            + "{\"_or_\": [null, \"nirs4all.operators.transforms.SNV\", \"nirs4all.operators.transforms.MSC\"]},"
            + "{\"_or_\": [null, {\"class\": \"SavitzkyGolay\"}, {\"class\": \"Detrend\"}]}]},"
            + "{\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [4, 12, 4], \"param\": \"n_components\"}]}";
    RunReport r = RunFixtures.run(RunFixtures.doc(doc), regression, CacheConfig.fullCache());
    List<JsonNode> expected =
        StreamSupport.stream(ref.get("cartesian").spliterator(), false).toList();
    assertThat(r.variants()).hasSize(expected.size()).allMatch(VariantReport::ok);
    for (JsonNode e : expected) {
      String name =
          e.get("name")
              .asText()
              .replace("StandardNormalVariate", "SNV")
              .replace("MultiplicativeScatterCorrection", "MSC");
      VariantReport v =
          r.variants().stream()
              .filter(x -> x.name().equals(name))
              .findFirst()
              .orElseThrow(
                  () ->
                      new AssertionError(
                          "no variant "
                              + name
                              + " in "
                              + r.variants().stream().map(VariantReport::name).toList()));
      ModelReport m = v.models().get(0);
      assertThat(m.test())
          .as(name)
          .isCloseTo(e.get("test_rmse").asDouble(), rel(e.get("test_rmse")));
      assertThat(m.testSecondary()).as(name).isCloseTo(e.get("test_r2").asDouble(), within(1e-8));
      assertThat(m.cv()).isNull();
    }
  }

  @Test
  void threeWayDuplicationBranchScoresEachBranch() {
    String doc =
        "{\"pipeline\": ["
            + KFOLD
            + ", {\"branch\": ["
            + "[\"nirs4all.operators.transforms.SNV\", {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 5}}}],"
            + "[\"nirs4all.operators.transforms.MSC\", {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 8}}}],"
            + "[{\"class\": \"SavitzkyGolay\"}, {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 10}}}]"
            + "]}]}";
    for (boolean cow : new boolean[] {true, false}) {
      RunReport r =
          RunFixtures.run(
              RunFixtures.doc(doc), regression, CacheConfig.defaults().withUseCowSnapshots(cow));
      List<ModelReport> models = r.variant(0).models();
      assertThat(models).extracting(ModelReport::branch).containsExactly("0", "1", "2");
      for (int b = 0; b < 3; b++) {
        JsonNode e = ref.get("branches").get(b);
        assertThat(models.get(b).cv())
            .isCloseTo(e.get("cv_rmse").asDouble(), rel(e.get("cv_rmse")));
        assertClose(models.get(b).foldVal(), e.get("fold_val_rmse"));
      }
      ModelReport refitted =
          models.stream().filter(m -> m.refitTest() != null).findFirst().orElseThrow();
      JsonNode e = ref.get("branches").get(Integer.parseInt(refitted.branch()));
      assertThat(refitted.refitTest())
          .isCloseTo(e.get("refit_test_rmse").asDouble(), rel(e.get("refit_test_rmse")));
      assertThat(r.cow().liveReferences()).isZero();
      assertThat(r.cow().bytesCopied() == 0).isEqualTo(cow);
    }
  }

  @Test
  void multiSourceRunsTransformersPerSourceAndTheModelOnTheirConcatenation() {
    SpectroDataset multi = RunFixtures.shared("multi");
    String doc =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
            + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 10}}}]}";
    RunReport r = RunFixtures.run(RunFixtures.doc(doc), multi, CacheConfig.fullCache());
    JsonNode e = ref.get("multiSource");
    assertThat(multi.sources()).hasSize(3);
    assertThat(r.dataset().featuresPerSource().stream().mapToInt(Integer::intValue).sum())
        .isEqualTo(e.get("features").asInt());
    ModelReport m = r.variant(0).models().get(0);
    assertThat(m.test()).isCloseTo(e.get("test_rmse").asDouble(), rel(e.get("test_rmse")));
    assertThat(r.steps().get(0).shape()).hasSize(3);
  }

  @Test
  void plsDaClassificationReportsBalancedAccuracyAndAccuracy() {
    SpectroDataset binary = RunFixtures.shared("binary");
    String doc =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
            + " {\"model\": {\"class\": \"PLSDA\", \"params\": {\"n_components\": 5}}}]}";
    RunReport r = RunFixtures.run(RunFixtures.doc(doc), binary, CacheConfig.defaults());
    JsonNode e = ref.get("classification");
    ModelReport m = r.variant(0).models().get(0);
    assertThat(m.scoreNames().primary().key()).isEqualTo("balanced_accuracy");
    assertThat(m.test()).isCloseTo(e.get("test_balanced_accuracy").asDouble(), within(1e-12));
    assertThat(m.testSecondary()).isCloseTo(e.get("test_accuracy").asDouble(), within(1e-12));
    double[] expected =
        StreamSupport.stream(e.get("y_pred").spliterator(), false)
            .mapToDouble(JsonNode::asDouble)
            .toArray();
    assertThat(m.predictions().yPred()).containsExactly(expected);
    assertThat(r.bestModel().orElseThrow().metric()).isEqualTo("balanced_accuracy");
  }

  /** The user-pipeline checks: every score within 1e-6 (relative) of scikit-learn's. */
  private static final double USER = 1e-6;

  private static ModelReport only(RunReport r) {
    assertThat(r.variants()).hasSize(1);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    return r.variant(0).models().get(0);
  }

  /** Per-fold validation and test scores, their mean and the refit's test score. */
  private static void assertFoldsAndRefit(ModelReport m, JsonNode e) {
    assertWithin(m.foldVal(), e.get("fold_val"));
    assertWithin(m.foldTest(), e.get("fold_test"));
    assertThat(m.meanFold()).isCloseTo(e.get("mean_fold").asDouble(), rel6(e.get("mean_fold")));
    assertThat(m.refitTest()).isNotNull();
    assertThat(m.refitTest()).isCloseTo(e.get("refit_test").asDouble(), rel6(e.get("refit_test")));
  }

  @Test
  void stratifiedFoldsWithLogisticRegressionAndRandomForestMatchScikitLearn() {
    SpectroDataset binary = RunFixtures.shared("binary");
    String split =
        "{\"split\": {\"class\": \"sklearn.model_selection.StratifiedKFold\","
            + " \"params\": {\"n_splits\": 3, \"shuffle\": true, \"random_state\": 0}}}";
    String[][] models = {
      {"LogisticRegression", "{\"max_iter\": 1000}"},
      {"RandomForestClassifier", "{\"n_estimators\": 25, \"max_depth\": 6, \"random_state\": 0}"}
    };
    for (String[] model : models) {
      String doc =
          "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", "
              + split
              + ", {\"model\": {\"class\": \""
              + model[0]
              + "\", \"params\": "
              + model[1]
              + "}}]}";
      ModelReport m = only(RunFixtures.run(RunFixtures.doc(doc), binary, CacheConfig.defaults()));
      JsonNode e = ref.get("stratifiedClassification").get(model[0]);
      assertThat(m.scoreNames().primary().key()).as(model[0]).isEqualTo("balanced_accuracy");
      assertFoldsAndRefit(m, e);
    }
  }

  @Test
  void repeatedKFoldScoresEveryFoldOfEveryRepetition() {
    String doc =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\","
            + " {\"class\": \"sklearn.model_selection.RepeatedKFold\", \"params\":"
            + " {\"n_splits\": 3, \"n_repeats\": 2, \"random_state\": 0}},"
            + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 8}}}]}";
    ModelReport m = only(RunFixtures.run(RunFixtures.doc(doc), regression, CacheConfig.defaults()));
    assertThat(m.foldVal()).hasSize(6);
    assertFoldsAndRefit(m, ref.get("repeatedKFold"));
  }

  @Test
  void stackingRegressorMatchesScikitLearnsInEveryFold() {
    String doc =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", "
            + KFOLD
            + ", {\"model\": {\"class\": \"sklearn.ensemble.StackingRegressor\", \"params\": {"
            + "\"estimators\": [[\"pls4\", {\"class\": \"PLSRegression\", \"params\":"
            + " {\"n_components\": 4}}], [\"pls10\", {\"class\": \"PLSRegression\","
            + " \"params\": {\"n_components\": 10}}]],"
            + " \"final_estimator\": {\"class\": \"Ridge\", \"params\": {\"alpha\": 0.1}},"
            + " \"cv\": 3}}}]}";
    ModelReport m = only(RunFixtures.run(RunFixtures.doc(doc), regression, CacheConfig.defaults()));
    assertFoldsAndRefit(m, ref.get("stacking"));
  }

  @Test
  void excludedOutliersNeverTrainNorScore() {
    String doc =
        "{\"pipeline\": [{\"exclude\": {\"class\":"
            + " \"nirs4all.operators.filters.y_outlier.YOutlierFilter\","
            + " \"params\": {\"method\": \"iqr\", \"threshold\": 1.5}}}, "
            + KFOLD
            + ", {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 10}}}]}";
    RunReport r = RunFixtures.run(RunFixtures.doc(doc), regression, CacheConfig.defaults());
    JsonNode e = ref.get("exclusion");
    assertThat(e.get("excluded").asInt()).isPositive();
    assertFoldsAndRefit(only(r), e);
  }

  private static void assertWithin(List<Double> actual, JsonNode expected) {
    assertThat(actual).hasSize(expected.size());
    for (int i = 0; i < actual.size(); i++) {
      assertThat(actual.get(i))
          .as("fold %d", i)
          .isCloseTo(expected.get(i).asDouble(), rel6(expected.get(i)));
    }
  }

  private static Offset<Double> rel6(JsonNode v) {
    return within(Math.max(Math.abs(v.asDouble()) * USER, 1e-12));
  }

  private static void assertClose(List<Double> actual, JsonNode expected) {
    assertThat(actual).hasSize(expected.size());
    for (int i = 0; i < actual.size(); i++) {
      assertThat(actual.get(i)).isCloseTo(expected.get(i).asDouble(), rel(expected.get(i)));
    }
  }

  private static Offset<Double> rel(JsonNode v) {
    return within(Math.abs(v.asDouble()) * REL);
  }
}
