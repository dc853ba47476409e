package org.spectraflow.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.charts.InfluencePlot;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.engine.model.predict.PredictionTable;

/** The Apply Model window's figures, without JavaFX. */
class ApplyFiguresTest {

  private static PredictionTable table(double[][] yTrue, List<String> labels, boolean domain) {
    return new PredictionTable(
        List.of("s1", "s2", "s3"),
        new double[][] {{1.0}, {2.5}, {0.0}},
        yTrue,
        labels,
        domain ? new double[] {1, 40, 2} : null,
        domain ? new double[] {0.1, 0.2, 9} : null,
        domain ? new boolean[] {true, false, false} : null,
        Map.of(),
        "file");
  }

  @Test
  void outOfDomainSamplesAreNamedAndLimitsPassedThrough() {
    ApplyFigures f = ApplyFigures.of(table(null, List.of(), true), "m.sfmodel", 12.5, 3.25);
    assertEquals(List.of("s2", "s3"), f.outOfDomain());
    InfluencePlot p = f.influence();
    assertEquals(12.5, p.limits().t2At95());
    assertEquals(3.25, p.limits().qAt95());
    assertTrue(Double.isNaN(p.limits().t2At99()));
    assertTrue(p.calibration().isEmpty());
    assertEquals(
        List.of("s1", "s2", "s3"), p.test().stream().map(InfluencePlot.Sample::label).toList());
    assertEquals(
        List.of(false, true, true), p.test().stream().map(InfluencePlot.Sample::outlier).toList());
    assertEquals(40.0, p.test().get(1).t2());
    assertEquals(9.0, p.test().get(2).q());
    assertEquals("3 new samples (2 beyond a 95 % limit)", p.counts());
  }

  @Test
  void theCalibrationSamplesTheFileKeepsAreCountedButNotLabelledBesideTheNewOnes() {
    ApplyFigures f =
        ApplyFigures.of(
            table(null, List.of(), true),
            "m",
            12.5,
            3.25,
            new double[] {1, 20, 3},
            new double[] {0.5, 0.25, 4});
    InfluencePlot p = f.influence();
    assertTrue(p.calibration().stream().allMatch(c -> c.label().isEmpty()));
    assertEquals(20.0, p.calibration().get(1).t2());
    assertEquals(4.0, p.calibration().get(2).q());
    // beyond T² 12.5 (c1) or Q 3.25 (c2): counted, though never labelled
    assertEquals(
        List.of(false, true, true),
        p.calibration().stream().map(InfluencePlot.Sample::outlier).toList());
    assertTrue(p.counts().startsWith("3 calibration (2 beyond a 95 % limit)"));
    assertTrue(p.title().startsWith("Calibration and new samples"));
    assertEquals(List.of("s2", "s3"), f.outOfDomain());
  }

  @Test
  void noPredictedVsActualWithoutY() {
    assertNull(ApplyFigures.of(table(null, List.of(), true), "m", 1, 1).predicted());
  }

  @Test
  void noDomainSectionGivesNoInfluencePlot() {
    ApplyFigures f = ApplyFigures.of(table(null, List.of(), false), "m", Double.NaN, Double.NaN);
    assertNull(f.influence());
    assertTrue(f.outOfDomain().isEmpty());
  }

  @Test
  void predictedVsActualWithYScoresTheNewSamples() {
    double[][] truth = {{1.0}, {2.0}, {0.5}};
    PredictedVsActual p = ApplyFigures.of(table(truth, List.of(), true), "m", 1, 1).predicted();
    assertEquals(3, p.points().size());
    assertEquals("s2", p.points().get(1).sample());
    assertEquals(2.5, p.points().get(1).predicted());
    assertEquals(2.0, p.points().get(1).actual());
    // errors 0, 0.5, -0.5: bias 0, RMSE sqrt(0.5/3)
    assertEquals(0.0, p.bias(), 1e-12);
    assertEquals(Math.sqrt(0.5 / 3), p.rmse(), 1e-12);
    assertTrue(p.scores().startsWith("n = 3 new samples · RMSE = 0.4082"));
  }

  @Test
  void classifierGetsNoPredictedVsActual() {
    double[][] truth = {{1.0}, {0.0}, {0.0}};
    assertNull(ApplyFigures.of(table(truth, List.of("a", "b", "c"), true), "m", 1, 1).predicted());
  }

  @Test
  void chartsAreBuiltForEachFigurePresent() {
    double[][] truth = {{1.0}, {2.0}, {0.5}};
    PredictionTable t = table(truth, List.of(), true);
    assertEquals(2, ApplyFigures.Applied.of(t, ApplyFigures.of(t, "m", 1, 1)).charts().size());
    PredictionTable bare = table(null, List.of(), false);
    assertEquals(
        0,
        ApplyFigures.Applied.of(bare, ApplyFigures.of(bare, "m", Double.NaN, Double.NaN))
            .charts()
            .size());
  }

  @Test
  void theChartsNameThePredictedSpectraNewSamplesNotTest() throws Exception {
    double[][] truth = {{1.0}, {2.0}, {0.5}};
    ApplyFigures f =
        ApplyFigures.of(
            table(truth, List.of(), true), "m", 12.5, 3.25, new double[] {1}, new double[] {0.5});
    ApplyFigures.Applied applied = ApplyFigures.Applied.of(table(truth, List.of(), true), f);
    org.jfree.data.xy.XYDataset t2q = applied.charts().get(0).getXYPlot().getDataset();
    assertEquals("calibration", t2q.getSeriesKey(0).toString());
    assertEquals("new samples", t2q.getSeriesKey(1).toString());
    assertEquals(PredictedVsActual.Partition.NEW, f.predicted().points().get(0).partition());
    assertTrue(f.predicted().subtitles().get(1).startsWith("n = 3 new samples · "));
    String dir = System.getProperty("spectraflow.shots");
    if (dir != null) {
      java.nio.file.Files.createDirectories(java.nio.file.Path.of(dir));
      for (int i = 0; i < applied.charts().size(); i++) {
        org.spectraflow.charts.ChartWriter.write(
            applied.charts().get(i),
            org.spectraflow.charts.ChartFormat.PNG,
            java.nio.file.Path.of(dir, "apply-new-samples-" + i + ".png"),
            683,
            500);
      }
    }
  }
}
