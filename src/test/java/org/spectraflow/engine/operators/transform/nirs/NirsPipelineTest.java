package org.spectraflow.engine.operators.transform.nirs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.run.RunFixtures;

/**
 * The NIRS transforms in whole runs on the demo data: OSC gets the training targets from the engine
 * (a supervised transform), the baselines and conversions run as steps and inside
 * feature_augmentation, and every score is the same with the step cache on and off.
 */
class NirsPipelineTest {

  private static final String DOC =
      "{\"pipeline\": [{\"class\": \"nirs4all.operators.transforms.ASLSBaseline\","
          + " \"params\": {\"lam\": 10000.0}},"
          + " {\"feature_augmentation\": [\"RNV\", \"NorrisWilliams\", \"SNIP\"]},"
          + " {\"class\": \"OSC\", \"params\": {\"n_components\": 2}},"
          + " {\"split\": {\"class\": \"sklearn.model_selection.KFold\", \"params\":"
          + " {\"n_splits\": 3}}},"
          + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
          + " \"params\": {\"n_components\": 3}}}]}";

  @Test
  void runsWithTheSameScoresWithAndWithoutTheStepCache() {
    SpectroDataset data = RunFixtures.demo();
    List<String> cached =
        RunFixtures.scores(RunFixtures.run(RunFixtures.doc(DOC), data, CacheConfig.fullCache()));
    List<String> plain =
        RunFixtures.scores(
            RunFixtures.run(RunFixtures.doc(DOC), RunFixtures.demo(), CacheConfig.noCache()));
    assertThat(cached).isNotEmpty().isEqualTo(plain);
    String osc = " {\"class\": \"OSC\", \"params\": {\"n_components\": 2}},";
    assertThat(DOC).contains(osc);
    List<String> withoutOsc =
        RunFixtures.scores(
            RunFixtures.run(
                RunFixtures.doc(DOC.replace(osc, "")), RunFixtures.demo(), CacheConfig.noCache()));
    assertThat(withoutOsc).as("OSC changes the scores").isNotEqualTo(plain);
  }

  @Test
  void oscWithFitOnAllIsRefusedBeforeItSeesTestTargets() {
    String doc =
        "{\"pipeline\": [{\"preprocessing\": \"OSC\", \"fit_on_all\": true},"
            + " {\"model\": {\"class\": \"sklearn.cross_decomposition.PLSRegression\"}}]}";
    var report = RunFixtures.run(RunFixtures.doc(doc), RunFixtures.demo(), CacheConfig.noCache());
    assertThat(report.variants().get(0).error())
        .contains("OSC is supervised and fit_on_all would fit it on the test rows' targets");
  }
}
