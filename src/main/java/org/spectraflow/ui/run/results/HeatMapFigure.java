package org.spectraflow.ui.run.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.charts.StepHeatMap;
import org.spectraflow.ui.run.StepKey;

/**
 * The studio's heat map as the shared chart model ({@link StepHeatMap}), for its PNG and SVG export
 * with the colour scale drawn under it: the same rows, columns, headings and cells as the view,
 * banded past {@link #ROWS} variants as the HTML report bands them. Call on the FX thread (it reads
 * the model); the record returned is immutable and may be drawn on any thread.
 */
public final class HeatMapFigure {

  /** Rows exported before consecutive variants are banded. */
  public static final int ROWS = 200;

  private HeatMapFigure() {}

  /** The chart model of {@code model}'s current cells. */
  public static StepHeatMap of(HeatMapModel model) {
    List<StepKey> columns = model.columns();
    List<StepHeatMap.Row> rows = new ArrayList<>();
    for (int variant : model.rows()) {
      Map<Integer, StepHeatMap.Cell> cells = new LinkedHashMap<>();
      for (int c = 0; c < columns.size(); c++) {
        HeatCell cell = model.cell(variant, columns.get(c));
        if (cell != null) {
          cells.put(c, new StepHeatMap.Cell(cell.addedBytes(), cell.cached()));
        }
      }
      rows.add(new StepHeatMap.Row(Integer.toString(variant), cells));
    }
    return new StepHeatMap(columns.stream().map(model::heading).toList(), rows).banded(ROWS);
  }
}
