package org.spectraflow.ui.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ColourScale;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.preview.SpectraTable;
import org.spectraflow.ui.spectra.SpectraColouring.ByCategory;
import org.spectraflow.ui.spectra.SpectraData;

/** The scores plot colours its points by y or a metadata column through their dataset ids. */
class ScoresColoursTest {

  /** Rows hold samples 4, 1 and 7 (y 10, 20, 30; site a, b, a; temperature 5, 6, 7). */
  private static SpectraData data() {
    SpectraTable table =
        new SpectraTable(
            3,
            1,
            new float[] {1, 2, 3},
            new double[] {1000},
            "nm",
            new int[] {4, 1, 7},
            new double[] {10, 20, 30},
            new boolean[] {true, true, false});
    return new SpectraData(
        table,
        Map.of(
            "site", new MetadataTable.Texts(List.of("a", "b", "a")),
            "temperature", new MetadataTable.Numbers(new double[] {5, 6, 7})));
  }

  @Test
  void aTextColumnGivesOneColourPerCategoryMatchedBySampleId() {
    ScoresColours c = ScoresColours.of(data(), "site", new int[] {1, 4}, new int[] {7});
    assertThat(c.categories()).containsExactly("a", "b");
    assertThat(c.calibration())
        .containsExactly(ByCategory.categoryRgb(1), ByCategory.categoryRgb(0));
    assertThat(c.test()).containsExactly(ByCategory.categoryRgb(0));
    assertThat(c.scale()).isNull();
  }

  @Test
  void yAndNumericColumnsUseTheSpectraViewsScale() {
    ScoresColours y = ScoresColours.of(data(), SpectraData.BY_Y, new int[] {1, 4}, new int[0]);
    ColourScale scale = new ColourScale(10, 30);
    assertThat(y.calibration()).containsExactly(scale.rgb(20), scale.rgb(10));
    assertThat(y.legend()).isEqualTo("colour: y from 10.0 (dark) to 30.0 (yellow)");
    ScoresColours t = ScoresColours.of(data(), "temperature", new int[] {7}, new int[0]);
    assertThat(t.calibration()).containsExactly(new ColourScale(5, 7).rgb(7));
  }

  @Test
  void samplesOfAnotherDatasetGiveNoColours() {
    assertThat(ScoresColours.of(data(), "site", new int[] {1, 99}, new int[0])).isNull();
    assertThat(ScoresColours.of(null, "site", new int[] {1}, new int[0])).isNull();
  }

  @Test
  void categoriesGetALegendOnTheChart() {
    ScoresPlot plot =
        new ScoresPlot(
            1,
            2,
            new double[] {0.1, -0.2},
            new double[] {0.3, 0.1},
            new double[0],
            new double[0],
            new double[0],
            Double.NaN,
            Double.NaN,
            Double.NaN,
            new int[] {1, 4},
            new int[0],
            ScoresColours.of(data(), "site", new int[] {1, 4}, new int[0]));
    JFreeChart chart = ScoresPlotChart.build(plot, ChartLook.LIGHT);
    assertThat(chart.getLegend()).isNotNull();
    assertThat(chart.getXYPlot().getLegendItems().getItemCount()).isEqualTo(2);
    assertThat(chart.getXYPlot().getLegendItems().get(0).getLabel()).isEqualTo("a");
  }
}
