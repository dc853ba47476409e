package org.spectraflow.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.charts.PredictedVsActual.Partition;
import org.spectraflow.charts.PredictedVsActual.Point;

/** Partitions, the fit line and the legend figures of the predicted-versus-actual model. */
class PredictedVsActualTest {

  @Test
  void figuresAreThoseOfTheTestPointsAndTheFitLineIsLeastSquares() {
    // test: predicted = 2 × actual + 1 exactly; train points far off must not move the figures
    List<Point> points =
        List.of(
            new Point(1, 3, Partition.TEST, "a"),
            new Point(2, 5, Partition.TEST, "b"),
            new Point(3, 7, Partition.TEST, "c"),
            new Point(10, 0, Partition.TRAIN, "t"),
            new Point(4, 4, Partition.CV, "v"));

    PredictedVsActual chart = PredictedVsActual.of("t", "m", points);

    assertThat(chart.slope()).isCloseTo(2.0, within(1e-12));
    assertThat(chart.intercept()).isCloseTo(1.0, within(1e-12));
    // residuals 2, 3, 4: bias 3, RMSE sqrt(29/3)
    assertThat(chart.bias()).isCloseTo(3.0, within(1e-12));
    assertThat(chart.rmse()).isCloseTo(Math.sqrt(29.0 / 3), within(1e-12));
    assertThat(chart.points(Partition.CV)).extracting(Point::sample).containsExactly("v");
    assertThat(chart.scores()).startsWith("n = 3 test · RMSE = 3.1091").contains("bias = 3.0000");
    // the axes cover every partition's points
    assertThat(chart.low()).isLessThan(0);
    assertThat(chart.high()).isGreaterThan(10);
  }

  @Test
  void aFlatTruthHasNoFitLine() {
    PredictedVsActual chart =
        PredictedVsActual.of(
            "t",
            "m",
            List.of(new Point(1, 2, Partition.TEST, ""), new Point(1, 3, Partition.TEST, "")));
    assertThat(chart.slope()).isNaN();
    assertThat(Charts.create(chart, ChartLook.LIGHT)).isNotNull();
  }
}
