package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.run.report.RunReport;

/** scikit-learn's StackingRegressor and VotingRegressor run as models of a document. */
class EnsembleRunTest {

  private static final String ESTIMATORS =
      "\"estimators\": [[\"pls\", {\"class\": \"sklearn.cross_decomposition.PLSRegression\","
          + " \"params\": {\"n_components\": 3}}], [\"ridge\", {\"class\":"
          + " \"sklearn.linear_model.Ridge\"}]]";

  @Test
  void stackingAndVotingRegressorsRunWithRepeatedFolds() {
    for (String model :
        new String[] {
          "{\"class\": \"sklearn.ensemble.StackingRegressor\", \"params\": {"
              + ESTIMATORS
              + ", \"final_estimator\": {\"class\": \"sklearn.linear_model.Ridge\"}, \"cv\": 3}}",
          "{\"class\": \"sklearn.ensemble.VotingRegressor\", \"params\": {" + ESTIMATORS + "}}"
        }) {
      RunReport r =
          RunFixtures.run(
              RunFixtures.doc(
                  "{\"pipeline\": [{\"class\": \"sklearn.model_selection.RepeatedKFold\","
                      + " \"params\": {\"n_splits\": 3, \"n_repeats\": 2, \"random_state\": 1}},"
                      + " {\"model\": "
                      + model
                      + "}]}"),
              RunFixtures.demo(),
              CacheConfig.defaults());
      assertThat(r.variant(0).ok()).as(model + ": " + r.variant(0).error()).isTrue();
      assertThat(r.variant(0).models().get(0).foldVal()).hasSize(6);
      assertThat(r.variant(0).models().get(0).test()).isFinite();
    }
  }
}
