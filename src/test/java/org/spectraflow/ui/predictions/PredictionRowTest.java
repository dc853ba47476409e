package org.spectraflow.ui.predictions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.charts.PredictedVsActual.Partition;
import org.spectraflow.engine.diagnostics.TestPredictions;

/** Rows from the plot's points, the residual's sign and the CSV. */
class PredictionRowTest {

  @Test
  void rowsAreThePlotsPointsWithTheirResidualsAndCsv() {
    List<PredictedVsActual.Point> points = new java.util.ArrayList<>();
    PredictedVsActual.addPoints(
        points,
        new TestPredictions(new double[] {1.0, 2.0}, new double[] {1.5, 1.0}, List.of())
            .withSamples(new int[] {7, 3}),
        Partition.CV);
    PredictedVsActual.addPoints(
        points,
        new TestPredictions(new double[] {4.0}, new double[] {4.25}, List.of())
            .withSamples(new int[] {11}),
        Partition.TEST);
    List<PredictionRow> rows = PredictionRow.of(points, new int[] {2, 0});
    assertThat(rows).extracting(PredictionRow::sample).containsExactly(7, 3, 11);
    assertThat(rows).extracting(PredictionRow::partitionName).containsExactly("cv", "cv", "test");
    assertThat(rows).extracting(PredictionRow::fold).containsExactly(2, 0, -1);
    assertThat(rows).extracting(PredictionRow::residual).containsExactly(0.5, -1.0, 0.25);
    // folds that do not match the out-of-fold points are not guessed
    assertThat(PredictionRow.of(points, new int[] {1}))
        .extracting(PredictionRow::fold)
        .containsExactly(-1, -1, -1);
    assertThat(PredictionRow.csv(rows))
        .isEqualTo(
            "sample,partition,fold,y_true,y_pred,residual\n"
                + "7,cv,2,1.0,1.5,0.5\n"
                + "3,cv,0,2.0,1.0,-1.0\n"
                + "11,test,,4.0,4.25,0.25\n");
  }

  @Test
  void anUnknownSampleIdIsLeftEmpty() {
    PredictionRow r = PredictionRow.of(new PredictedVsActual.Point(1.0, 2.0));
    assertThat(r.sample()).isEqualTo(-1);
    assertThat(PredictionRow.csv(List.of(r))).endsWith("\n,test,,1.0,2.0,1.0\n");
  }
}
