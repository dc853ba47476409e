package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.model.FeatureCountMismatchException;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/**
 * A run keeping its final models predicts its refit test partition through the {@link
 * FittedPipeline}: the report stays bit-identical to a run that keeps nothing, and the pipeline
 * applied to the test rows' raw spectra gives the report's refit predictions bit for bit.
 */
class FittedPipelineRunTest {

  private static final String KFOLD =
      "{\"split\": {\"class\": \"KFold\", \"params\": {\"n_splits\": 3}}}";
  private static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 5}}}";

  private final SpectroDataset ds = RunFixtures.demo();

  @ParameterizedTest
  @ValueSource(
      strings = {
        "[" + KFOLD + ", " + PLS + "]",
        "[" + KFOLD + ", {\"model\": {\"class\": \"Ridge\"}}]",
        "[\"nirs4all.operators.transforms.SNV\", {\"class\": \"SavitzkyGolay\"}, "
            + KFOLD
            + ", "
            + PLS
            + "]",
        "[{\"class\": \"MinMaxScaler\"}, {\"y_processing\": {\"class\": \"StandardScaler\"}}, "
            + KFOLD
            + ", "
            + PLS
            + "]",
        "[\"nirs4all.operators.transforms.MSC\", {\"class\": \"StandardScaler\"}, "
            + "{\"y_processing\": {\"class\": \"MinMaxScaler\"}}, "
            + KFOLD
            + ", {\"model\": {\"class\": \"Ridge\"}}]",
        "[{\"class\": \"Detrend\"}, {\"y_processing\": {\"class\": \"LogTransform\"}}, "
            + KFOLD
            + ", "
            + PLS
            + "]",
        "[{\"exclude\": [{\"class\": \"nirs4all.operators.filters.XOutlierFilter\", \"params\":"
            + " {\"method\": \"pca_leverage\", \"n_components\": 3}}], \"mode\": \"any\"},"
            + " \"nirs4all.operators.transforms.SNV\", "
            + KFOLD
            + ", "
            + PLS
            + "]",
        "[{\"sample_augmentation\": {\"transformers\": [{\"class\": \"GaussianAdditiveNoise\"}],"
            + " \"count\": 1}}, {\"class\": \"FirstDerivative\"}, "
            + KFOLD
            + ", "
            + PLS
            + "]",
        "[{\"class\": \"StandardScaler\"}, {\"class\": \"PCA\", \"params\": {\"n_components\": 10}}, "
            + KFOLD
            + ", {\"model\": {\"class\": \"Ridge\"}}]",
        // feature merge of duplication branches
        "["
            + KFOLD
            + ", {\"branch\": [[\"nirs4all.operators.transforms.SNV\"],"
            + " [{\"class\": \"SavitzkyGolay\"}, {\"class\": \"StandardScaler\"}]]},"
            + " {\"merge\": \"features\"}, "
            + PLS
            + "]",
        // stacking: branch models' predictions merged, a model on them
        "[{\"class\": \"MinMaxScaler\"}, {\"y_processing\": {\"class\": \"StandardScaler\"}}, "
            + KFOLD
            + ", {\"branch\": [[\"nirs4all.operators.transforms.SNV\", "
            + PLS
            + "], [{\"class\": \"Detrend\"}, {\"model\": {\"class\": \"Ridge\"}}]]},"
            + " {\"merge\": \"predictions\"}, {\"model\": {\"class\": \"LinearRegression\"}}]",
        // feature_augmentation (add, then a transformer over every processing), extend, replace
        "[{\"feature_augmentation\": [\"nirs4all.operators.transforms.SNV\", {\"class\":"
            + " \"SavitzkyGolay\"}]}, {\"class\": \"StandardScaler\"}, "
            + KFOLD
            + ", "
            + PLS
            + "]",
        "[{\"class\": \"Detrend\"}, {\"feature_augmentation\": [{\"class\": \"Gaussian\"},"
            + " [\"nirs4all.operators.transforms.SNV\", {\"class\": \"FirstDerivative\"}]],"
            + " \"action\": \"extend\"}, "
            + KFOLD
            + ", {\"model\": {\"class\": \"Ridge\"}}]",
        "[{\"feature_augmentation\": [\"nirs4all.operators.transforms.SNV\", {\"class\":"
            + " \"Detrend\"}], \"action\": \"replace\"}, {\"class\": \"MinMaxScaler\"}, "
            + KFOLD
            + ", "
            + PLS
            + "]",
        // concat_transform
        "[{\"concat_transform\": [{\"class\": \"PCA\", \"params\": {\"n_components\": 5}},"
            + " {\"class\": \"Detrend\"}, null]}, "
            + KFOLD
            + ", {\"model\": {\"class\": \"Ridge\"}}]"
      })
  void refitPredictionsGoThroughTheFittedPipelineBitForBit(String steps) {
    String doc = "{\"pipeline\": " + steps + "}";
    for (CacheConfig cache : List.of(CacheConfig.defaults(), CacheConfig.fullCache())) {
      checkBitForBit(doc, cache);
    }
  }

  private void checkBitForBit(String doc, CacheConfig cache) {
    RunReport plain = run(doc, false, cache).report();
    RunResult kept = run(doc, true, cache);
    assertThat(kept.report().modelFits()).isEqualTo(plain.modelFits());
    assertThat(kept.report().transformerApplications()).isEqualTo(plain.transformerApplications());
    assertThat(kept.report().steps()).hasSameSizeAs(plain.steps());
    assertThat(kept.report().stepCache()).isEqualTo(plain.stepCache());

    assertThat(RunFixtures.scores(kept.report())).isEqualTo(RunFixtures.scores(plain));
    assertThat(kept.notHeld()).isEmpty();
    assertThat(kept.finalModels()).isNotEmpty();
    for (FittedPipeline pipeline : kept.finalModels()) {
      checkHeld(pipeline, kept, plain);
    }
  }

  private void checkHeld(FittedPipeline pipeline, RunResult kept, RunReport plain) {
    ModelReport refitted = refitted(kept.report(), pipeline);
    ModelReport before = refitted(plain, pipeline);
    assertThat(refitted.predictions().yPred()).isEqualTo(before.predictions().yPred());

    double[][] p = pipeline.predict(ds, ds.testIds());
    double[] first = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      first[i] = p[i][0];
    }
    assertThat(first).isEqualTo(refitted.predictions().yPred());
    assertThat(pipeline.provenance().scores()).containsKey("refit_test_rmse");
    assertThat(pipeline.shape().features()).isEqualTo(ds.source(0).numFeatures());
    for (var step : pipeline.steps()) {
      assertThat(step.operator()).isNotBlank();
    }
    assertThat(pipeline.model().state().kind()).isNotBlank();
  }

  @Test
  void float32RunsWithAndWithoutTheStepCacheGiveTheSameBits() {
    SpectroDataset f32 =
        SyntheticNirs.defaults()
            .withSamples(60)
            .withWavelengths(80)
            .withPrecision(Precision.FLOAT32)
            .generate();
    String doc =
        "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"StandardScaler\"}, "
            + KFOLD
            + ", "
            + PLS
            + "]}";
    for (CacheConfig cache : List.of(CacheConfig.fullCache(), CacheConfig.noCache())) {
      RunRequest request =
          RunRequest.of(RunFixtures.doc(doc), f32)
              .withCacheConfig(cache)
              .withMemoryProbe(MemoryProbe.disabled());
      RunReport plain = PipelineRunner.standard().run(request);
      RunResult kept = PipelineRunner.standard().runKeepingModels(request);
      assertThat(RunFixtures.scores(kept.report())).isEqualTo(RunFixtures.scores(plain));
      FittedPipeline pipeline = kept.finalModels().get(0);
      assertThat(pipeline.shape().precision()).isEqualTo(Precision.FLOAT32);
      double[][] p = pipeline.predict(f32, f32.testIds());
      double[] yPred = refitted(kept.report(), pipeline).predictions().yPred();
      for (int i = 0; i < p.length; i++) {
        assertThat(p[i][0]).isEqualTo(yPred[i]);
      }
    }
  }

  @Test
  void newSpectraWithAnotherFeatureCountAreRefusedClearly() {
    RunResult kept = run("{\"pipeline\": [" + KFOLD + ", " + PLS + "]}", true);
    FittedPipeline pipeline = kept.finalModels().get(0);
    int features = ds.source(0).numFeatures();
    assertThatThrownBy(() -> pipeline.predict(new double[][] {new double[features - 1]}))
        .isInstanceOf(FeatureCountMismatchException.class)
        .hasMessageContaining(features + " features")
        .hasMessageContaining(String.valueOf(features - 1));
  }

  @Test
  void aModelInsideABranchIsHeldWithItsBranchsChain() {
    String doc =
        "{\"pipeline\": ["
            + KFOLD
            + ", {\"branch\": [[\"nirs4all.operators.transforms.SNV\", "
            + PLS
            + "], [{\"class\": \"SavitzkyGolay\"}, "
            + PLS
            + "]]}]}";
    RunReport plain = run(doc, false).report();
    RunResult kept = run(doc, true);
    assertThat(RunFixtures.scores(kept.report())).isEqualTo(RunFixtures.scores(plain));
    assertThat(kept.notHeld()).isEmpty();
    assertThat(kept.finalModels()).hasSize(1);
    FittedPipeline held = kept.finalModels().get(0);
    assertThat(held.steps()).hasSize(1);
    checkHeld(held, kept, plain);
  }

  @Test
  void theRefitTrainsATunedModelWithItsTunedParameters() {
    String doc =
        "{\"pipeline\": ["
            + KFOLD
            + ", {\"model\": {\"class\": \"PLSRegression\"}, \"name\": \"tuned\","
            + " \"finetune_params\": {\"n_trials\": 6, \"sample\": \"grid\", \"approach\":"
            + " \"single\", \"model_params\": {\"n_components\": {\"type\": \"int\", \"low\": 3,"
            + " \"high\": 8}}}}]}";
    RunResult kept = run(doc, true);
    ModelReport tuned = kept.report().variants().get(0).models().get(0);
    assertThat(tuned.tuning()).isNotNull();
    assertThat(tuned.refitTest()).isNotNull();
    long components = ((Number) tuned.params().get("n_components")).longValue();
    assertThat(components).isNotEqualTo(2L);
    assertThat(kept.finalModel().model().state().number("components")).isEqualTo(components);
  }

  @Test
  void fittedStateCopiesItsArrays() {
    double[] v = {1, 2};
    FittedState s = FittedState.of("k").with("v", v);
    v[0] = 9;
    assertThat(s.vector("v")).containsExactly(1, 2);
    s.vector("v")[1] = 7;
    assertThat(s.vector("v")).containsExactly(1, 2);
  }

  private RunResult run(String doc, boolean keep) {
    return run(doc, keep, CacheConfig.defaults());
  }

  private RunResult run(String doc, boolean keep, CacheConfig cache) {
    RunRequest request =
        RunRequest.of(RunFixtures.doc(doc), ds)
            .withCacheConfig(cache)
            .withMemoryProbe(MemoryProbe.disabled());
    request = request.withOptions(request.options().withThreads(1));
    return keep
        ? PipelineRunner.standard().runKeepingModels(request)
        : new RunResult(PipelineRunner.standard().run(request), List.of(), List.of());
  }

  private static ModelReport refitted(RunReport r, FittedPipeline p) {
    return r.variants().stream()
        .flatMap(v -> v.models().stream())
        .filter(m -> m.refitTest() != null && m.name().equals(p.provenance().model()))
        .findFirst()
        .orElseThrow();
  }
}
