package org.spectraflow.engine.operators.transform.select;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.report.RunReport;

/**
 * CARS and MCUVE in whole runs on the demo data (60 samples, 80 wavelengths): the engine passes
 * them the training targets of each fold, a PLS regression trains on the kept wavelengths, the
 * scores are the same with the step cache on and off, and selecting changes them.
 */
class SelectionPipelineTest {

  private static String doc(String selector) {
    return "{\"pipeline\": ["
        + selector
        + " {\"split\": {\"class\": \"sklearn.model_selection.KFold\", \"params\":"
        + " {\"n_splits\": 3}}},"
        + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
        + " \"params\": {\"n_components\": 3}}}]}";
  }

  private static final String CARS =
      "{\"class\": \"nirs4all.operators.transforms.feature_selection.CARS\", \"params\":"
          + " {\"n_components\": 5, \"n_sampling_runs\": 10, \"random_state\": 0}},";

  private static final String MCUVE =
      "{\"class\": \"MCUVE\", \"params\": {\"n_components\": 5, \"n_iterations\": 20,"
          + " \"n_features_to_select\": 20, \"random_state\": 0}},";

  @Test
  void carsThenPlsRunsWithTheSameScoresWithAndWithoutTheStepCache() {
    RunReport cachedRun =
        RunFixtures.run(RunFixtures.doc(doc(CARS)), RunFixtures.demo(), CacheConfig.fullCache());
    assertThat(cachedRun.variants().get(0).error()).isNull();
    List<String> cached = RunFixtures.scores(cachedRun);
    List<String> plain =
        RunFixtures.scores(
            RunFixtures.run(RunFixtures.doc(doc(CARS)), RunFixtures.demo(), CacheConfig.noCache()));
    assertThat(cached).isNotEmpty().isEqualTo(plain);
    List<String> without =
        RunFixtures.scores(
            RunFixtures.run(RunFixtures.doc(doc("")), RunFixtures.demo(), CacheConfig.noCache()));
    assertThat(without).as("CARS changes the scores").isNotEqualTo(plain);
  }

  @Test
  void mcuveThenPlsRuns() {
    RunReport run =
        RunFixtures.run(RunFixtures.doc(doc(MCUVE)), RunFixtures.demo(), CacheConfig.noCache());
    assertThat(run.variants().get(0).error()).isNull();
    assertThat(RunFixtures.scores(run)).isNotEmpty();
  }

  @Test
  void carsOnSeveralProcessingsSaysToSelectBeforeTheAugmentation() {
    RunReport run =
        RunFixtures.run(
            RunFixtures.doc(doc("{\"feature_augmentation\": [\"SNV\", \"Detrend\"]}, " + CARS)),
            RunFixtures.demo(),
            CacheConfig.noCache());
    assertThat(run.variants().get(0).error())
        .contains("CARS")
        .contains("apply it before feature_augmentation");
  }
}
