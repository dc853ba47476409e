package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The scikit-learn scalers, VarianceThreshold (which narrows the spectra) and Wavelet run inside a
 * whole pipeline, written as nirs4all users write them (full class paths included).
 */
class NewTransformsRunTest {

  private static RunReport run(String steps) {
    return RunFixtures.run(
        RunFixtures.doc("{\"pipeline\": [" + steps + "]}"),
        RunFixtures.demo(),
        CacheConfig.defaults());
  }

  @Test
  void aPipelineOfTheNewTransformsRunsAndScores() {
    RunReport r =
        run(
            ControllersTest.KFOLD
                + ", {\"class\": \"nirs4all.operators.transforms.nirs.Wavelet\","
                + " \"params\": {\"wavelet\": \"db4\"}}"
                + ", {\"class\": \"sklearn.preprocessing.Normalizer\"}"
                + ", {\"class\": \"sklearn.feature_selection.VarianceThreshold\","
                + " \"params\": {\"threshold\": 1e-12}}"
                + ", {\"class\": \"sklearn.preprocessing.PowerTransformer\"}"
                + ", {\"class\": \"sklearn.preprocessing.MaxAbsScaler\"}"
                + ", {\"y_processing\": {\"class\": \"sklearn.preprocessing.QuantileTransformer\","
                + " \"params\": {\"n_quantiles\": 30, \"output_distribution\": \"normal\"}}}, "
                + ControllersTest.PLS);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(r.variant(0).models().get(0).cv()).isFinite().isPositive();
  }

  @Test
  void varianceThresholdNarrowsTheSpectraForTheNextSteps() {
    RunReport r =
        run(
            ControllersTest.KFOLD
                + ", \"MinMaxScaler\", {\"class\": \"VarianceThreshold\","
                + " \"params\": {\"threshold\": 0.07}}, "
                + ControllersTest.PLS);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    // the demo spectra have 80 features; min-max scaled, only the more variable columns remain
    int kept = ControllersTest.last(r, "VarianceThreshold").shape().get(0).features();
    assertThat(kept).isBetween(1, 79);
  }

  @Test
  void normalizerInYProcessingIsRefusedNamingTheAlternatives() {
    assertThatThrownBy(
            () ->
                run(
                    ControllersTest.KFOLD
                        + ", {\"y_processing\": \"Normalizer\"}, "
                        + ControllersTest.PLS))
        .hasMessageContaining("Normalizer has no exact inverse_transform")
        .hasMessageContaining("PowerTransformer, QuantileTransformer");
  }
}
