package org.spectraflow.engine.estimate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.StepPlace;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.VariantPlan;

/**
 * The estimate's arithmetic with injected probe timings (nothing timed): fits counted per kind,
 * distinct fits with the step cache, the duration on the cores, the summary line and the ETA.
 */
class RunEstimateTest {

  private static final String FOREST = "RandomForestRegressor";
  private static final String RIDGE = "Ridge";
  private static final ProbeTimings TIMINGS = new ProbeTimings(Map.of(FOREST, 4.0, RIDGE, 0.5));

  private static VariantPlan plan(String transform, double alpha) {
    StepPlace place = new StepPlace(DocumentPath.PIPELINE, "/pipeline/0");
    return new VariantPlan(
        List.of(
            new Transform(
                place,
                transform,
                OperatorFactory.transform("sklearn.preprocessing." + transform, Map.of()),
                false),
            new ModelFit(
                place,
                "Ridge",
                OperatorFactory.model("sklearn.linear_model.Ridge", Map.of("alpha", alpha)),
                null),
            new ModelFit(
                place,
                "RandomForestRegressor",
                OperatorFactory.model(
                    "sklearn.ensemble.RandomForestRegressor", Map.of("random_state", 42)),
                null)));
  }

  /** Two preprocessings × two Ridge alphas, the same forest in all four, 3 folds. */
  private static FitCensus census() {
    return new FitCensus()
        .add(plan("MinMaxScaler", 1.0), 3)
        .add(plan("MinMaxScaler", 2.0), 3)
        .add(plan("StandardScaler", 1.0), 3)
        .add(plan("StandardScaler", 2.0), 3);
  }

  @Test
  void distinctFitsIgnoreTheModelsBeforeAModel() {
    FitCensus c = census();
    assertThat(c.fits(FOREST, false)).isEqualTo(12);
    // the forest sees the same X after each preprocessing, whatever Ridge precedes it
    assertThat(c.fits(FOREST, true)).isEqualTo(6);
    assertThat(c.fits(RIDGE, true)).isEqualTo(12);
    assertThat(c.kinds()).containsExactly(RIDGE, FOREST);
  }

  @Test
  void withTheCacheOnlyDistinctFitsCostAndTheWorkIsSpreadOverTheCores() {
    RunEstimate on = RunEstimate.of(census(), TIMINGS, 2, true, 0.0);
    // the refit pass fits each kind fitted on folds once more, after the last variant
    double refit = 4.0 + 0.5;
    assertThat(on.cpuSeconds()).isCloseTo(6 * 4.0 + 12 * 0.5 + refit, within(1e-9));
    // 34.5 s of fits over 2 cores, plus the start
    assertThat(on.wall())
        .isEqualTo(Duration.ofMillis(17_250 + Math.round(RunEstimate.START_SECONDS * 1000)));
    assertThat(on.summary())
        .isEqualTo(
            "about "
                + Math.round(17.25 + RunEstimate.START_SECONDS)
                + " s on 2 cores; 7 distinct RandomForestRegressor fits");
    assertThat(on.variantSeconds()).containsExactly(3 * 4.0 + 3 * 0.5, 3 * 0.5, 13.5, 1.5 + refit);
    RunEstimate off = RunEstimate.of(census(), TIMINGS, 1, false, 0.25);
    assertThat(off.cpuSeconds()).isCloseTo(12 * 4.0 + 12 * 0.5 + 4 * 0.25 + refit, within(1e-9));
    assertThat(off.summary()).isEqualTo("about 1 min 1 s on 1 core; 13 RandomForestRegressor fits");
    assertThat(off.exceeds(Duration.ofSeconds(30))).isTrue();
    assertThat(on.exceeds(Duration.ofSeconds(30))).isFalse();
  }

  @Test
  void aTunedStepAddsItsTrialsFitsWhichNoCacheShares() {
    StepPlace place = new StepPlace(DocumentPath.PIPELINE, "/pipeline/0");
    ModelOperator pls =
        OperatorFactory.model("sklearn.cross_decomposition.PLSRegression", Map.of());
    JsonValue grouped =
        PipelineReader.parseJson("{\"n_trials\": 7, \"model_params\": {\"n_components\": [2, 4]}}");
    JsonValue single =
        PipelineReader.parseJson(
            "{\"n_trials\": 7, \"approach\": \"single\","
                + " \"model_params\": {\"n_components\": [2, 4]}}");
    JsonValue phased =
        PipelineReader.parseJson(
            "{\"phases\": [{\"n_trials\": 2}, {\"n_trials\": 3}],"
                + " \"model_params\": {\"n_components\": [2, 4]}}");
    FitCensus c = new FitCensus();
    for (JsonValue settings : List.of(grouped, single, phased)) {
      c.add(
          new VariantPlan(
              List.of(
                  new ModelFit(
                      place,
                      "PLSRegression",
                      pls,
                      null,
                      new ModelFit.Tuning(
                          Operator.of("sklearn.cross_decomposition.PLSRegression"), settings)))),
          3);
    }
    String kind = "PLSRegression";
    // 3 folds each; trials: 7 × 3 folds, 7 on one holdout, (2 + 3) × 3 folds
    assertThat(c.variant(0).get(0).fits()).isEqualTo(3 + 21);
    assertThat(c.variant(1).get(0).fits()).isEqualTo(3 + 7);
    assertThat(c.variant(2).get(0).fits()).isEqualTo(3 + 15);
    // the fold fits are shared by the later identical steps, the trials never
    assertThat(c.fits(kind, true)).isEqualTo(3 + 21 + 7 + 15);
  }

