package org.spectraflow.engine.operators.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.assertj.core.data.Offset;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.Reference;

/** Metrics against scikit-learn, directions, ranking metric, fold weights. */
class MetricTest {

  private static final JsonNode M = Reference.operators().get("metrics");

  @Test
  void regressionMetricsMatchScikitLearn() {
    double[] t = Reference.values(M.get("t"));
    double[] p = Reference.values(M.get("p"));
    for (Metric m : new Metric[] {Metric.MSE, Metric.RMSE, Metric.MAE, Metric.R2}) {
      assertThat(m.score(t, p))
          .as(m.key())
          .isCloseTo(M.get(m.key()).asDouble(), Percentage.withPercentage(1e-10));
    }
  }

  @Test
  void classificationMetricsMatchScikitLearn() {
    double[] t = Reference.values(M.get("lt"));
    double[] p = Reference.values(M.get("lp"));
    assertThat(Metric.ACCURACY.score(t, p)).isEqualTo(M.get("accuracy").asDouble());
    assertThat(Metric.BALANCED_ACCURACY.score(t, p))
        .isCloseTo(M.get("balanced_accuracy").asDouble(), Offset.offset(1e-15));
  }

  @Test
  void rankingMetricAndDirectionsFollowNirs4all() {
    assertThat(Metric.ranking(false)).isEqualTo(Metric.RMSE);
    assertThat(Metric.ranking(true)).isEqualTo(Metric.BALANCED_ACCURACY);
    assertThat(Metric.RMSE.better(0.1, 0.2)).isTrue();
    assertThat(Metric.BALANCED_ACCURACY.better(0.9, 0.8)).isTrue();
    assertThat(Metric.R2.better(Double.NaN, 0.1)).isFalse();
  }

  @Test
  void edgeCases() {
    assertThat(Metric.RMSE.score(new double[0], new double[0])).isNaN();
    assertThat(Metric.R2.score(new double[] {2, 2}, new double[] {2, 2})).isEqualTo(1.0);
    assertThat(Metric.R2.score(new double[] {2, 2}, new double[] {1, 2})).isEqualTo(0.0);
    assertThatThrownBy(() -> Metric.MAE.score(new double[2], new double[3]))
        .hasMessageContaining("mae");
    assertThat(Metric.ACCURACY.score(new double[] {0, 1, 1}, new double[] {0.2, 0.7, 0.4}))
        .isEqualTo(2.0 / 3);
  }

  @Test
  void foldWeightsFavourBetterFolds() {
    double[] w = FoldAggregates.weights(new double[] {1.0, 2.0}, Metric.RMSE);
    assertThat(w[0]).isCloseTo(2.0 / 3, Offset.offset(1e-15));
    assertThat(FoldAggregates.weights(new double[] {0.5, 0.5}, Metric.R2))
        .containsExactly(0.5, 0.5);
    assertThat(FoldAggregates.average(new double[][] {{1, 2}, {3, 4}})).containsExactly(2, 3);
    assertThat(FoldAggregates.weighted(new double[][] {{1}, {4}}, new double[] {0.75, 0.25}))
        .containsExactly(1.75);
  }
}
