package org.spectraflow.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.StandardEntityCollection;
import org.junit.jupiter.api.Test;
import org.spectraflow.charts.PredictedVsActual.Partition;
import org.spectraflow.charts.PredictedVsActual.Point;
import org.spectraflow.engine.diagnostics.TestPredictions;

/** Points carry their dataset sample ids: boxes find them, and selected ones are ringed. */
class SampleMarksTest {

  private static JFreeChart chart() {
    List<Point> points =
        List.of(
            Point.of(1, 1.1, Partition.CV, 40, 0),
            Point.of(2, 2.2, Partition.CV, 41, 1),
            Point.of(3, 2.9, Partition.TEST, 7, 0),
            Point.of(4, 4.2, Partition.TRAIN, 12, 0));
    return Charts.create(PredictedVsActual.of("p", "m", points), ChartLook.LIGHT);
  }

  @Test
  void aBoxOverThePlotFindsEveryTaggedSampleAndRingsTheSelectedOnes() {
    JFreeChart chart = chart();
    ChartRenderingInfo info = new ChartRenderingInfo(new StandardEntityCollection());
    BufferedImage image = new BufferedImage(600, 400, BufferedImage.TYPE_INT_ARGB);
    Graphics2D g = image.createGraphics();
    chart.draw(g, new Rectangle2D.Double(0, 0, 600, 400), info);
    g.dispose();
    assertThat(
            SampleMarks.samplesIn(
                info.getEntityCollection(), new Rectangle2D.Double(0, 0, 600, 400)))
        .containsExactlyInAnyOrder(40, 41, 7, 12);
    assertThat(
            SampleMarks.samplesIn(info.getEntityCollection(), new Rectangle2D.Double(0, 0, 1, 1)))
        .isEmpty();
    assertThat(SampleMarks.highlight(chart, Set.of(7, 41, 999))).isEqualTo(2);
    assertThat(SampleMarks.highlight(chart, Set.of(12))).isEqualTo(1);
    assertThat(
            chart.getXYPlot().getAnnotations().stream().filter(a -> a instanceof SampleMarks.Ring))
        .hasSize(1);
    assertThat(SampleMarks.highlight(chart, Set.of())).isZero();
  }

  @Test
  void pointsAreNamedByDatasetIdAndLegendsCarryThePartitionsFigures() {
    PredictedVsActual p =
        PredictedVsActual.of(
            "p",
            "m",
            new TestPredictions(new double[] {1, 2, 3}, new double[] {1, 2, 4})
                .withSamples(new int[] {5, 9, 2}));
    assertThat(p.points().stream().map(Point::sample).toList())
        .containsExactly("sample 5", "sample 9", "sample 2");
    assertThat(p.legend(Partition.TEST))
        .startsWith("test · n 3 · RMSE 0.5774")
        .contains("bias 0.333");
    PredictedVsActual unnamed =
        PredictedVsActual.of("p", "m", new TestPredictions(new double[] {1}, new double[] {1}));
    assertThat(unnamed.points().get(0).sample()).isEqualTo("test 1");
  }
}