  @Test
  void durationsReadAsPeopleSayThem() {
    assertThat(RunEstimate.format(Duration.ofMillis(40_400))).isEqualTo("40 s");
    assertThat(RunEstimate.format(Duration.ofSeconds(200))).isEqualTo("3 min 20 s");
    assertThat(RunEstimate.format(Duration.ofMinutes(200))).isEqualTo("3 h 20 min");
  }

  @Test
  void etaScalesTheElapsedTimeByTheCostStillAhead() {
    EtaModel eta = new EtaModel(RunEstimate.of(census(), TIMINGS, 2, true, 0.0).variantSeconds());
    assertThat(eta.total()).isCloseTo(34.5, within(1e-9));
    assertThat(eta.remaining(Duration.ofSeconds(5), 0)).isNull();
    // the first variant fitted the first forest: 13.5 of 34.5 done in 9 s → 21 more take 14 s
    assertThat(eta.remaining(Duration.ofSeconds(9), eta.cost(0))).isEqualTo(Duration.ofSeconds(14));
    assertThat(eta.remaining(Duration.ofSeconds(20), eta.total())).isEqualTo(Duration.ZERO);
  }

  @Test
  void aDocumentIsCountedWithItsSplittersFolds() {
    String doc =
        "{\"pipeline\": [{\"class\": \"sklearn.preprocessing.MinMaxScaler\"},"
            + " {\"class\": \"sklearn.model_selection.KFold\", \"params\": {\"n_splits\": 4}},"
            + " {\"model\": {\"class\": \"sklearn.linear_model.Ridge\"},"
            + " \"_range_\": [1, 3, 1], \"param\": \"alpha\"}]}";
    FitCensus c =
        new RunEstimator(OperatorRegistry.standard())
            .census(
                PipelineReader.readJson(doc),
                SyntheticNirs.defaults().withSamples(40).withWavelengths(20).generate(),
                100);
    assertThat(c.variants()).isEqualTo(3);
    assertThat(c.fits(RIDGE, false)).isEqualTo(12);
    assertThat(c.fits(RIDGE, true)).isEqualTo(12);
  }

  @Test
  void aModelFitsOnTheFoldsOfTheLastSplitterBeforeIt() {
    // a one-fold split then KFold(4), as samples 09 and 10 do; a model before any splitter fits
    // once
    String doc =
        "{\"pipeline\": [{\"class\": \"sklearn.preprocessing.MinMaxScaler\"},"
            + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}},"
            + " {\"class\": \"sklearn.model_selection.ShuffleSplit\","
            + " \"params\": {\"n_splits\": 1, \"test_size\": 0.25}},"
            + " {\"class\": \"sklearn.model_selection.KFold\", \"params\": {\"n_splits\": 4}},"
            + " {\"model\": {\"class\": \"sklearn.linear_model.Ridge\"}}]}";
    FitCensus c =
        new RunEstimator(OperatorRegistry.standard())
            .census(
                PipelineReader.readJson(doc),
                SyntheticNirs.defaults().withSamples(40).withWavelengths(20).generate(),
                100);
    assertThat(c.fits("PLSRegression", false)).isEqualTo(1);
    assertThat(c.fits(RIDGE, false)).isEqualTo(4);
    assertThat(c.refitKinds()).containsExactly(RIDGE);
  }

  @Test
  void plsSizesOfOneDataCountAsOneDistinctFit() {
    String doc =
        "{\"pipeline\": [{\"_or_\": [\"sklearn.preprocessing.MinMaxScaler\","
            + " \"sklearn.preprocessing.StandardScaler\"]},"
            + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"},"
            + " \"_range_\": [2, 8, 2], \"param\": \"n_components\"}]}";
    FitCensus c =
        new RunEstimator(OperatorRegistry.standard())
            .census(
                PipelineReader.readJson(doc),
                SyntheticNirs.defaults().withSamples(40).withWavelengths(20).generate(),
                100);
    assertThat(c.variants()).isEqualTo(8);
    assertThat(c.fits("PLSRegression", false)).isEqualTo(8);
    // one fit per preprocessing serves its four sizes (docs/caching.md §3.7)
    assertThat(c.fits("PLSRegression", true)).isEqualTo(2);
  }
}
