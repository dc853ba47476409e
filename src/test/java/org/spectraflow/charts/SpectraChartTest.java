package org.spectraflow.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.Arrays;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.PaintScaleLegend;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.preview.SpectraTable;

/**
 * The spectra chart thins thousands of spectra (lines and points) without losing peaks, colours
 * each line by its y on the scale its legend shows, and draws the mean on top.
 */
class SpectraChartTest {

  /** {@code rows} spectra of {@code cols} columns: row r is r + a spike at column r % cols. */
  static SpectraTable table(int rows, int cols) {
    float[] values = new float[rows * cols];
    double[] y = new double[rows];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        values[r * cols + c] = r + (c == (r * 7) % cols ? 100f : 0f);
      }
      y[r] = r;
    }
    double[] axis = new double[cols];
    Arrays.setAll(axis, c -> 1000 + 2 * c);
    int[] ids = new int[rows];
    Arrays.setAll(ids, r -> r);
    boolean[] train = new boolean[rows];
    Arrays.fill(train, true);
    return new SpectraTable(rows, cols, values, axis, "wavelength (nm)", ids, y, train);
  }

  @Test
  void decimationKeepsEveryBucketsLowestAndHighestValue() {
    double[] v = new double[1000];
    v[503] = 9;
    v[504] = -9;
    int[] keep = Spectra.decimate(v, 50);
    assertThat(keep.length).isLessThanOrEqualTo(2 * 50 + 2);
    assertThat(keep).contains(0, 503, 504, 999);
    for (int i = 1; i < keep.length; i++) {
      assertThat(keep[i]).isGreaterThan(keep[i - 1]);
    }
    assertThat(Spectra.decimate(new double[10], 50)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
  }

  @Test
  void thousandsOfSpectraAreThinnedAndEachLineKeepsItsSpike() {
    Spectra chart = Spectra.of("raw", table(3000, 2000), 400, 250);
    assertThat(chart.lines()).hasSize(400);
    assertThat(chart.subtitle()).startsWith("400 of 3,000 spectra, 2,000 wavelengths");
    for (Spectra.Line line : chart.lines()) {
      assertThat(line.values().length).isLessThanOrEqualTo(502);
      double base = line.y();
      assertThat(Arrays.stream(line.values()).max().orElseThrow()).isEqualTo(base + 100);
    }
    assertThat(chart.lines().get(0).x()[0]).isEqualTo(1000);
  }

  @Test
  void linesAreColouredByYOnTheLegendsScaleAndTheMeanIsDrawnLast() {
    Spectra model = Spectra.of("raw", table(20, 50));
    JFreeChart chart = Charts.create(model, ChartLook.LIGHT);
    XYPlot plot = chart.getXYPlot();
    assertThat(plot.getDataset().getSeriesCount()).isEqualTo(21);
    Color low = (Color) plot.getRenderer().getSeriesPaint(0);
    Color high = (Color) plot.getRenderer().getSeriesPaint(19);
    assertThat(rgb(low)).isEqualTo(model.scale().rgb(0));
    assertThat(rgb(high)).isEqualTo(model.scale().rgb(19));
    assertThat(rgb(low)).isNotEqualTo(rgb(high));
    assertThat(plot.getDataset().getSeriesKey(20)).isEqualTo("mean");
    PaintScaleLegend legend =
        (PaintScaleLegend)
            chart.getSubtitles().stream()
                .filter(PaintScaleLegend.class::isInstance)
                .findFirst()
                .orElseThrow();
    assertThat(legend.getScale().getLowerBound()).isEqualTo(0);
    assertThat(legend.getScale().getUpperBound()).isEqualTo(19);
    assertThat(plot.getDomainAxis().getLabel()).isEqualTo("wavelength (nm)");
  }

  @Test
  void theColourScaleRunsFromDarkToBrightAndGreysMissingValues() {
    ColourScale scale = new ColourScale(0, 10);
    assertThat(scale.rgb(0)).isEqualTo(0x440154);
    assertThat(scale.rgb(10)).isEqualTo(0xFDE725);
    assertThat(scale.rgb(-5)).isEqualTo(scale.rgb(0));
    assertThat(scale.rgb(Double.NaN)).isEqualTo(ColourScale.MISSING.getRGB() & 0xFFFFFF);
    assertThat(scale.fraction(5)).isEqualTo(0.5);
  }

  private static int rgb(Color c) {
    return c.getRGB() & 0xFFFFFF;
  }
}
