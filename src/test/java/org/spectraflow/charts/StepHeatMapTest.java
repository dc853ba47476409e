package org.spectraflow.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * The heat map's chart model: one column per step, branch and operator, one row per variant, bands
 * past the row limit (1,000 variants stay readable), and the colour scale drawn with the chart.
 */
class StepHeatMapTest {

  private static StepRecord step(int variant, int step, String name, long bytes, boolean cached) {
    return new StepRecord(variant, step, List.of(), name, List.of(), 0, 0, 0, bytes, 1.0, cached);
  }

  /** Variant v runs SNV (even v) or MSC (odd v) at step 1, then PLS at step 2. */
  private static List<StepRecord> run(int variants) {
    List<StepRecord> steps = new ArrayList<>();
    for (int v = 0; v < variants; v++) {
      String first = v % 2 == 0 ? "nirs4all.operators.transforms.SNV" : "MSC";
      steps.add(step(v, 1, first, 1000L * (v + 1), v >= 2));
      steps.add(step(v, 2, "PLSRegression", 10, false));
    }
    return steps;
  }

  @Test
  void eachChoiceOfAStepIsItsOwnColumnAndEachVariantARow() {
    StepHeatMap map = StepHeatMap.of(run(4));
    assertThat(map.columns()).containsExactly("1 MSC", "1 SNV", "2 PLSRegression");
    assertThat(map.rows()).extracting(StepHeatMap.Row::label).containsExactly("0", "1", "2", "3");
    assertThat(map.rows().get(0).cells())
        .containsEntry(1, new StepHeatMap.Cell(1000, false))
        .containsEntry(2, new StepHeatMap.Cell(10, false))
        .doesNotContainKey(0);
    assertThat(map.rows().get(3).cells()).containsEntry(0, new StepHeatMap.Cell(4000, true));
    // cached cells do not set the scale: variant 1's MSC (2000 bytes) is the largest computed
    assertThat(map.maxBytes()).isEqualTo(2000);
  }

  @Test
  void aThousandVariantsAreBandedIntoAtMostTheRowLimit() {
    StepHeatMap map = StepHeatMap.of(run(1000)).banded(120);
    assertThat(map.rows()).hasSizeLessThanOrEqualTo(120).hasSizeGreaterThan(100);
    StepHeatMap.Row first = map.rows().get(0);
    // 1000 rows in bands of 9: the first band holds variants 0–8
    assertThat(first.label()).isEqualTo("0–8");
    // SNV ran in variants 0, 2, 4, 6, 8: mean bytes (1000+3000+5000+7000+9000)/5, most cached
    assertThat(first.cells().get(1)).isEqualTo(new StepHeatMap.Cell(5000, true));
    assertThat(map.rows().get(map.rows().size() - 1).label()).endsWith("–999");
    assertThat(StepHeatMap.of(run(10)).banded(120).rows()).hasSize(10);
    assertThat(map.variantsPerRow()).isEqualTo(9);
    assertThat(map.subtitles().get(0)).startsWith("112 bands of 9 variants");
  }

  @Test
  void theSvgCarriesTheColourScaleOverTheValuesThatOccur() {
    String warmOnly =
        ChartWriter.svgElement(
            Charts.create(StepHeatMap.of(run(30)), ChartLook.LIGHT), 800, 500, "h-");
    assertThat(warmOnly).startsWith("<svg").contains("MiB allocated by the step").contains("1 SNV");
    // the scale's strip runs from the background to orange; no step freed memory, so no blue
    assertThat(warmOnly).contains("rgb(249,115,22)").doesNotContain("rgb(59,130,246)");

    List<StepRecord> freeing = new ArrayList<>(run(30));
    freeing.add(step(0, 3, "Crop", -40_000, false));
    String both =
        ChartWriter.svgElement(
            Charts.create(StepHeatMap.of(freeing), ChartLook.LIGHT), 800, 500, "h-");
    assertThat(both).contains("rgb(249,115,22)").contains("rgb(59,130,246)");
  }
}
