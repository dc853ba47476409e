package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.forest.GradientBoostingClassifier;
import org.spectraflow.engine.operators.model.forest.GradientBoostingRegressor;
import org.spectraflow.engine.operators.model.forest.RandomForestClassifier;
import org.spectraflow.engine.operators.model.forest.RandomForestRegressor;

/**
 * Parameter reading of the tree ensembles: defaults give the bare canonical name, bad values and
 * unsupported options are refused with a message naming operator, parameter and value, and {@code
 * random_state=None} is reproducible.
 */
class TreeOptionsTest {

  private static Params params(String op, Object... kv) {
    Map<String, Object> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return Params.of(op, m);
  }

  @Test
  void explicitDefaultsAreNotNonDefault() {
    assertThat(
            RandomForestRegressor.of(
                    params(
                        "RandomForestRegressor",
                        "n_estimators",
                        100,
                        "max_features",
                        1.0,
                        "criterion",
                        "squared_error"))
                .canonicalConfig())
        .isEqualTo("RandomForestRegressor");
    assertThat(
            GradientBoostingRegressor.of(
                    params("GradientBoostingRegressor", "max_depth", 3, "learning_rate", 0.1))
                .canonicalConfig())
        .isEqualTo("GradientBoostingRegressor");
  }

  @Test
  void badValuesNameTheOperatorTheParameterAndTheValue() {
    assertThatThrownBy(
            () ->
                RandomForestRegressor.of(params("RandomForestRegressor", "min_samples_leaf", 1.5)))
        .hasMessage(
            "RandomForestRegressor: min_samples_leaf must be an"
                + " integer >= 1 or a float in (0, 1), was 1.5");
    assertThatThrownBy(
            () ->
                RandomForestClassifier.of(
                    params("RandomForestClassifier", "criterion", "squared_error")))
        .hasMessageContaining("criterion must be one of")
        .hasMessageContaining("was 'squared_error'");
    assertThatThrownBy(
            () ->
                GradientBoostingRegressor.of(params("GradientBoostingRegressor", "subsample", 0.0)))
        .hasMessage("GradientBoostingRegressor: subsample must be in (0, 1]," + " was 0.0");
    assertThatThrownBy(
            () ->
                GradientBoostingRegressor.of(params("GradientBoostingRegressor", "loss", "huber")))
        .hasMessageContaining("loss must be 'squared_error'");
    assertThatThrownBy(
            () -> RandomForestRegressor.of(params("RandomForestRegressor", "max_leaf_nodes", 8)))
        .hasMessageContaining("max_leaf_nodes is not supported");
    assertThatThrownBy(
            () -> RandomForestRegressor.of(params("RandomForestRegressor", "oob_score", true)))
        .hasMessageContaining("oob_score is not supported");
    assertThatThrownBy(
            () ->
                RandomForestRegressor.of(
                    params("RandomForestRegressor", "class_weight", "balanced")))
        .hasMessageContaining("unknown parameter 'class_weight'");
  }

  @Test
  void unseededForestsAreReproducibleAndSeedsMatter() {
    double[][] rows = new double[20][3];
    double[][] y = new double[20][1];
    for (int i = 0; i < 20; i++) {
      rows[i] = new double[] {i % 7, (i * 3) % 11, i * 0.5};
      y[i][0] = i % 7 + 0.1 * i;
    }
    Block x = Block.ofRows(Precision.FLOAT32, rows);
    FittedModel a =
        RandomForestRegressor.of(params("RandomForestRegressor", "n_estimators", 5)).fit(x, y);
    FittedModel b =
        RandomForestRegressor.of(params("RandomForestRegressor", "n_estimators", 5)).fit(x, y);
    FittedModel c =
        RandomForestRegressor.of(
                params("RandomForestRegressor", "n_estimators", 5, "random_state", 3))
            .fit(x, y);
    assertThat(a.predict(x)).isDeepEqualTo(b.predict(x));
    FittedModel parallel =
        RandomForestRegressor.of(params("RandomForestRegressor", "n_estimators", 5, "n_jobs", 2))
            .fit(x, y);
    assertThat(parallel.predict(x)).as("n_jobs changes the speed only").isDeepEqualTo(a.predict(x));
    assertThat(Arrays.deepEquals(a.predict(x), c.predict(x))).isFalse();
  }

  @Test
  void classifiersPredictTheOriginalLabels() {
    double[][] rows = new double[12][2];
    double[][] y = new double[12][1];
    for (int i = 0; i < 12; i++) {
      rows[i] = new double[] {i, 12 - i};
      y[i][0] = i < 6 ? 10.0 : 17.0;
    }
    Block x = Block.ofRows(Precision.FLOAT32, rows);
    double[][] forest =
        RandomForestClassifier.of(
                params("RandomForestClassifier", "n_estimators", 5, "random_state", 1))
            .fit(x, y)
            .predict(x);
    double[][] boosted =
        GradientBoostingClassifier.of(
                params("GradientBoostingClassifier", "n_estimators", 5, "random_state", 1))
            .fit(x, y)
            .predict(x);
    assertThat(forest).isDeepEqualTo(y);
    assertThat(boosted).isDeepEqualTo(y);
  }
}
