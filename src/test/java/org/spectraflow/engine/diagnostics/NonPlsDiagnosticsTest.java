package org.spectraflow.engine.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;

/**
 * Models other than PLS get what applies (docs/diagnostics.md §6): impurity importances for tree
 * ensembles, coefficients for linear models, both in the report's JSON.
 */
class NonPlsDiagnosticsTest {

  /** 40 rows of 5 features; y depends on feature 2 only (a step), the rest is noise. */
  private static double[][] x() {
    double[][] x = new double[40][5];
    java.util.Random r = new java.util.Random(3);
    for (double[] row : x) {
      for (int j = 0; j < row.length; j++) {
        row[j] = r.nextDouble();
      }
    }
    return x;
  }

  private static double[][] y(double[][] x) {
    return Arrays.stream(x).map(r -> new double[] {r[2] > 0.5 ? 10 : 0}).toArray(double[][]::new);
  }

  private static FittedModel fit(String cls, Map<String, Object> params, double[][] x) {
    ModelOperator m = (ModelOperator) OperatorFactory.create(cls, params);
    return m.fit(rows(x), y(x), () -> false);
  }

  @Test
  void aForestsImportancesSumToOneAndFindTheInformativeFeature() {
    double[][] x = x();
    for (String cls : List.of("RandomForestRegressor", "GradientBoostingRegressor")) {
      FittedModel m = fit(cls, Map.of("n_estimators", 10, "random_state", 0, "max_depth", 2), x);
      ModelDiagnostics d = ModelDiagnostics.of(m, rows(x), rows(x), new double[0]).orElseThrow();
      double[] imp = d.featureImportances();
      assertThat(imp).as(cls).hasSize(5);
      assertThat(Arrays.stream(imp).sum()).as(cls).isCloseTo(1.0, within(1e-12));
      assertThat(imp[2]).as(cls).isGreaterThan(0.9);
      assertThat(DiagnosticsJson.tree(d).has("feature_importances")).isTrue();
    }
  }

  @Test
  void aRandomForestsImportancesEqualScikitLearns() {
    // x_ij = sin(0.37·i·(j+1)) + 0.1·j, y = 3·x0 − 2·x2² + 0.5·x3, 30 rows; scikit-learn 1.9.1
    // RandomForestRegressor(n_estimators=5, max_depth=3, random_state=0).feature_importances_
    double[][] x = new double[30][4];
    double[][] y = new double[30][1];
    for (int i = 0; i < 30; i++) {
      for (int j = 0; j < 4; j++) {
        x[i][j] = Math.sin(i * (j + 1) * 0.37) + 0.1 * j;
      }
      y[i][0] = 3 * x[i][0] - 2 * x[i][2] * x[i][2] + 0.5 * x[i][3];
    }
    ModelOperator m =
        (ModelOperator)
            OperatorFactory.create(
                "RandomForestRegressor",
                Map.of("n_estimators", 5, "max_depth", 3, "random_state", 0));
    double[] imp =
        ((org.spectraflow.engine.operators.FeatureImportances) m.fit(rows(x), y, () -> false))
            .featureImportances();
    double[] sklearn = {
      0.8847355623898405, 0.016155747888338932, 0.08971903466635742, 0.009389655055463072
    };
    for (int f = 0; f < 4; f++) {
      assertThat(imp[f]).isCloseTo(sklearn[f], within(1e-12));
    }
  }

  @Test
  void oneSplitGivesAllTheImportanceToItsFeature() {
    // a stump on a perfect step: the decrease w_L·w_R/w_t·(μ_L − μ_R)² all goes to feature 2
    double[][] x = x();
    FittedModel m =
        fit(
            "GradientBoostingRegressor",
            Map.of("n_estimators", 1, "max_depth", 1, "random_state", 0),
            x);
    double[] imp =
        ModelDiagnostics.of(m, rows(x), rows(x), new double[0]).orElseThrow().featureImportances();
    assertThat(imp).containsExactly(0, 0, 1, 0, 0);
  }

  @Test
  void aLinearModelGivesItsCoefficients() {
    double[][] x = x();
    FittedModel m = fit("Ridge", Map.of("alpha", 1e-6), x);
    ModelDiagnostics d = ModelDiagnostics.of(m, rows(x), rows(x), new double[0]).orElseThrow();
    assertThat(d.coefficients()).hasSize(5);
    assertThat(Math.abs(d.coefficients()[2])).isGreaterThan(Math.abs(d.coefficients()[0]));
    assertThat(d.featureImportances()).isNull();
    assertThat(DiagnosticsJson.tree(d).has("coefficients")).isTrue();
  }

  private static Block rows(double[][] x) {
    return Block.ofRows(Precision.FLOAT64, x);
  }
}
