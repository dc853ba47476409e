package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.run.report.RunReport;

/**
 * LassoCV, ElasticNetCV, AdaBoostRegressor, LinearSVR and GaussianProcessRegressor run as models of
 * a document, scored on every fold.
 */
class MoreModelsRunTest {

  @Test
  void newRegressorsRunInADocument() {
    for (String model :
        new String[] {
          "{\"class\": \"sklearn.linear_model.LassoCV\", \"params\": {\"cv\": 3}}",
          "{\"class\": \"sklearn.linear_model.ElasticNetCV\", \"params\": {\"l1_ratio\": [0.5,"
              + " 0.9], \"alphas\": 10}}",
          "{\"class\": \"sklearn.ensemble.AdaBoostRegressor\", \"params\": {\"n_estimators\": 5,"
              + " \"random_state\": 0}}",
          "{\"class\": \"sklearn.svm.LinearSVR\", \"params\": {\"random_state\": 0}}",
          "{\"class\": \"sklearn.gaussian_process.GaussianProcessRegressor\", \"params\":"
              + " {\"normalize_y\": true}}"
        }) {
      RunReport r =
          RunFixtures.run(
              RunFixtures.doc(
                  "{\"pipeline\": [{\"class\": \"sklearn.model_selection.KFold\","
                      + " \"params\": {\"n_splits\": 3}}, {\"model\": "
                      + model
                      + "}]}"),
              RunFixtures.demo(),
              CacheConfig.defaults());
      assertThat(r.variant(0).ok()).as(model + ": " + r.variant(0).error()).isTrue();
      assertThat(r.variant(0).models().get(0).foldVal()).hasSize(3);
      assertThat(r.variant(0).models().get(0).test()).isFinite();
    }
  }
}
